import { describe, expect, it } from 'vitest';
import { demoSale } from '../sales/seen-sales.js';
import {
  ProductSchema,
  ProductSummarySchema,
  type Product,
  type ProductSummary,
} from '../catalog/schemas.js';
import { CONTENT_PAGE_PATHS, contentSeo } from './content-pages.js';
import { availabilityOf, retailOfferPrice } from './json-ld.js';
import { DEFAULT_SITE, openGraphOf, pageHead, type SeoContext } from './page-head.js';
import { homeSeo, productSeo, searchSeo } from './page-seo.js';

const ctx: SeoContext = { origin: 'https://shop.example', site: DEFAULT_SITE };

const summary = (over: Partial<ProductSummary> = {}): ProductSummary =>
  ProductSummarySchema.parse({
    id: 1,
    sku: 'EVL-12',
    upc: null,
    name: 'Skar EVL-12',
    site_name: 'EVL-12',
    site_handle: 'evl-12',
    slug: 'skar-evl-12',
    path: '/products/skar-evl-12',
    category: 'subwoofers',
    vendor: 'Skar Audio',
    product_type: 'normal',
    price: 200,
    price_map: 200,
    price_msrp: 250,
    price_dealer: null,
    saleEnabled: true,
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
    tpa_wh: 10,
    lv_wh: 0,
    total_qty_without_fba: 10,
    inventory: { total_qty_without_fba: 10 },
    rating: { avg_rating: 4.5, count: 2 },
    image_1: '/img/p/EVL-12/1.svg',
    imageUrl: '/img/p/EVL-12/1.svg',
    images: [{ url: '/img/p/EVL-12/1.svg', altText: 'EVL-12' }],
    properties: {},
    weight: 20,
    ...over,
  });

const product = (over: Partial<ProductSummary> = {}): Product =>
  ProductSchema.parse({
    ...summary(over),
    isParentSku: false,
    variants: [],
    childSkus: [],
    bundleItems: [],
    options: [],
    seo_title: '',
    seo_description: '',
    description: 'A 12" subwoofer.\n\nBuilt   loud.',
    google_product_line: null,
    variesBy: [],
    variantSkus: [],
    variantNames: [],
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
    linkSku: 'EVL-12',
    collectionPageSku: 'EVL-12',
  });

describe('pageHead', () => {
  it('ends the title in the shop name once, makes links absolute and lists the Open Graph tags', () => {
    const head = pageHead({ title: 'Tom & "Jerry"', canonical: '/x?a=1', image: '/img/a.svg' }, ctx);
    expect(head.title).toBe('Tom & "Jerry" | Skar Audio');
    expect(pageHead(homeSeo(ctx), ctx).title).toBe('Skar Audio | Car Subwoofers, Enclosures & Amplifiers');
    expect(head.canonical).toBe('https://shop.example/x?a=1');
    expect(openGraphOf(head)).toEqual([
      ['og:title', 'Tom & "Jerry" | Skar Audio'],
      ['og:type', 'website'],
      ['og:url', 'https://shop.example/x?a=1'],
      ['og:image', 'https://shop.example/img/a.svg'],
    ]);
  });
});

describe('product structured data', () => {
  it('offers the retail price (the sale price while a sale applies), in stock, rated, with breadcrumbs', () => {
    const p = product();
    const sale = demoSale(new Date('2026-03-01T00:00:00Z'));
    const seo = productSeo(p, p, sale, ctx);
    const [ld, crumbs] = seo.jsonLd ?? [];
    expect(ld).toMatchObject({
      '@type': 'Product',
      url: 'https://shop.example/products/skar-evl-12',
      image: ['https://shop.example/img/p/EVL-12/1.svg'],
      offers: { priceCurrency: 'USD', price: '170.00', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Car Subwoofers', item: 'https://shop.example/collections/car-subwoofers' },
        { position: 3, name: 'Skar EVL-12', item: 'https://shop.example/products/skar-evl-12' },
      ],
    });
    expect(seo).toMatchObject({ ogType: 'product', description: 'A 12" subwoofer. Built loud.' });
  });

  it('has no AggregateRating without reviews, and no sale price without stock for the sale', () => {
    const p = product({ rating: { avg_rating: 0, count: 0 }, tpa_wh: 2, lv_wh: 1 });
    const sale = demoSale(new Date('2026-03-01T00:00:00Z'));
    const [ld] = productSeo(p, p, sale, ctx).jsonLd ?? [];
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(retailOfferPrice(p, sale)).toBe(200);
  });

  it('is in stock if any variant is, pre-order if eligible, else out of stock', () => {
    const out = { currentlyInStock: false, isInStock: false, tpa_wh: 0, lv_wh: 0 };
    const preorderInfo = {
      id: 1,
      is_pre_order_eligible: true,
      is_pre_order_enabled: 1,
      manual_override_eta_date: null,
      in_stock_eta_date: null,
    };
    expect(availabilityOf(summary(out), [summary()])).toBe('https://schema.org/InStock');
    expect(availabilityOf(summary({ ...out, preorderInfo }))).toBe('https://schema.org/PreOrder');
    expect(availabilityOf(summary(out))).toBe('https://schema.org/OutOfStock');
  });
});

describe('search and content pages', () => {
  it('gives a search its canonical with the page, and the breadcrumbs Home > Search > "q"', () => {
    const seo = searchSeo('evl 12', 2, null, ctx);
    expect(seo.canonical).toBe('/search/products?q=evl+12&page=2');
    expect(seo.jsonLd?.[0]).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Search', item: 'https://shop.example/search/products' },
        { name: '"evl 12"', item: 'https://shop.example/search/products?q=evl+12&page=2' },
      ],
    });
  });

  it('describes every content page, the contact page with the Organization and its support hours', () => {
    expect(CONTENT_PAGE_PATHS).toHaveLength(14);
    for (const path of CONTENT_PAGE_PATHS) {
      const seo = contentSeo(path, ctx);
      expect(seo.canonical).toBe(path);
      expect(seo.description?.length).toBeGreaterThan(20);
    }
    const [, org] = contentSeo('/pages/contact-us', ctx).jsonLd ?? [];
    expect(org).toMatchObject({
      '@type': 'Organization',
      contactPoint: {
        areaServed: 'US',
        availableLanguage: 'English',
        hoursAvailable: { opens: '09:00', closes: '17:30', dayOfWeek: expect.arrayContaining(['Sunday']) },
      },
    });
    expect(
      (org as { contactPoint: { hoursAvailable: { dayOfWeek: string[] } } }).contactPoint.hoursAvailable
        .dayOfWeek,
    ).toHaveLength(7);
  });
});
