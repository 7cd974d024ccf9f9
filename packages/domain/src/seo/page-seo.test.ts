import { describe, expect, it } from 'vitest';
import { demoSale } from '../sales/seen-sales.js';
import { SHOP_TIME_ZONE } from '../dates/dates.js';
import {
  ProductSchema,
  ProductSummarySchema,
  type Product,
  type ProductSummary,
} from '../catalog/schemas.js';
import { CONTENT_PAGE_PATHS, contentSeo, markdownPageSeo } from './content-pages.js';
import { availabilityOf, retailOfferPrice } from './offer-ld.js';
import { DEFAULT_SITE, metaTagsOf, pageHead, type SeoContext } from './page-head.js';
import { homeSeo } from './home-seo.js';
import { productSeo, searchSeo } from './page-seo.js';

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
    familySlug: 'skar-evl-12',
  });

describe('pageHead', () => {
  it('ends the title in the shop name once, makes links absolute and lists the meta tags', () => {
    const head = pageHead(
      { title: 'Tom & "Jerry"', canonical: '/x?a=1', image: '/img/p/A%2FB/1.svg', imageAlt: 'A sub' },
      ctx,
    );
    expect(head.title).toBe('Tom & "Jerry" | Skar Audio');
    expect(pageHead(homeSeo(ctx), ctx).title).toBe('Skar Audio | Car Subwoofers, Enclosures & Amplifiers');
    expect(head.canonical).toBe('https://shop.example/x?a=1');
    expect(metaTagsOf(head).map((t) => [t.attr, t.key, t.content])).toEqual([
      ['property', 'og:title', 'Tom & "Jerry" | Skar Audio'],
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', 'Skar Audio'],
      ['property', 'og:url', 'https://shop.example/x?a=1'],
      ['property', 'og:image', 'https://shop.example/img/og/p/A%2FB/1.png'],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['property', 'og:image:alt', 'A sub'],
      ['name', 'twitter:card', 'summary_large_image'],
    ]);
  });

  it('names the shop as the settings say in og:site_name (decision 080)', () => {
    const renamed = { ...ctx, site: { ...ctx.site, name: 'Harbor Bass Works' } };
    expect(metaTagsOf(pageHead(homeSeo(renamed), renamed))).toContainEqual({
      attr: 'property',
      key: 'og:site_name',
      content: 'Harbor Bass Works',
    });
  });

  it("previews a page without a stored picture with the shop's own, and says noindex when asked", () => {
    for (const image of [null, '/favicon.svg', 'https://cdn.example/x.svg', '/img/product-placeholder.svg']) {
      const head = pageHead({ title: 'Search', image, noindex: true }, ctx);
      expect(head.ogImage).toBe('https://shop.example/img/og/site.png');
      expect(metaTagsOf(head)[0]).toEqual({ attr: 'name', key: 'robots', content: 'noindex' });
    }
    expect(pageHead({ title: 'X' }, ctx).ogImageAlt).toBe('Skar Audio');
    expect(pageHead({ title: 'X', image: '/img/collections/subs.svg' }, ctx)).toMatchObject({
      ogImage: 'https://shop.example/img/og/collections/subs.png',
      ogImageAlt: 'X',
    });
  });

  it("previews a page without a picture of its own with the merchant's logo, named by it (decision 080)", () => {
    const logo = '/img/uploads/AbCdEfGhIjKlMnOpQrStUv.webp';
    const branded = { ...ctx, site: { ...ctx.site, name: 'Harbor Bass Works', logoUrl: logo } };
    for (const image of [null, '/favicon.svg', 'https://cdn.example/x.svg']) {
      expect(pageHead({ title: 'Search', image }, branded)).toMatchObject({
        ogImage: 'https://shop.example/img/og/uploads/AbCdEfGhIjKlMnOpQrStUv.png',
        ogImageAlt: 'Harbor Bass Works',
      });
    }
    // A page's own picture still comes first.
    expect(pageHead({ title: 'X', image: '/img/collections/subs.svg' }, branded).ogImage).toBe(
      'https://shop.example/img/og/collections/subs.png',
    );
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

  it("states each one's availability by the stock rule: in stock, pre-order, discontinued, out of stock", () => {
    const out = { currentlyInStock: false, isInStock: false, tpa_wh: 0, lv_wh: 0 };
    const preorderInfo = {
      id: 1,
      is_pre_order_eligible: true,
      is_pre_order_enabled: 1,
      manual_override_eta_date: null,
      in_stock_eta_date: null,
    };
    expect(availabilityOf(summary())).toBe('https://schema.org/InStock');
    expect(availabilityOf(summary({ ...out, preorderInfo }))).toBe('https://schema.org/PreOrder');
    expect(availabilityOf(summary({ ...out, isDiscontinued: true, blockBackorder: true }))).toBe(
      'https://schema.org/Discontinued',
    );
    expect(availabilityOf(summary({ ...out, preorderInfo, blockBackorder: true }))).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('offers and variant families (decision 063)', () => {
  const sale = demoSale(new Date('2026-03-01T00:00:00Z'));
  const out = { currentlyInStock: false, isInStock: false, tpa_wh: 0, lv_wh: 0 };
  const d2 = summary({
    sku: 'EVL-12-D2',
    slug: 'skar-evl-12-d2',
    name: 'EVL-12-D2',
    variant_parent_sku: 'EVL-12',
    variant_option_one_name: 'Impedance',
    variant_option_one_value: 'Dual 2 Ohm',
  });
  const d4 = summary({
    ...out,
    sku: 'EVL-12-D4',
    slug: 'skar-evl-12-d4',
    name: 'EVL-12-D4',
    isDiscontinued: true,
    blockBackorder: true,
    variant_parent_sku: 'EVL-12',
    variant_option_one_name: 'Impedance',
    variant_option_one_value: 'Dual 4 Ohm',
  });
  const family = (over: Partial<Product> = {}) =>
    ({ ...product(), variants: [d2, d4], variesBy: ['Impedance'], ...over }) as Product;

  it('holds a sale price until the sale ends, ships by the retail rule and states the return policy', () => {
    const [ld] = productSeo(product(), product(), sale, ctx).jsonLd ?? [];
    const offer = (ld as { offers: Record<string, unknown> }).offers;
    expect(offer).toMatchObject({
      price: '170.00',
      priceValidUntil: new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(
        new Date(sale.saleExpiresAt),
      ),
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'US',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 30,
      },
    });
    const cheap = product({ price: 19.99, saleEnabled: false });
    const [cheapLd] = productSeo(cheap, cheap, sale, ctx).jsonLd ?? [];
    const cheapOffer = (cheapLd as { offers: Record<string, unknown> }).offers;
    expect(cheapOffer).not.toHaveProperty('priceValidUntil');
    expect(cheapOffer).toMatchObject({ price: '19.99', shippingDetails: { shippingRate: { value: 4.82 } } });
  });

  it('describes a family as a ProductGroup: every variant with its sku, URL, offer and own availability', () => {
    const p = family();
    const [ld] = productSeo(p, d2, sale, ctx).jsonLd ?? [];
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'EVL-12',
      variesBy: ['Impedance'],
      url: 'https://shop.example/products/skar-evl-12',
      hasVariant: [
        {
          '@type': 'Product',
          sku: 'EVL-12-D2',
          inProductGroupWithID: 'EVL-12',
          url: 'https://shop.example/products/skar-evl-12?sku=EVL-12-D2',
          additionalProperty: [{ '@type': 'PropertyValue', name: 'Impedance', value: 'Dual 2 Ohm' }],
          offers: { availability: 'https://schema.org/InStock', price: '170.00' },
        },
        {
          sku: 'EVL-12-D4',
          url: 'https://shop.example/products/skar-evl-12?sku=EVL-12-D4',
          offers: { availability: 'https://schema.org/Discontinued', price: '200.00' },
        },
      ],
    });
  });

  it("gives a variant's own page its family's page as canonical", () => {
    const page = family({ sku: 'EVL-12-D4', slug: 'skar-evl-12-d4', familySlug: 'skar-evl-12' });
    const seo = productSeo(page, d4, sale, ctx);
    expect(seo.canonical).toBe('/products/skar-evl-12');
    expect(seo.jsonLd?.[0]).toMatchObject({
      '@type': 'ProductGroup',
      url: 'https://shop.example/products/skar-evl-12',
    });
  });
});

describe('search, home and content pages', () => {
  it('home: the WebSite with a SearchAction on the search page', () => {
    expect(homeSeo(ctx).jsonLd?.[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Skar Audio',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/search/products?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('gives a search its canonical with the page, noindex, and the breadcrumbs Home > Search > "q"', () => {
    const seo = searchSeo('evl 12', 2, null, ctx);
    expect(seo.canonical).toBe('/search/products?q=evl+12&page=2');
    expect(seo.noindex).toBe(true);
    expect(seo.jsonLd?.[0]).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Search', item: 'https://shop.example/search/products' },
        { name: '"evl 12"', item: 'https://shop.example/search/products?q=evl+12&page=2' },
      ],
    });
  });

  it('describes every content page, the contact page with the Organization and its support hours', () => {
    // The app's own pages; the Markdown ones are the content area's (markdownPageSeo, decision 081).
    expect(CONTENT_PAGE_PATHS).toHaveLength(6);
    for (const path of CONTENT_PAGE_PATHS) {
      const seo = contentSeo(path, ctx);
      expect(seo.canonical).toBe(path);
      expect(seo.description?.length).toBeGreaterThan(20);
    }
    const contact = { slug: 'contact-us', title: 'Contact Us', seoTitle: '', seoDescription: 'Ask us' };
    const [, org] = markdownPageSeo(contact, ctx).jsonLd ?? [];
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
