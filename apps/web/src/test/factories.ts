import {
  CollectionResponseSchema,
  PreorderInfoSchema,
  ProductCardSchema,
  ProductSaleSchema,
  ProductSchema,
  ProductSummarySchema,
  StockResponseSchema,
  type CollectionResponse,
  type PreorderInfo,
  type Product,
  type ProductCard,
  type ProductSale,
  type ProductSummary,
  type StockResponse,
} from '@shop/domain';

let nextId = 1;

/** A valid ProductSummary: an in-stock normal product at 199.99 (MSRP 249.99). */
export function buildSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? nextId++;
  const sku = overrides.sku ?? `SVR-12-D2-${id}`;
  const slug = overrides.slug ?? sku.toLowerCase();
  const base: ProductSummary = {
    id,
    sku,
    upc: '810032000000',
    name: `Skar SVR-12 12" Subwoofer ${id}`,
    site_name: `SVR-12 ${id}`,
    site_handle: slug,
    slug,
    path: `/products/${slug}`,
    category: 'subwoofers',
    vendor: 'Skar Audio',
    product_type: 'normal',
    price: 199.99,
    price_map: 199.99,
    price_msrp: 249.99,
    price_dealer: null,
    saleEnabled: false,
    sale: null,
    isDailyDeal: false,
    currentlyInStock: true,
    isInStock: true,
    isDiscontinued: false,
    isEnabledOnSite: true,
    blockBackorder: false,
    preorderInfo: null,
    variant_parent_sku: null,
    variant_option_one_name: null,
    variant_option_one_value: null,
    variant_option_two_name: null,
    variant_option_two_value: null,
    variant_option_three_name: null,
    variant_option_three_value: null,
    tpa_wh: 40,
    lv_wh: 25,
    total_qty_without_fba: 65,
    inventory: { total_qty_without_fba: 65 },
    rating: { avg_rating: 4.7, count: 12 },
    image_1: `/img/products/${slug}-1.svg`,
    imageUrl: `/img/products/${slug}-1.svg`,
    images: [{ url: `/img/products/${slug}-1.svg`, altText: `${sku} front` }],
    properties: { Size: '12"' },
    weight: 20,
  };
  return ProductSummarySchema.parse({ ...base, ...overrides });
}

export const outOfStock = { currentlyInStock: false, isInStock: false, tpa_wh: 0, lv_wh: 0 } as const;

export function preorderInfo(overrides: Partial<PreorderInfo> = {}): PreorderInfo {
  return PreorderInfoSchema.parse({
    id: 1,
    is_pre_order_eligible: true,
    is_pre_order_enabled: 1,
    manual_override_eta_date: null,
    in_stock_eta_date: '2026-03-15',
    ...overrides,
  });
}

export function saleOf(price: number, overrides: Partial<ProductSale> = {}): ProductSale {
  return ProductSaleSchema.parse({
    name: 'HolidaySale',
    percent: 0.15,
    price,
    shortTitle: 'Holiday Sale',
    isDailyDeal: false,
    ...overrides,
  });
}

/** A card's own fields, or the summary's it is built from (a listing card keeps only its own: decision 071). */
type CardOverrides = Partial<ProductSummary> & Partial<ProductCard>;

/** A listing card (decision 071): a summary's card fields and its family, as a listing answers it. */
export function buildCard(overrides: CardOverrides = {}): ProductCard {
  const summary = buildSummary(overrides);
  return ProductCardSchema.parse({
    isParentSku: false,
    variants: [],
    options: [],
    ...summary,
    ...overrides,
  });
}

/** A variant of a parent: option values and its own sku, images and price. */
export function buildVariant(
  parentSku: string,
  values: [string, string?],
  overrides: Partial<ProductSummary> = {},
  names: [string, string?] = ['Impedance', 'Size'],
): ProductSummary {
  const sku =
    overrides.sku ??
    `${parentSku}-${values.filter(Boolean).join('-')}`.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  return buildSummary({
    sku,
    slug: parentSku.toLowerCase(),
    variant_parent_sku: parentSku,
    variant_option_one_name: names[0],
    variant_option_one_value: values[0],
    variant_option_two_name: values[1] ? (names[1] ?? null) : null,
    variant_option_two_value: values[1] ?? null,
    images: [{ url: `/img/products/${sku}.svg`, altText: `${sku} image` }],
    image_1: `/img/products/${sku}.svg`,
    imageUrl: `/img/products/${sku}.svg`,
    ...overrides,
  });
}

