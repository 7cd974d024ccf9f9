import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 072: a released migration never changes what it creates, so it imports nothing that can change: only
// kysely and the frozen files beside it (the DDL vocabulary, the summary triggers, the excluded-sku condition).
const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

/** Every module a file imports or re-exports, type-only and dynamic imports included. */
const importsOf = (file: string): string[] =>
  [...readFileSync(`${dir}${file}`, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );

const frozen = (specifier: string): boolean =>
  specifier === 'kysely' ||
  (/^\.\/[^/]+\.js$/.test(specifier) && files.includes(specifier.slice(2, -3) + '.ts'));

describe('the migrations', () => {
  it('import nothing from outside their folder but kysely', () => {
    expect(files.length).toBeGreaterThan(31);
    const outside = files.flatMap((f) =>
      importsOf(f)
        .filter((s) => !frozen(s))
        .map((s) => `${f}: ${s}`),
    );
    expect(outside).toEqual([]);
  });

  it('would refuse an import of a live helper', () => {
    expect(importsOf('018-vehicle-facets.ts')).toContain('./shown-sku.js');
    expect(frozen('../shown-sku.js')).toBe(false);
    expect(frozen('@shop/domain')).toBe(false);
    expect(frozen('./summary-triggers.js')).toBe(true);
  });
});
