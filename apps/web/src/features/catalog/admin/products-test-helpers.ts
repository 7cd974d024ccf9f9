/**
 * Test data and msw handlers for the back office's products screens (imported by their tests only). A row's
 * stock state is the domain's adminStockStateOf and the list answered goes through its schema.
 */
import { http, HttpResponse } from 'msw';
import {
  AdminCollectionSchema,
  AdminProductImageSchema,
  AdminProductListSchema,
  AdminProductRowSchema,
  AdminProductSchema,
  adminStockStateOf,
  type AdminCollection,
  type AdminProduct,
  type AdminProductImages,
  type AdminProductRow,
  type CatalogImportResult,
} from '@shop/domain';
import { server } from '../../../test/server';

/** Units per warehouse as the list answers them: their total and its state (the domain's adminStockStateOf). */
export const adminStock = (tpa: number, lv: number): AdminProductRow['stock'] => ({
  tpa,
  lv,
  total: tpa + lv,
  state: adminStockStateOf(tpa + lv),
});

export function buildProductRow(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return AdminProductRowSchema.parse({
    id: 1,
    sku: 'EVL-12-D4',
    name: 'EVL-12 D4 12" Subwoofer',
    slug: 'evl-12-d4',
    product_type: 'normal',
    is_parent: false,
    variant_parent_sku: null,
    price: 199.99,
    price_map: 199.99,
    price_msrp: 299.99,
    price_dealer: null,
    enabled_on_site: true,
    discontinued: false,
    block_backorder: false,
    stock: adminStock(12, 4),
    image: null,
    ...overrides,
  });
}

/** `n` products SKU-0001..SKU-n, in sku order. */
export const productRows = (n: number): AdminProductRow[] =>
  Array.from({ length: n }, (_, i) => {
    const k = String(i + 1).padStart(4, '0');
    return buildProductRow({ id: i + 1, sku: `SKU-${k}`, name: `Product ${k}`, slug: `product-${k}` });
  });

export function buildAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return AdminProductSchema.parse({
    id: 1,
    sku: 'EVL-12-D4',
    upc: null,
    name: 'EVL-12 D4 12" Subwoofer',
    site_name: 'EVL-12 D4 12" Subwoofer',
    slug: 'evl-12-d4',
    site_handle: 'evl-12-d4',
    path: '/products/evl-12-d4',
    category: 'subwoofers',
    vendor: 'Skar Audio',
    product_type: 'normal',
    is_parent: false,
    variant_parent_sku: null,
    variant_option_one_name: null,
    variant_option_one_value: null,
    variant_option_two_name: null,
    variant_option_two_value: null,
    variant_option_three_name: null,
    variant_option_three_value: null,
    price: 199.99,
    price_map: 199.99,
    price_msrp: 299.99,
    price_dealer: null,
    sale_enabled: true,
    is_daily_deal: false,
    enabled_on_site: true,
    discontinued: false,
    block_backorder: false,
    preorder: null,
    seo_title: 'EVL-12 D4',
    seo_description: '',
    description: '<p>Deep bass.</p>',
    google_product_line: null,
    weight: 30,
    total_subwoofer_holes: null,
    compatibility_notes: null,
    properties: [{ key: 'Subwoofer Size', value: '12"' }],
    tabs: [],
    collections: ['car-subwoofers'],
    primary_collection: 'car-subwoofers',
    frequently_bought_together: [],
    bundle_items: [],
    stock: { tpa: 12, lv: 4, total: 16, state: 'low' },
    variants: [],
    images: [],
    vehicle_fitment: [],
    rating: { avg_rating: 0, count: 0 },
    turnover_30d: 0,
    created_at: '2026-01-05T15:30:00.000Z',
    ...overrides,
  });
}

export function buildCollection(overrides: Partial<AdminCollection> = {}): AdminCollection {
  return AdminCollectionSchema.parse({
    id: 1,
    handle: 'car-subwoofers',
    full_handle: 'car-subwoofers',
    parent_id: null,
    title: 'Car Subwoofers',
    collection_page_title: 'Car Subwoofers',
    description: '',
    seo_description: '',
    page_image: null,
    sale_banner_image: null,
    no_sale_banner_image: null,
    hide_pricing: false,
    is_daily_deal: false,
    product_count: 10,
    ...overrides,
  });
}

