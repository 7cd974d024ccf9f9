/**
 * The shop's settings over HTTP against the real store (decision 080): who may read and change them, bad
 * input refused with nothing stored, the audit entry, and the change seen at once by the storefront: the
 * public read, a page's head and JSON-LD, the cart's shipping, checkout's repricing (PRICE_CHANGED when the
 * rules change while the card is authorized) and the order mails.
 */
import { createHash } from 'node:crypto';
import {
  AuditListSchema,
  CartResponseSchema,
  defaultShopSettings,
  PICTURE_UPLOAD_PATHS,
  PublicShopSettingsSchema,
  ShopSettingsSchema,
  UploadedPictureSchema,
  type ShopSettings,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminWrite as write,
  bearer,
  codeOf,
  expectAdminGuards,
  makeApiKeys,
} from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { lastMailTo } from '../../test/mail-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { png } from '../../test/picture-files.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { headOf, makeWebDist } from '../../test/spa-fixture.js';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../lib/payment-provider.js';
import { adminSettingsTable } from './admin.settings.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'read' | 'write' | 'tax', string>;
let duringAuthorize: () => void | Promise<void> = () => {};
const base = createTestPaymentProvider();
const payments: TestPaymentProvider = {
  name: base.name,
  log: base.log,
  authorize: async (r) => {
    await duringAuthorize();
    return base.authorize(r);
  },
  capture: (ref) => base.capture(ref),
  void: (ref) => base.void(ref),
  refund: (ref, cents) => base.refund(ref, cents),
};
const ORDER_DESK = 'orders@bass.test';

const stored = async (): Promise<ShopSettings> =>
  ShopSettingsSchema.parse((await admin.get('/api/admin/settings').expect(200)).body);
const publicSettings = async () =>
  PublicShopSettingsSchema.parse((await request(t.app).get('/api/settings').expect(200)).body);
const put = (settings: ShopSettings) => write(admin, 'put', '/api/admin/settings', settings);

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    paymentProvider: payments,
    webDistDir: makeWebDist(),
    configOverrides: {
      signInRateLimit: 1000,
      checkoutRateLimit: 1000,
      adminKeyRateLimit: 10_000,
      shopOrderEmail: ORDER_DESK,
    },
  });
  await makeProduct(t.db, { sku: 'SET-AMP', name: 'Settings Amp', priceCents: 160_000, tpa: 50, lv: 50 });
  await makeProduct(t.db, { sku: 'SET-CABLE', priceCents: 2_000, tpa: 50, lv: 50 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, { read: 'settings:read', write: 'settings:write', tax: 'tax:read' });
});
afterAll(() => t.close());

describe('who may call /api/admin/settings', () => {
  it('refuses anonymous callers, shoppers and keys without the scope', async () => {
    await expectAdminGuards(t.app, adminSettingsTable, {
      agents: [shopper],
      params: {},
      wrongKeys: (scope) => [keys.tax, ...(scope === 'settings:write' ? [keys.read] : [])],
    });
  });

  it('refuses a session write without its csrf token or from a foreign origin', async () => {
    const body = await stored();
    const noCsrf = await admin.put('/api/admin/settings').send(body);
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const foreign = await admin
      .put('/api/admin/settings')
      .set('Origin', 'https://evil.test')
      .send({ ...body, csrfToken: await csrfOf(admin) });
    expect([foreign.status, codeOf(foreign)]).toEqual([403, 'FORBIDDEN_ORIGIN']);
  });
});

describe('the settings', () => {
  it("starts from the spec's values, SHOP_ORDER_EMAIL as the order address, and hides that from the storefront", async () => {
    const defaults = defaultShopSettings(undefined, ORDER_DESK);
    expect(await stored()).toEqual(defaults);
    const pub = await request(t.app).get('/api/settings').expect(200);
    expect(pub.body).not.toHaveProperty('order_email');
    expect(PublicShopSettingsSchema.parse(pub.body).shipping.dealer_threshold).toBe(1500);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await stored();
    const bad: [string, ShopSettings | object][] = [
      ['unreadable accent', { ...before, identity: { ...before.identity, accent_color: '#ffd400' } }],
      ['not a colour', { ...before, identity: { ...before.identity, accent_color: 'red' } }],
      ['foreign logo', { ...before, identity: { ...before.identity, logo_url: 'https://evil.test/a.png' } }],
      ['empty name', { ...before, identity: { ...before.identity, name: ' ' } }],
      ['negative rate', { ...before, shipping: { ...before.shipping, retail_flat_rate: -1 } }],
      ['fraction of a cent', { ...before, shipping: { ...before.shipping, dealer_threshold: 10.001 } }],
      ['bad order address', { ...before, order_email: 'nobody' }],
      ['unknown field', { ...before, extra: true }],
    ];
    for (const [what, body] of bad) {
      const res = await write(admin, 'put', '/api/admin/settings', body);
      expect([res.status, codeOf(res)], what).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await stored()).toEqual(before);
  });

  it('a key with settings:write changes them, audited, and a settings:read key reads them', async () => {
    const before = await stored();
    const next = { ...before, identity: { ...before.identity, phone: '+1 555 0100' } };
    const res = await request(t.app).put('/api/admin/settings').set(bearer(keys.write)).send(next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = await request(t.app).get('/api/admin/settings').set(bearer(keys.read)).expect(200);
    expect(ShopSettingsSchema.parse(read.body).identity.phone).toBe('+1 555 0100');
    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=settings').expect(200)).body,
    );
    expect(audit.entries[0]).toMatchObject({ action: 'settings.update', entity_id: 'shop' });
  });
});

