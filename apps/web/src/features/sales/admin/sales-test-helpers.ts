/** Test data and msw handlers for the back office's sales screens (imported by their tests only). */
import { http, HttpResponse } from 'msw';
import {
  SaleSettingInputSchema,
  countdownTarget,
  defaultSaleLayout,
  isSaleActive,
  saleBannerText,
  saleHeaderBadge,
  type AdminSale,
  type SalePreview,
  type SaleSetting,
} from '@shop/domain';
import { server } from '../../../test/server';
import type { Seen } from '../../admin/admin-test-helpers';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A sale setting in the stored shape (fractions, UTC ISO), running from yesterday for 30 days. */
export function buildSaleSetting(overrides: Partial<SaleSetting> = {}): SaleSetting {
  return {
    name: 'HolidaySale',
    saleIsActive: true,
    saleStartsAt: at(-1),
    saleExpiresAt: at(30),
    discountPercentage: 0.15,
    salePercentageDailyDeal: 0.2,
    saleTextSettings: { shortSaleTitle: 'Holiday Sale', normalSaleTitle: 'Holiday Sales Event Special: ' },
    layoutSettings: defaultSaleLayout('HOLIDAY SALE'),
    ...overrides,
  };
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

/** Products the preview prices: sku, name and retail price; a daily-deal sku takes the daily-deal percent. */
export const PREVIEW_PRODUCTS: Record<string, { name: string; price: number; saleEnabled: boolean }> = {
  'EVL-12-D4': { name: 'EVL-12-D4 12" 1260W RMS Dual 4 Ohm Subwoofer', price: 125.99, saleEnabled: true },
  'BF-EVL-12': { name: 'BF EVL 12" Doorbuster', price: 99.99, saleEnabled: true },
  'SKSPK-12': { name: '12 Gauge Speaker Wire', price: 24.99, saleEnabled: false },
};

type StoredSale = { id: number; setting: SaleSetting };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The list answer: each sale's state at the real clock; the first running one is shown. */
function listOf(stored: StoredSale[]) {
  const now = new Date();
  const shown = stored.find((s) => isSaleActive(s.setting, now));
  const sales: AdminSale[] = stored.map((s, position) => ({
    id: s.id,
    position,
    runningNow: isSaleActive(s.setting, now),
    shownNow: s === shown,
    setting: s.setting,
  }));
  return { sales, shownNow: shown?.setting.name ?? null };
}

/** The preview the API makes, from the same domain functions (banner words, badge, countdown). */
export function previewOf(setting: SaleSetting, skus: string[], shownIfSaved: boolean): SalePreview {
  const now = new Date();
  const banner = saleBannerText(setting);
  const wanted = [...new Set(skus.map((s) => s.toUpperCase()))];
  return {
    setting,
    runningNow: isSaleActive(setting, now),
    shownIfSaved,
    banner: banner && {
      ...banner,
      desktopImage: setting.layoutSettings.desktopImage,
      mobileImage: setting.layoutSettings.mobileImage,
    },
    mobileBadge: saleHeaderBadge(setting),
    countdown: {
      shown: setting.layoutSettings.showCountdownTimer,
      endsAt: countdownTarget(setting, now).toISOString(),
    },
    cartText: setting.saleTextSettings.normalSaleTitle,
    products: wanted.flatMap((sku) => {
      const p = PREVIEW_PRODUCTS[sku];
      if (!p) return [];
      const daily = sku.startsWith('BF-');
      const percent = daily ? setting.salePercentageDailyDeal : setting.discountPercentage;
      return [
        {
          sku,
          name: p.name,
          price: p.price,
          saleEnabled: p.saleEnabled,
          isDailyDeal: daily,
          sale:
            p.saleEnabled && percent > 0
              ? {
                  name: setting.name,
                  percent,
                  price: round2(p.price * (1 - percent)),
                  shortTitle: setting.saleTextSettings.shortSaleTitle,
                  isDailyDeal: daily,
                }
              : null,
        },
      ];
    }),
    unknownSkus: wanted.filter((sku) => !PREVIEW_PRODUCTS[sku]),
  };
}

/** 400 VALIDATION_FAILED as the API answers a body its schema refuses (details under `sale.`), or null. */
function refused(sale: unknown) {
  const parsed = SaleSettingInputSchema.safeParse(sale);
  if (parsed.success) return null;
  const details = parsed.error.issues.map((i) => ({
    path: ['sale', ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  return HttpResponse.json(
    { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details } },
    { status: 400 },
  );
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
      const body = await record(request);
      const invalid = refused(body.sale);
      if (invalid) return invalid;
      const setting = body.sale as SaleSetting;
      const id = body.id as number | undefined;
      const list = stored.map((s) => (s.id === id ? setting : s.setting));
      if (id === undefined) list.push(setting);
      const now = new Date();
      const shownIfSaved = list.find((s) => isSaleActive(s, now)) === setting;
      return HttpResponse.json(previewOf(setting, (body.skus as string[]) ?? [], shownIfSaved));
    }),
    http.put('/api/admin/sales/order', async ({ request }) => {
      const body = await record(request);
      const ids = body.ids as number[];
      stored = ids.map((id) => stored.find((s) => s.id === id)!);
      return HttpResponse.json(listOf(stored));
    }),
    http.get('/api/admin/sales/:id', async ({ request, params }) => {
      await record(request);
      const sale = one(Number(params.id));
      return sale ? HttpResponse.json(sale) : notFound();
    }),
    http.post('/api/admin/sales', async ({ request }) => {
      const body = await record(request);
      const invalid = refused(body.sale);
      if (invalid) return invalid;
      const setting = body.sale as SaleSetting;
      const taken = nameTaken(setting.name);
      if (taken) return taken;
      const id = Math.max(0, ...stored.map((s) => s.id)) + 1;
      const position = Math.min((body.position as number | undefined) ?? stored.length, stored.length);
      stored.splice(position, 0, { id, setting });
      return HttpResponse.json(one(id), { status: 201 });
    }),
    http.put('/api/admin/sales/:id', async ({ request, params }) => {
      const body = await record(request);
      const id = Number(params.id);
      const invalid = refused(body.sale);
      if (invalid) return invalid;
      const setting = body.sale as SaleSetting;
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
