/**
 * The storefront's catalogue reads, each with the status it answers on the demo catalogue (demo/seed.ts):
 * products by every kind of key, stock, collection and sub-collection pages, the vehicle filter under every
 * combination of filters, search, the menu, the active sale, reviews, the pages that embed these answers, and
 * the sitemaps. db/query-plans.test.ts checks the query plan of every statement they run.
 */
const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';
const VEHICLE_FILTERS = {
  type: 'Loaded',
  sizes: '10"',
  vehicle_year: '2018',
  vehicle_make: 'Ford',
  vehicle_model: 'F-150',
};

/** Every subset of the vehicle filters (a model only with its make, as the screens send it). */
const vehicleQueries = (): string[] => {
  const keys = Object.keys(VEHICLE_FILTERS) as (keyof typeof VEHICLE_FILTERS)[];
  const subsets = Array.from({ length: 2 ** keys.length }, (_, bits) =>
    keys.filter((_, i) => bits & (1 << i)),
  ).filter((subset) => !subset.includes('vehicle_model') || subset.includes('vehicle_make'));
  return subsets.map((subset) =>
    new URLSearchParams(subset.map((key) => [key, VEHICLE_FILTERS[key]])).toString(),
  );
};

export const STOREFRONT_READS: readonly (readonly [url: string, status: number])[] = [
  // Products: by sku (any case), slug, site handle, a variant (=SKU and ?variant=), a parent, a bundle,
  // a vehicle-specific enclosure, and an unknown key.
  ...[
    'EVL-12-D2',
    'evl-12-d2',
    'skar-evl-12',
    'evl-12',
    'skar-evl-12=EVL-12-D4',
    'skar-evl-12?variant=EVL-12-D4',
    'AR-12V',
    'PKG-EVL-1X12-RP1200',
    'VS-F150-SC-2X10-FORD-2009-UP',
  ].map((key): [string, number] => [`/api/product/${key}`, 200]),
  ['/api/product/NO-SUCH-SKU', 404],
  ['/api/product/stock/EVL-12-D2', 200],
  ['/api/product/stock/PKG-EVL-1X12-RP1200', 200],
  ['/api/product/stock/NO-SUCH-SKU', 404],
  // Collections and sub-collections, pages 1 and 2, and an unknown one.
  ...[
    'car-subwoofers',
    'car-subwoofers/12-inch-subwoofers',
    'loaded-subwoofer-enclosures',
    'daily-deals',
  ].flatMap((handle): [string, number][] => [
    [`/api/collections/${handle}?page=1`, 200],
    [`/api/collections/${handle}?page=2`, 200],
  ]),
  ['/api/collections/no-such-collection', 404],
  // The vehicle filter under each combination of filters (page 1, and page 2 without filters).
  ...vehicleQueries().map((query): [string, number] => [`${VEHICLES}${query ? `?${query}` : ''}`, 200]),
  [`${VEHICLES}?page=2`, 200],
  // Search: words, a sku, page 2, nothing found.
  ...['q=subwoofer', 'q=subwoofer&page=2', 'q=EVL-12', 'q=12%22%20loaded%20enclosure', 'q=zzzqqq'].map(
    (query): [string, number] => [`/api/search/products?${query}`, 200],
  ),
  ['/api/menu', 200],
  ['/api/sales/active', 200],
  ['/api/reviews/skuList?skus=EVL-12-D2,EVL-12-D4', 200],
  ['/api/reviews/skuList?skus=EVL-12-D2&page=1', 200],
  ['/api/reviews/with-images?skus=EVL-12-D2,EVL-12-D4', 200],
  // Pages whose answers carry catalogue data, and the sitemaps.
  ['/', 200],
  ['/products/skar-evl-12', 200],
  ['/collections/car-subwoofers?page=2', 200],
  [`/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Ford`, 200],
  ['/search/products?q=amplifier', 200],
  ['/sitemap.xml', 200],
  ['/sitemap-pages.xml', 200],
  ['/robots.txt', 200],
];
