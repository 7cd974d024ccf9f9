/**
 * Test data and msw handlers for the back office's sales screens (imported by their tests only). The fake
 * server keeps no rule of its own: bodies go through the routes' schemas, the list and the preview are the
 * domain's adminSaleList and salePreviewFrame (as the API's), and every answer is parsed by its schema.
 */
import { http, HttpResponse } from 'msw';
import {
  adminSaleList,
  AdminSaleListSchema,
  centsToDollars,
  computeProductSale,
  CreateSaleBodySchema,
  defaultSaleLayout,
  isDailyDealSku,
  SaleOrderBodySchema,
  SalePreviewBodySchema,
  salePreviewFrame,
  SalePreviewSchema,
  SaleSettingSchema,
  toStoredSale,
  UpdateSaleBodySchema,
  type SalePreview,
  type SaleSetting,
} from '@shop/domain';
import { server } from '../../../test/server';
import { parsedBody, type Seen } from '../../admin/admin-test-helpers';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A sale setting in the stored shape (fractions, UTC ISO), running from yesterday for 30 days. */
export function buildSaleSetting(overrides: Partial<SaleSetting> = {}): SaleSetting {
  return SaleSettingSchema.parse({
    name: 'HolidaySale',
    saleIsActive: true,
    saleStartsAt: at(-1),
    saleExpiresAt: at(30),
    discountPercentage: 0.15,
    salePercentageDailyDeal: 0.2,
    saleTextSettings: { shortSaleTitle: 'Holiday Sale', normalSaleTitle: 'Holiday Sales Event Special: ' },
    layoutSettings: defaultSaleLayout('HOLIDAY SALE'),
    ...overrides,
  });
}

/** The seed's three sales: SummerSale2025 (active, ended), BF2024 (inactive), HolidaySale (running). */
export const seededSales = (): SaleSetting[] => [
  buildSaleSetting({
    name: 'SummerSale2025',
    saleStartsAt: null,
    saleExpiresAt: '2025-12-31T12:00:00.000Z',
    discountPercentage: 0.15,
    salePercentageDailyDeal: 0.15,
    saleTextSettings: { shortSaleTitle: 'Summer Sale', normalSaleTitle: 'Summer Sales Event Special: ' },
  }),
  buildSaleSetting({
    name: 'BF2024',
    saleIsActive: false,
    saleStartsAt: null,
    saleExpiresAt: '2024-12-04T05:00:00.000Z',
    discountPercentage: 0.25,
    salePercentageDailyDeal: 0.3,
    saleTextSettings: {
      shortSaleTitle: 'Black Friday',
      normalSaleTitle: 'Black Friday Sales Event Special: ',
    },
  }),
  buildSaleSetting(),
];

/**
 * Products the preview prices: sku, name, retail price in cents, and stock enough for a sale; a BF- sku is a
 * daily deal (the domain's isDailyDealSku).
 */
export const PREVIEW_PRODUCTS: Record<string, { name: string; priceCents: number; saleEnabled: boolean }> = {
  'EVL-12-D4': {
    name: 'EVL-12-D4 12" 1260W RMS Dual 4 Ohm Subwoofer',
    priceCents: 12_599,
    saleEnabled: true,
  },
  'BF-EVL-12': { name: 'BF EVL 12" Doorbuster', priceCents: 9_999, saleEnabled: true },
  'SKSPK-12': { name: '12 Gauge Speaker Wire', priceCents: 2_499, saleEnabled: false },
};

type StoredSale = { id: number; setting: SaleSetting };

/** The list answer, as the API makes it (the domain's adminSaleList at the real clock), in its schema. */
const listOf = (stored: StoredSale[]) =>
  AdminSaleListSchema.parse(
    adminSaleList(
      stored.map((s, position) => ({ ...s, position })),
      new Date(),
    ),
  );

/**
 * The preview the API makes: the domain's salePreviewFrame (running, shown if saved, banner, badge, countdown,
 * cart text), and each known sku priced by the domain's computeProductSale, in the answer's schema.
 */
