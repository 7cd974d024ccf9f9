/**
 * Test data and msw handlers for the back office's collections screens (their tests only; the menu's:
 * menu-test-helpers.ts). Bodies go through the routes' schemas, a new collection's place is the domain's
 * newCollectionFullHandle and a deletion's refusal its collectionDeleteRefusal, and answers go through their
 * schemas.
 */
import { http, HttpResponse } from 'msw';
import {
  AddCollectionProductsBodySchema,
  AdminCollectionDetailSchema,
  AdminCollectionListSchema,
  AdminCollectionSchema,
  AdminProductListSchema,
  collectionDeleteRefusal,
  CreateCollectionBodySchema,
  newCollectionFullHandle,
  SetCollectionProductsBodySchema,
  UpdateCollectionBodySchema,
  type AdminCollection,
  type AdminProductRow,
} from '@shop/domain';
import { server } from '../../../test/server';
import { parsedBody, refusal, type Seen } from '../../admin/admin-test-helpers';
import { adminStock } from './products-test-helpers';

export function buildAdminCollection(overrides: Partial<AdminCollection> = {}): AdminCollection {
  return AdminCollectionSchema.parse({
    id: 1,
    handle: 'car-subwoofers',
    full_handle: 'car-subwoofers',
    parent_id: null,
    title: 'Car Subwoofers',
    collection_page_title: 'Car Subwoofers',
    description: 'Every subwoofer we make.',
    seo_description: 'Car subwoofers',
    page_image: '/img/collections/car-subwoofers.svg',
    sale_banner_image: '/img/banners/collection-sale.svg',
    no_sale_banner_image: null,
    hide_pricing: false,
    is_daily_deal: false,
    product_count: 3,
    ...overrides,
  });
}

/** The catalogue the product search looks in: sku and name, enabled or not. */
export const CATALOG: { sku: string; name: string; enabled?: boolean }[] = [
  { sku: 'EVL-12-D4', name: 'EVL-12-D4 12" 1260W RMS Dual 4 Ohm Subwoofer' },
  { sku: 'EVL-10-D4', name: 'EVL-10-D4 10" 1000W RMS Dual 4 Ohm Subwoofer' },
  { sku: 'SDR-12-D4', name: 'SDR-12-D4 12" 800W RMS Dual 4 Ohm Subwoofer' },
  { sku: 'VD-8-D2', name: 'VD-8-D2 8" 400W RMS Dual 2 Ohm Subwoofer', enabled: false },
  { sku: 'ZVX-15-D2', name: 'ZVX-15-D2 15" 3000W RMS Dual 2 Ohm Subwoofer' },
];

const row = (sku: string, name: string): AdminProductRow => ({
  id: CATALOG.findIndex((p) => p.sku === sku) + 1,
  sku,
  name,
  slug: sku.toLowerCase(),
  product_type: 'normal',
  is_parent: false,
  variant_parent_sku: null,
  price: 100,
  price_map: 100,
  price_msrp: 120,
  price_dealer: null,
  enabled_on_site: true,
  discontinued: false,
  block_backorder: false,
  stock: adminStock(5, 5),
  image: null,
});

export const record = async (seen: Seen[], request: Request) => {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
  return body as Record<string, unknown>;
};

/**
 * Serves /api/admin/collections (list, one, create, edit, membership) and the product search over data that
 * each write changes, as the API does (a taken handle 409, an unknown sku 400 UNKNOWN_SKU); records each request.
 */
