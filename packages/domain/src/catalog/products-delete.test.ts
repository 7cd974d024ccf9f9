import { describe, expect, it } from 'vitest';
import { productDeleteRefusal } from './products-delete.js';

const free = { orderLines: 0, variants: [], bundles: [] };

describe('productDeleteRefusal', () => {
  it('lets a product nothing needs go', () => {
    expect(productDeleteRefusal('SK-1', free)).toBeNull();
  });

  it('refuses an ordered product and says to disable it instead', () => {
    const message = productDeleteRefusal('SK-1', { ...free, orderLines: 1 });
    expect(message).toBe(
      'SK-1 cannot be deleted: it has been ordered (1 order line) and orders keep naming it. To take it off the storefront, disable it instead (untick "Enabled on the site").',
    );
    expect(productDeleteRefusal('SK-1', { ...free, orderLines: 3 })).toContain('(3 order lines)');
  });

  it("names a parent's variants, the first five and how many more", () => {
    expect(productDeleteRefusal('P', { ...free, variants: ['P-1'] })).toContain(
      'it is the parent of the variant P-1; delete or move it first',
    );
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(productDeleteRefusal('P', { ...free, variants: many })).toContain(
      'it is the parent of 7 variants: A, B, C, D, E and 2 more; delete or move them first',
    );
  });

  it('names the bundles that include it', () => {
    expect(productDeleteRefusal('X', { ...free, bundles: ['BUN-1'] })).toContain(
      'the bundle BUN-1 includes it; take it out first',
    );
    expect(productDeleteRefusal('X', { ...free, bundles: ['BUN-1', 'BUN-2'] })).toContain(
      'the bundles BUN-1, BUN-2 include it',
    );
  });

  it('gives every reason at once', () => {
    const message = productDeleteRefusal('X', { orderLines: 2, variants: ['X-1'], bundles: ['B'] })!;
    expect(message).toMatch(/ordered .*; and it is the parent .*; and the bundle B includes it/);
    expect(message).toContain('disable it instead');
  });
});