describe('a change is seen by the next request', () => {
  it('renames the shop, uploads a logo, changes the colour and the dealer threshold: pages, cart, checkout and mails follow', async () => {
    // Cached before the change: the change must empty it.
    expect((await publicSettings()).identity.name).toBe('Skar Audio');
    const head0 = headOf((await request(t.app).get('/products/set-amp').expect(200)).text);
    expect(head0.titles[0]).toContain('Skar Audio');

    const logo = await request(t.app)
      .post(PICTURE_UPLOAD_PATHS.settings)
      .set(bearer(keys.write))
      .attach('file', await png(60, 20), { filename: 'logo.png', contentType: 'image/png' });
    expect(logo.status, JSON.stringify(logo.body)).toBe(201);
    const logoPath = UploadedPictureSchema.parse(logo.body).path;

    const before = await stored();
    const res = await put({
      ...before,
      identity: { ...before.identity, name: 'Bass Co', logo_url: logoPath, accent_color: '#2563eb' },
      shipping: { ...before.shipping, dealer_threshold: 2000, retail_threshold: 10 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const pub = await publicSettings();
    expect(pub.identity).toMatchObject({ name: 'Bass Co', logo_url: logoPath, accent_color: '#2563eb' });
    const page = await request(t.app).get('/products/set-amp').expect(200);
    const head = headOf(page.text);
    expect(head.titles[0]).toContain('Bass Co');
    expect(head.raw).toContain('--shop-accent:#2563eb');
    // The shop's strict CSP (style-src 'self') lets the page's own theme element apply, by its hash, and
    // nothing else inline.
    const theme = /<style id="shop-theme">([^<]*)<\/style>/.exec(page.text)?.[1];
    const hash = createHash('sha256')
      .update(theme ?? '', 'utf8')
      .digest('base64');
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(styleSrc).toBe(`'self' 'sha256-${hash}'`);
    const home = headOf((await request(t.app).get('/').expect(200)).text);
    const org = home.jsonLd.find((ld) => ld['@type'] === 'Organization');
    expect(org?.name).toBe('Bass Co');
    expect(String(org?.logo)).toMatch(new RegExp(`${logoPath}$`));
    expect(home.jsonLd.find((ld) => ld['@type'] === 'WebSite')?.name).toBe('Bass Co');
    // Link previews name the shop too (og:site_name), on every page.
    expect(home.raw).toContain('<meta property="og:site_name" content="Bass Co">');
    expect(head.raw).toContain('<meta property="og:site_name" content="Bass Co">');
    // The page embeds the new settings for the web's layout.
    expect(page.text).toMatch(/<script type="application\/json" id="shop-settings">[^<]*"name":"Bass Co"/);

    // The retail threshold is now $10: a $20 cable ships free; a dealer's $1,600 order pays the flat rate.
    const cart = await request(t.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'SET-CABLE', quantity: 1 }] })
      .expect(200);
    expect(CartResponseSchema.parse(cart.body).totals.shippingTotal).toBe(0);

    // Checkout: the mails carry the new name and logo, the shop's copy goes to the order address.
    const token = CartResponseSchema.parse(cart.body).cart_token;
    const placed = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('Cookie', `sa_cart_token=${token}`)
      .send(checkoutBody({ contact: { ...checkoutBody().contact, email: 'buyer-set@example.com' } }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const confirmation = await lastMailTo(t.db, 'buyer-set@example.com', 'order-confirmation');
    expect(confirmation.html).toContain('Bass Co');
    expect(confirmation.html).toContain(logoPath);
    expect(confirmation.html).toContain('background:#2563eb');
    expect((await lastMailTo(t.db, ORDER_DESK, 'new-order')).subject).toBeTruthy();
  });

  it('a change of the shipping rules while the card is authorized is refused as PRICE_CHANGED', async () => {
    const cart = await request(t.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'SET-CABLE', quantity: 1 }] })
      .expect(200);
    const token = CartResponseSchema.parse(cart.body).cart_token;
    const before = await stored();
    // $20 ships free under the $10 threshold; the threshold becomes $100 while the card is authorized.
    duringAuthorize = async () => {
      await put({ ...before, shipping: { ...before.shipping, retail_threshold: 100 } });
    };
    const placed = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('Cookie', `sa_cart_token=${token}`)
      .send(checkoutBody({ contact: { ...checkoutBody().contact, email: 'buyer-set2@example.com' } }));
    duringAuthorize = () => {};
    expect([placed.status, codeOf(placed)]).toEqual([409, 'PRICE_CHANGED']);
    expect(payments.log.at(-1)?.action).toBe('void');
  });

  it('an empty order address sends the shop nothing', async () => {
    const before = await stored();
    expect((await put({ ...before, order_email: null })).status).toBe(200);
    expect((await stored()).order_email).toBeNull();
  });
});