export function serveCollections(
  collections: AdminCollection[] = [
    buildAdminCollection(),
    buildAdminCollection({
      id: 2,
      handle: '8-inch-subwoofers',
      full_handle: 'car-subwoofers/8-inch-subwoofers',
      parent_id: 1,
      title: '8 Inch Subwoofers',
      collection_page_title: '8 Inch Subwoofers',
      product_count: 0,
    }),
    buildAdminCollection({
      id: 3,
      handle: 'speaker-wire',
      full_handle: 'speaker-wire',
      title: 'Speaker Wire',
      collection_page_title: 'Speaker Wire',
      hide_pricing: true,
      product_count: 0,
    }),
  ],
  members: Record<number, string[]> = { 1: ['EVL-12-D4', 'EVL-10-D4', 'SDR-12-D4'] },
) {
  let list = [...collections];
  const membership = new Map(Object.entries(members).map(([id, skus]) => [Number(id), [...skus]]));
  const seen: Seen[] = [];
  const detail = (id: number) => {
    const collection = list.find((c) => c.id === id)!;
    const skus = membership.get(id) ?? [];
    return AdminCollectionDetailSchema.parse({
      collection: { ...collection, product_count: skus.length },
      products: skus.map((sku, position) => {
        const p = CATALOG.find((c) => c.sku === sku)!;
        return { sku, name: p.name, position, enabled: p.enabled !== false, preordered: false };
      }),
    });
  };
  const missing = () => refusal(404, 'NOT_FOUND', 'No such collection');
  const unknown = (skus: string[]) => {
    const bad = skus.filter((s) => !CATALOG.some((c) => c.sku === s.toUpperCase()));
    return bad.length > 0
      ? HttpResponse.json(
          { error: { code: 'UNKNOWN_SKU', message: 'Unknown sku', details: { unknown: bad } } },
          { status: 400 },
        )
      : null;
  };
  server.use(
    http.delete('/api/admin/collections/:id', async ({ request, params }) => {
      await record(seen, request);
      const id = Number(params.id);
      const gone = list.find((c) => c.id === id);
      if (!gone) return missing();
      const inUse = collectionDeleteRefusal(gone.full_handle, {
        subCollections: list.filter((c) => c.parent_id === id).map((c) => c.full_handle),
        menuCategories: [],
      });
      if (inUse) return refusal(409, 'COLLECTION_IN_USE', inUse);
      list = list.filter((c) => c.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/admin/collections', async ({ request }) => {
      await record(seen, request);
      return HttpResponse.json(
        AdminCollectionListSchema.parse({ collections: list.map((c) => detail(c.id).collection) }),
      );
    }),
    http.post('/api/admin/collections', async ({ request }) => {
      const body = parsedBody(CreateCollectionBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const { csrfToken: _csrf, ...fields } = body;
      const placed = newCollectionFullHandle(
        body.handle,
        list.find((c) => c.id === body.parent_id),
        body.parent_id,
      );
      if ('refusal' in placed) return refusal(400, placed.refusal, 'The parent cannot take it');
      if (list.some((c) => c.full_handle === placed.fullHandle))
        return refusal(409, 'HANDLE_TAKEN', `The collection ${placed.fullHandle} already exists`);
      const id = Math.max(0, ...list.map((c) => c.id)) + 1;
      list = [
        ...list,
        buildAdminCollection({
          ...fields,
          id,
          collection_page_title: body.collection_page_title ?? body.title,
          full_handle: placed.fullHandle,
          product_count: 0,
        }),
      ];
      return HttpResponse.json(detail(id), { status: 201 });
    }),
    http.get('/api/admin/collections/:id', async ({ request, params }) => {
      await record(seen, request);
      const id = Number(params.id);
      return list.some((c) => c.id === id) ? HttpResponse.json(detail(id)) : missing();
    }),
    http.patch('/api/admin/collections/:id', async ({ request, params }) => {
      const body = parsedBody(UpdateCollectionBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const id = Number(params.id);
      const { csrfToken: _csrf, ...fields } = body;
      list = list.map((c) => (c.id === id ? { ...c, ...fields } : c));
      return HttpResponse.json(detail(id));
    }),
    http.put('/api/admin/collections/:id/products', async ({ request, params }) => {
      const body = parsedBody(SetCollectionProductsBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const { skus } = body;
      const refused = unknown(skus);
      if (refused) return refused;
      membership.set(Number(params.id), skus);
      return HttpResponse.json(detail(Number(params.id)));
    }),
    http.post('/api/admin/collections/:id/products', async ({ request, params }) => {
      const body = parsedBody(AddCollectionProductsBodySchema, await record(seen, request));
      if (body instanceof Response) return body;
      const skus = body.skus.map((s) => s.toUpperCase());
      const refused = unknown(skus);
      if (refused) return refused;
      const id = Number(params.id);
      membership.set(id, [...(membership.get(id) ?? []).filter((s) => !skus.includes(s)), ...skus]);
      return HttpResponse.json(detail(id));
    }),
    http.delete('/api/admin/collections/:id/products/:sku', async ({ request, params }) => {
      await record(seen, request);
      const id = Number(params.id);
      membership.set(
        id,
        (membership.get(id) ?? []).filter((s) => s !== String(params.sku)),
      );
      return HttpResponse.json(detail(id));
    }),
    http.get('/api/admin/products', async ({ request }) => {
      await record(seen, request);
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const size = Number(url.searchParams.get('pageSize') ?? '50');
      const found = CATALOG.filter(
        (p) => p.sku.toLowerCase().includes(q) || p.name.toLowerCase().includes(q),
      );
      return HttpResponse.json(
        AdminProductListSchema.parse({
          products: found.slice(0, size).map((p) => row(p.sku, p.name)),
          total: found.length,
          page: 1,
          pageSize: size,
        }),
      );
    }),
  );
  return { seen, members: (id: number) => membership.get(id) ?? [] };
}