/**
 * A parent card whose variants are given; options are derived from the variants' values. Like a listing
 * response, the card carries slim variants (CardVariantSchema): use buildParentProduct for a product page.
 */
export function buildParentCard(variants: ProductSummary[], overrides: CardOverrides = {}): ProductCard {
  const names = [variants[0]?.variant_option_one_name, variants[0]?.variant_option_two_name].filter(
    (n): n is string => !!n,
  );
  const options = names.map((name, i) => ({
    name,
    values: [
      ...new Set(
        variants
          .map((v) => (i === 0 ? v.variant_option_one_value : v.variant_option_two_value))
          .filter((x): x is string => !!x),
      ),
    ],
  }));
  return buildCard({
    isParentSku: true,
    product_type: 'variant',
    variants,
    options,
    ...overrides,
  });
}

/** A product page built from a card; a parent's full variants come in overrides.variants (see buildParentProduct). */
export function buildProduct(overrides: Partial<Product> = {}, card?: ProductCard): Product {
  const c = card ?? buildCard(overrides);
  // The page's full summary: the card's fields, and the rest (images, properties, ...) a listing card leaves out.
  const summary = buildSummary({ ...c, ...overrides });
  return ProductSchema.parse({
    ...summary,
    isParentSku: c.isParentSku,
    variants: c.variants,
    childSkus: c.variants.map((v) => ({
      sku: v.sku,
      image: v.image_1,
      variant_option_one_value: v.variant_option_one_value,
    })),
    bundleItems: [],
    options: c.options,
    seo_title: c.name,
    seo_description: `Buy the ${c.name}.`,
    description: 'Deep, clean bass.\n\nBuilt to handle serious power.',
    google_product_line: null,
    variesBy: c.options.map((o) => o.name),
    variantSkus: c.variants.map((v) => v.sku),
    variantNames: c.variants.map((v) => v.name),
    relatedVariants: [],
    metafields: { tab_box_info: [] },
    vehicleFitment: null,
    websiteCollectionsRow: {
      handle: 'car-subwoofers',
      collection_page_title: 'Car Subwoofers',
      parentRow: null,
    },
    frequentlyBoughtTogetherAssociations: [],
    totalSubwooferHoles: null,
    linkSku: c.sku,
    collectionPageSku: c.variants[0]?.sku ?? c.sku,
    familySlug: c.slug,
    ...overrides,
  });
}

/** A parent's product page: the parent card of these variants, which it keeps as full summaries. */
export function buildParentProduct(
  variants: ProductSummary[],
  cardOverrides: CardOverrides = {},
  overrides: Partial<Product> = {},
): Product {
  return buildProduct({ variants, ...overrides }, buildParentCard(variants, cardOverrides));
}

export function buildCollectionResponse(
  products: ProductCard[],
  overrides: {
    count?: number;
    page?: number;
    pageSize?: number;
    collection?: Partial<CollectionResponse['collection']>;
  } = {},
): CollectionResponse {
  const count = overrides.count ?? products.length;
  const pageSize = overrides.pageSize ?? 24;
  return CollectionResponseSchema.parse({
    collection: {
      handle: 'car-subwoofers',
      title: 'Car Subwoofers',
      collection_page_title: 'Car Subwoofers',
      collection_seo_description: 'Shop car subwoofers.',
      collection_description: 'Subwoofers for every build.',
      collection_page_image: null,
      bannerImage: null,
      bannerAlt: null,
      isDailyDeal: false,
      hidePricing: false,
      parentMenuName: null,
      parentMenuHandle: null,
      subCollections: [],
      parent: null,
      ...overrides.collection,
    },
    products,
    count,
    page: overrides.page ?? 1,
    pageSize,
    pages: Math.ceil(count / pageSize),
  });
}

export function stockFor(p: ProductSummary, overrides: Partial<StockResponse> = {}): StockResponse {
  return StockResponseSchema.parse({
    sku: p.sku,
    isInStock: p.isInStock,
    currentlyInStock: p.currentlyInStock,
    isDiscontinued: p.isDiscontinued,
    blockBackorder: p.blockBackorder,
    tpa_wh: p.tpa_wh,
    lv_wh: p.lv_wh,
    total_qty_without_fba: p.total_qty_without_fba,
    preorderInfo: p.preorderInfo,
    ...overrides,
  });
}
