import {
  MenuCollectionSchema,
  MenuProductSchema,
  MenuResponseSchema,
  type MenuCollection,
  type MenuProduct,
  type MenuResponse,
} from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { server } from './server';

let id = 1000;

export function menuProduct(overrides: Partial<MenuProduct> = {}): MenuProduct {
  const n = id++;
  return MenuProductSchema.parse({
    id: n,
    sku: `SKU-${n}`,
    slug: `skar-sku-${n}`,
    imageUrl: null,
    title: `Product ${n}`,
    overrideTitle: null,
    subtitle: null,
    ...overrides,
  });
}

export function menuCollection(overrides: Partial<MenuCollection> = {}): MenuCollection {
  const n = id++;
  return MenuCollectionSchema.parse({
    id: n,
    title: `Collection ${n}`,
    subtitle: null,
    slug: null,
    handle: `collection-${n}`,
    imageUrl: null,
    products: [],
    subMenu: [],
    isHidden: false,
    hidePricing: false,
    ...overrides,
  });
}

/**
 * A menu like the shop's: left and right groups, a hidden collection, third-level SKUs, a category without a
 * page of its own, a mobile-only category.
 */
export function shopMenu(): MenuResponse {
  return MenuResponseSchema.parse({
    categories: [
      {
        id: 1,
        category: 'Subwoofers',
        handle: 'car-subwoofers',
        href: '/collections/car-subwoofers',
        imageUrl: null,
        group: 'left',
        products: [],
        mobileOnly: false,
        collections: [
          menuCollection({
            title: '12 Inch Subwoofers',
            slug: 'collections/car-subwoofers/12-inch-subwoofers',
            handle: 'car-subwoofers/12-inch-subwoofers',
          }),
          menuCollection({ title: 'Clearance Subwoofers', handle: 'car-subwoofers', isHidden: true }),
        ],
      },
      {
        id: 5,
        category: 'Amp Kits Wiring & More',
        handle: 'car-audio-installation-accessories-wiring-equipment',
        href: '/collections/car-audio-installation-accessories-wiring-equipment',
        imageUrl: null,
        group: 'right',
        mobileOnly: false,
        products: [
          menuProduct({
            sku: 'SKDM-36',
            slug: 'skar-skdm-36',
            title: 'SKDM-36 Sound Deadening Mat',
            overrideTitle: 'Sound Deadening',
            subtitle: 'Cut road noise',
          }),
        ],
        collections: [
          menuCollection({
            title: 'Speaker Wire',
            slug: 'collections/wiring/speaker-wire',
            handle: 'wiring/speaker-wire',
            hidePricing: true,
            products: [
              menuProduct({
                sku: 'SKSPK-12',
                slug: 'skar-skspk-12',
                title: 'SKSPK-12 12 Gauge Speaker Wire',
                overrideTitle: '12 Gauge Speaker Wire',
              }),
            ],
          }),
          menuCollection({ title: 'Batteries', slug: null, handle: 'car-audio-batteries' }),
        ],
      },
      {
        // A group of collections with no page of its own: no "Shop all" link.
        id: 6,
        category: 'Shop',
        handle: 'shop',
        href: null,
        imageUrl: null,
        group: 'right',
        mobileOnly: false,
        products: [],
        collections: [menuCollection({ title: 'Car Amplifiers', handle: 'car-amplifiers' })],
      },
      {
        id: 7,
        category: 'Vehicle Specific',
        handle: 'vehicle-specific-subwoofer-enclosures',
        href: '/collections/vehicle-specific-subwoofer-enclosures',
        imageUrl: null,
        group: 'right',
        mobileOnly: true,
        products: [],
        collections: [
          menuCollection({
            title: 'Loaded Vehicle Enclosures',
            slug: 'collections/vehicle-specific-subwoofer-enclosures?type=Loaded',
            handle: 'vehicle-specific-subwoofer-enclosures',
          }),
        ],
      },
    ],
  });
}

/** Serves shopMenu(): the storefront's fixed links show for the pages it leads to (decision 070). */
export function serveShopMenu(): void {
  server.use(http.get('/api/menu', () => HttpResponse.json(shopMenu())));
}