export const COLLECTIONS: AdminCollection[] = [
  buildCollection(),
  buildCollection({
    id: 2,
    handle: '12-inch-subwoofers',
    full_handle: 'car-subwoofers/12-inch-subwoofers',
    parent_id: 1,
    title: '12" Subwoofers',
  }),
  buildCollection({
    id: 3,
    handle: 'car-amplifiers',
    full_handle: 'car-amplifiers',
    title: 'Car Amplifiers',
  }),
];

/** Serves GET /api/admin/collections. */
export function serveCollections(collections: AdminCollection[] = COLLECTIONS) {
  server.use(http.get('/api/admin/collections', () => HttpResponse.json({ collections })));
}

/**
 * Serves GET /api/admin/products over `rows` as the API does: q (sku or name), product_type, stock, enabled,
 * collection (`inCollection`), sku and name orders, paging. Records each read's URL.
 */
export function serveProductList(
  rows: AdminProductRow[],
  inCollection: (row: AdminProductRow, handle: string) => boolean = () => true,
) {
  const reads: URL[] = [];
  server.use(
    http.get('/api/admin/products', ({ request }) => {
      const url = new URL(request.url);
      reads.push(url);
      const p = url.searchParams;
      const q = (p.get('q') ?? '').toLowerCase();
      const page = Number(p.get('page') ?? '1');
      const pageSize = Number(p.get('pageSize') ?? '50');
      const sort = p.get('sort') ?? 'sku';
      const matching = rows
        .filter(
          (r) =>
            (!q || r.sku.toLowerCase().includes(q) || r.name.toLowerCase().includes(q)) &&
            (!p.get('product_type') || r.product_type === p.get('product_type')) &&
            (!p.get('stock') || r.stock.state === p.get('stock')) &&
            (!p.get('enabled') || String(r.enabled_on_site) === p.get('enabled')) &&
            (!p.get('collection') || inCollection(r, p.get('collection')!)),
        )
        .sort((a, b) => {
          const key = sort.replace(/^-/, '') === 'name' ? 'name' : 'sku';
          return (sort.startsWith('-') ? -1 : 1) * a[key].localeCompare(b[key]);
        });
      return HttpResponse.json(
        AdminProductListSchema.parse({
          products: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          page,
          pageSize,
        }),
      );
    }),
  );
  return { reads };
}

/** A request the handlers saw: method, URL, headers and JSON body. */
export type SeenWrite = { method: string; url: URL; headers: Headers; body: Record<string, unknown> };

/**
 * Serves one product's GET and PATCH (the body's fields replace the stored ones, as the API does), and POST
 * /api/admin/products; `refuse` answers a write with an error instead. Records each write.
 */
