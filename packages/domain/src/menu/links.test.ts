import { describe, expect, it } from 'vitest';
import { menuHref, menuLinks, menuPaths, menuProductHref } from './links.js';
import type { MenuCollection, MenuProduct } from './schemas.js';

const product = (slug: string): MenuProduct => ({
  id: 1,
  sku: 'SKU',
  slug,
  imageUrl: null,
  title: 'T',
  overrideTitle: null,
  subtitle: null,
});
const collection = (over: Partial<MenuCollection>): MenuCollection => ({
  id: 1,
  title: 'C',
  subtitle: null,
  slug: null,
  handle: 'h',
  imageUrl: null,
  products: [],
  subMenu: [],
  isHidden: false,
  hidePricing: false,
  ...over,
});

describe('menu links', () => {
  it('takes an own slug as the path, else /collections/{handle}', () => {
    expect(menuHref({ slug: 'collections/a/b?type=Loaded', handle: 'x' })).toBe(
      '/collections/a/b?type=Loaded',
    );
    expect(menuHref({ slug: '/products/skar-x', handle: 'x' })).toBe('/products/skar-x');
    expect(menuHref({ slug: null, handle: 'car-subwoofers' })).toBe('/collections/car-subwoofers');
  });

  it('sends a product entry to its product page whatever form its slug has', () => {
    expect(menuProductHref(product('skar-skspk-10'))).toBe('/products/skar-skspk-10');
    expect(menuProductHref(product('/products/skar-skspk-10'))).toBe('/products/skar-skspk-10');
  });

  it('lists every link: category pages that exist, collections at every level, products', () => {
    const links = menuLinks({
      categories: [
        {
          id: 1,
          category: 'Shop',
          handle: 'shop',
          href: null,
          imageUrl: null,
          group: 'right',
          mobileOnly: false,
          products: [product('skar-skdm-36')],
          collections: [
            collection({
              handle: 'a',
              products: [product('skar-a')],
              subMenu: [collection({ slug: 'collections/a/b' })],
            }),
          ],
        },
        {
          id: 2,
          category: 'Subs',
          handle: 'car-subwoofers',
          href: '/collections/car-subwoofers',
          imageUrl: null,
          group: 'left',
          mobileOnly: false,
          products: [],
          collections: [],
        },
      ],
    });
    expect(links).toEqual([
      '/collections/a',
      '/products/skar-a',
      '/collections/a/b',
      '/products/skar-skdm-36',
      '/collections/car-subwoofers',
    ]);
  });

  it("holds the paths the menu leads to without their query, and none for an empty shop's menu", () => {
    const paths = menuPaths({
      categories: [
        {
          id: 1,
          category: 'Vehicle Specific',
          handle: 'vehicle-specific-subwoofer-enclosures',
          href: null,
          imageUrl: null,
          group: 'right',
          mobileOnly: true,
          products: [],
          collections: [
            collection({ slug: 'collections/vehicle-specific-subwoofer-enclosures?type=Loaded#top' }),
            collection({ handle: 'car-amplifiers' }),
          ],
        },
      ],
    });
    expect([...paths]).toEqual([
      '/collections/vehicle-specific-subwoofer-enclosures',
      '/collections/car-amplifiers',
    ]);
    expect(menuPaths({ categories: [] }).size).toBe(0);
  });
});