export function previewOf(setting: SaleSetting, skus: string[], saved: SaleSetting[]): SalePreview {
  const wanted = [...new Set(skus.map((s) => s.toUpperCase()))];
  return SalePreviewSchema.parse({
    ...salePreviewFrame(setting, saved, new Date()),
    products: wanted.flatMap((sku) => {
      const p = PREVIEW_PRODUCTS[sku];
      if (!p) return [];
      const isDailyDeal = isDailyDealSku(sku, false);
      const sale = computeProductSale({ sku, ...p, isDailyDeal, tpa_wh: 10, lv_wh: 10 }, setting);
      return [
        {
          sku,
          name: p.name,
          price: centsToDollars(p.priceCents),
          saleEnabled: p.saleEnabled,
          isDailyDeal,
          sale: sale && {
            name: sale.name,
            percent: sale.percent,
            price: centsToDollars(sale.priceCents),
            shortTitle: sale.shortTitle,
            isDailyDeal: sale.isDailyDeal,
          },
        },
      ];
    }),
    unknownSkus: wanted.filter((sku) => !PREVIEW_PRODUCTS[sku]),
  });
}

const notFound = () =>
  HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such sale' } }, { status: 404 });

/**
 * Serves /api/admin/sales over a list that every write changes, as the API does (the stored order, the first
 * running sale shown, a taken name refused with 409), and records each request.
 */
export function serveSales(initial: SaleSetting[] = seededSales()) {
  let stored: StoredSale[] = initial.map((setting, i) => ({ id: i + 1, setting }));
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    return body as Record<string, unknown>;
  };
  const one = (id: number) => listOf(stored).sales.find((s) => s.id === id);
  const nameTaken = (name: string, id?: number) =>
    stored.some((s) => s.setting.name === name && s.id !== id)
      ? HttpResponse.json(
          { error: { code: 'SALE_NAME_TAKEN', message: `A sale named ${name} already exists` } },
          { status: 409 },
        )
      : null;
  server.use(
    http.get('/api/admin/sales', async ({ request }) => {
      await record(request);
      return HttpResponse.json(listOf(stored));
    }),
    http.post('/api/admin/sales/preview', async ({ request }) => {
      const body = parsedBody(SalePreviewBodySchema, await record(request));
      if (body instanceof Response) return body;
      const setting = toStoredSale(body.sale);
      const list = stored.map((s) => (s.id === body.id ? setting : s.setting));
      if (body.id === undefined) list.push(setting);
      return HttpResponse.json(previewOf(setting, body.skus, list));
    }),
    http.put('/api/admin/sales/order', async ({ request }) => {
      const body = parsedBody(SaleOrderBodySchema, await record(request));
      if (body instanceof Response) return body;
      stored = body.ids.map((id) => stored.find((s) => s.id === id)!);
      return HttpResponse.json(listOf(stored));
    }),
    http.get('/api/admin/sales/:id', async ({ request, params }) => {
      await record(request);
      const sale = one(Number(params.id));
      return sale ? HttpResponse.json(sale) : notFound();
    }),
    http.post('/api/admin/sales', async ({ request }) => {
      const body = parsedBody(CreateSaleBodySchema, await record(request));
      if (body instanceof Response) return body;
      const setting = toStoredSale(body.sale);
      const taken = nameTaken(setting.name);
      if (taken) return taken;
      const id = Math.max(0, ...stored.map((s) => s.id)) + 1;
      const position = Math.min(body.position ?? stored.length, stored.length);
      stored.splice(position, 0, { id, setting });
      return HttpResponse.json(one(id), { status: 201 });
    }),
    http.put('/api/admin/sales/:id', async ({ request, params }) => {
      const body = parsedBody(UpdateSaleBodySchema, await record(request));
      if (body instanceof Response) return body;
      const id = Number(params.id);
      const setting = toStoredSale(body.sale);
      const taken = nameTaken(setting.name, id);
      if (taken) return taken;
      stored = stored.map((s) => (s.id === id ? { id, setting } : s));
      return HttpResponse.json(one(id));
    }),
    http.post('/api/admin/sales/:id/:action', async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const active = params.action === 'activate';
      stored = stored.map((s) => (s.id === id ? { id, setting: { ...s.setting, saleIsActive: active } } : s));
      return one(id) ? HttpResponse.json(one(id)) : notFound();
    }),
    http.delete('/api/admin/sales/:id', async ({ request, params }) => {
      await record(request);
      stored = stored.filter((s) => s.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { seen, stored: () => stored };
}