export function serveProduct(
  product: AdminProduct,
  options: { refuse?: (write: SeenWrite) => Response | null; others?: AdminProduct[] } = {},
) {
  let stored = product;
  const others = new Map((options.others ?? []).map((p) => [p.sku.toUpperCase(), p]));
  const writes: SeenWrite[] = [];
  const record = async (request: Request): Promise<SeenWrite> => {
    const write: SeenWrite = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: (await request.clone().json()) as Record<string, unknown>,
    };
    writes.push(write);
    return write;
  };
  const notFound = () =>
    HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No product has this sku' } }, { status: 404 });
  server.use(
    http.get('/api/admin/products/:sku', ({ params }) => {
      const sku = String(params.sku).toUpperCase();
      if (sku === stored.sku.toUpperCase()) return HttpResponse.json(stored);
      const other = others.get(sku);
      return other ? HttpResponse.json(other) : notFound();
    }),
    http.patch('/api/admin/products/:sku', async ({ request }) => {
      const write = await record(request);
      const refused = options.refuse?.(write);
      if (refused) return refused;
      const { csrfToken: _csrf, ...changes } = write.body;
      stored = { ...stored, ...(changes as Partial<AdminProduct>) };
      return HttpResponse.json(stored);
    }),
    http.post('/api/admin/products', async ({ request }) => {
      const write = await record(request);
      const refused = options.refuse?.(write);
      if (refused) return refused;
      const { csrfToken: _csrf, stock: _stock, ...body } = write.body;
      const created = buildAdminProduct({
        ...(body as Partial<AdminProduct>),
        id: 99,
        site_name: String(body.site_name ?? body.name),
        site_handle: String(body.site_handle ?? body.slug),
        path: `/products/${String(body.slug)}`,
      });
      others.set(created.sku.toUpperCase(), created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return { writes, stored: () => stored };
}

export type ProductImage = AdminProductImages['images'][number];

export const buildImage = (n: number, overrides: Partial<ProductImage> = {}): ProductImage =>
  AdminProductImageSchema.parse({
    id: `img${String(n).padStart(13, '0')}`,
    url: `/img/products/picture-${n}.webp`,
    alt: `Picture ${n}`,
    position: n,
    sizes: [],
    ...overrides,
  });

/**
 * Serves a product's pictures as the image routes do: list, upload (added last), reorder and alt texts (every
 * picture named once, else 409 IMAGE_LIST_MISMATCH), delete. Records each write's method, headers and body.
 */
export function serveImages(sku: string, initial: ProductImage[]) {
  let images = [...initial];
  const writes: { method: string; headers: Headers; body: unknown; url: URL }[] = [];
  const answer = (status = 200) =>
    HttpResponse.json(
      { sku, images: images.map((img, i) => ({ ...img, position: i + 1 })) } satisfies AdminProductImages,
      { status },
    );
  const path = `/api/admin/products/${sku}/images`;
  server.use(
    http.get(path, () => answer()),
    http.post(path, async ({ request }) => {
      const text = await request.text();
      writes.push({ method: 'POST', headers: request.headers, body: text, url: new URL(request.url) });
      const alt = /name="alt"\r\n\r\n([^\r]*)\r\n/.exec(text)?.[1] ?? '';
      const n = images.length + 1 + writes.length * 10;
      images = [...images, buildImage(n, { alt })];
      return answer(201);
    }),
    http.patch(path, async ({ request }) => {
      const body = (await request.json()) as { images: { id: string; alt?: string }[] };
      writes.push({ method: 'PATCH', headers: request.headers, body, url: new URL(request.url) });
      const ids = body.images.map((i) => i.id);
      if (ids.length !== images.length || ids.some((id) => !images.some((img) => img.id === id)))
        return HttpResponse.json(
          { error: { code: 'IMAGE_LIST_MISMATCH', message: 'The list does not name the pictures' } },
          { status: 409 },
        );
      images = body.images.map((item) => {
        const img = images.find((x) => x.id === item.id)!;
        return { ...img, alt: item.alt ?? img.alt };
      });
      return answer();
    }),
    http.delete(`${path}/:imageId`, ({ request, params }) => {
      writes.push({ method: 'DELETE', headers: request.headers, body: null, url: new URL(request.url) });
      images = images.filter((img) => img.id !== params.imageId);
      return answer();
    }),
  );
  return { writes, images: () => images };
}

/**
 * The catalogue CSV import as the API answers: `check(text)` gives the counts and refused rows; a dry run
 * answers them, applying answers 400 CSV_INVALID (details.errors) when a row is refused. Records each call.
 */
export function serveCatalogImport(check: (text: string) => Omit<CatalogImportResult, 'dryRun'>) {
  const calls: { dryRun: boolean; text: string; headers: Headers }[] = [];
  server.use(
    http.post('/api/admin/products/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') !== '0';
      const text = await request.text();
      calls.push({ dryRun, text, headers: request.headers });
      const result = check(text);
      if (!dryRun && result.errors.length > 0)
        return HttpResponse.json(
          {
            error: {
              code: 'CSV_INVALID',
              message: `${result.errors.length} rows are refused; nothing was changed`,
              details: { errors: result.errors },
            },
          },
          { status: 400 },
        );
      return HttpResponse.json({ ...result, dryRun });
    }),
  );
  return { calls };
}
