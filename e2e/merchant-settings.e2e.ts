/**
 * A merchant making the shop their own (decisions 080, 081, 082), on the seeded demo: in the back office the
 * administrator renames the shop, uploads a logo, picks an accent colour (a refused one first), changes the
 * dealer free-shipping threshold, edits the return policy's Markdown and adds a hero slide. On the next page
 * load a signed-out shopper sees each change, page heads and JSON-LD included, and a signed-in dealer the new
 * threshold; the next order's mail carries the new name and logo. On SQLite one server; on PostgreSQL
 * (TEST_DATABASE_URL, as CI sets it) two servers on one database, the administrator on node A and the shopper
 * and dealer on node B: the settings' change feed makes node B see node A's writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accentTheme, type CollectionResponse } from '@shop/domain';
import { decodedMail, startSmtp } from '../apps/api/src/test/mail-helpers.js';
import { freePort, killAndWait, type ServerProcess } from '../apps/api/src/test/server-process.js';
import { emptyTestDatabase } from '../apps/api/src/test/test-store.js';
import {
  canvasPng,
  DEMO_ADMIN,
  expectAccessibleInBothThemes,
  signInAt,
  uploadPictureFor,
} from './admin-support.js';
import { launchBrowser } from './chromium.js';
import { overflowAt, watchPage } from './screen-checks.js';
import { fillCheckout, inStockSingle, placeOrder, signIn } from './shopper-support.js';
import { contextOn, E2E_WAIT_MS, MOBILE, startBuiltServer } from './support.js';

const NEW_NAME = 'Harbor Bass Works';
const ACCENT = '#0f766e';
/** Pale yellow: it fades into the light theme's page (3:1), so the shop refuses it. */
const REFUSED_ACCENT = '#fde047';
const DEALER_THRESHOLD = '1250';
const RETURNS_HEADING = 'Free return shipping';
const RETURNS_TEXT = 'We pay for the return label on every order.';
const SLIDE = { alt: 'Harbor Bass Works winter install event', link: '/collections/car-subwoofers' };
const DEALER = { email: 'dealer@skar.test', password: 'DealerDemo123!' };
const SHOPPER = { email: 'harbor.buyer@example.com', firstName: 'Robin', lastName: 'Harbor' };

type Store = 'SQLite' | 'PostgreSQL';
const STORES: Store[] = process.env.TEST_DATABASE_URL ? ['SQLite', 'PostgreSQL'] : ['SQLite'];

/**
 * The shop's servers: one on a SQLite file, or two on a PostgreSQL database of their own (node A migrates
 * and seeds it; node B starts once A answers). `admin` is node A's address, `shopper` node B's (the same on
 * SQLite); mails go to `smtpUrl`.
 */
async function startShop(store: Store, smtpUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-merchant-'));
  const ports = [await freePort(), await freePort()] as const;
  const bases = ports.map((p) => `http://localhost:${p}`);
  // PostgreSQL: an empty database of the servers' own; node A migrates and seeds it.
  const database = store === 'PostgreSQL' ? await emptyTestDatabase() : null;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'Hb7w0rKsQ2mX9pL4vT6yN1cE8aD3fG5jZ0uR2iO7sW4k',
    DATABASE_PATH: path.join(dir, 'shop.db'),
    DATABASE_URL: database?.databaseUrl ?? '',
    // The shopper's node is the shop's public address: links and the mail's logo point there.
    PUBLIC_URL: store === 'PostgreSQL' ? bases[1] : bases[0],
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: smtpUrl,
    PAYMENT_PROVIDER: 'test',
    CART_CREATE_RATE_LIMIT: '10000',
  };
  const servers: ServerProcess[] = [await startBuiltServer(ports[0], env)];
  if (store === 'PostgreSQL') servers.push(await startBuiltServer(ports[1], env));
  return {
    admin: bases[0]!,
    shopper: store === 'PostgreSQL' ? bases[1]! : bases[0]!,
    async stop() {
      for (const server of servers) await killAndWait(server, 'SIGTERM');
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page's head as the browser holds it: title, og:site_name and the JSON-LD nodes' names by type. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const names: Record<string, string> = {};
    for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
      const ld = JSON.parse(script.textContent ?? '{}') as { '@type'?: string; name?: string };
      if (ld['@type'] && typeof ld.name === 'string') names[ld['@type']] = ld.name;
    }
    return {
      title: document.title,
      siteName: document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? null,
      names,
    };
  });

/** The same facts from the HTML the server sent (before any script ran), as a crawler reads them. */
function servedHeadOf(html: string) {
  const names: Record<string, string> = {};
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const ld = JSON.parse(m[1]!) as { '@type'?: string; name?: string };
    if (ld['@type'] && typeof ld.name === 'string') names[ld['@type']] = ld.name;
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    siteName: /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? null,
    names,
  };
}

describe.each(STORES)('a merchant changes the shop on %s', (store) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let browser: Browser;
  let admin: Page;
  /** What the uploads were stored as. */
  const stored = { logo: '', slide: '' };

  beforeAll(async () => {
    smtp = await startSmtp();
    shop = await startShop(store, smtp.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });

  /** A signed-out visitor's fresh page on the shopper's node. */
  const shopperPage = async () => (await contextOn(browser, shop.shopper)).newPage();

  it('renames the shop in /admin/settings', async () => {
    admin = await (await contextOn(browser, shop.admin)).newPage();
    await signInAt(admin, '/admin/settings', DEMO_ADMIN);
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const form = admin.getByRole('form', { name: 'Shop settings' });
    await form.getByRole('textbox', { name: 'Shop name' }).fill(NEW_NAME);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Saved. Pages loaded from now on show the new settings.').waitFor();
  });

  it("draws the longer name in the phone's bar without covering its buttons", async () => {
    const p = await (await contextOn(browser, shop.shopper, MOBILE)).newPage();
    await p.goto('/');
    const bar = p.getByRole('banner');
    const home = bar.getByRole('link', { name: `${NEW_NAME} home` });
    await home.getByText(NEW_NAME.split(' ')[0]!).waitFor();
    const boxes = await Promise.all(
      [
        bar.getByRole('button', { name: 'Open menu' }),
        bar.getByRole('button', { name: 'Open search' }),
        home,
        bar.getByRole('link', { name: /^Cart/ }).or(bar.getByRole('button', { name: /^Cart/ })),
      ].map(async (l) => (await l.boundingBox())!),
    );
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5, 'side by side').toBe(true);
    expect(await overflowAt(p)).toEqual([]);
    await p.context().close();
  });

  it('uploads a logo, picks an accent and a dealer threshold in /admin/settings', async () => {
    await admin.goto('/admin/settings');
    const form = admin.getByRole('form', { name: 'Shop settings' });
    expect(await form.getByRole('textbox', { name: 'Shop name' }).inputValue()).toBe(NEW_NAME);
    stored.logo = await uploadPictureFor(admin, 'Logo', {
      name: 'harbor-logo.png',
      png: await canvasPng(admin, { width: 240, height: 80, colour: ACCENT }),
    });
    expect(await form.getByRole('textbox', { name: /^Logo/ }).inputValue()).toBe(stored.logo);

    // A pale yellow: the preview says so at once, and the save is refused with the field's message.
    const accent = form.getByRole('textbox', { name: /^Accent colour/ });
    await accent.fill(REFUSED_ACCENT);
    await form
      .getByText('This colour would be hard to see in the light or the dark theme: pick another.')
      .waitFor();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText(/^This colour would be hard to see .* \(its label under 4\.5:1/).waitFor();
    expect(
      await admin
        .getByRole('status')
        .getByText(/^Saved\./)
        .count(),
    ).toBe(0);
    await expectAccessibleInBothThemes(admin);

    await accent.fill(ACCENT);
    await form.getByText(`Label white, ${accentTheme(ACCENT)!.contrast.toFixed(2)}:1`).waitFor();
    await form.getByRole('textbox', { name: /^Dealer free-shipping threshold/ }).fill(DEALER_THRESHOLD);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Saved. Pages loaded from now on show the new settings.').waitFor();
    await expectAccessibleInBothThemes(admin);
  });

  it("edits the return policy's Markdown in /admin/pages", async () => {
    const nav = admin.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Pages', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    await admin.getByRole('table').getByRole('link', { name: 'Return Policy' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Edit Return Policy' }).waitFor();
    const text = admin.getByRole('textbox', { name: /^Text \(Markdown\)/ });
    await text.fill(`${await text.inputValue()}\n\n## ${RETURNS_HEADING}\n\n${RETURNS_TEXT}\n`);
    await admin
      .getByRole('region', { name: 'Page preview' })
      .getByRole('heading', { name: RETURNS_HEADING })
      .waitFor();
    await admin.getByRole('button', { name: 'Save page' }).click();
    await admin.getByRole('status').getByText('Saved and published.').waitFor();
    await expectAccessibleInBothThemes(admin);
  });

  it('adds a hero slide with an uploaded picture, alt text and link in /admin/home, first in the hero', async () => {
    const nav = admin.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Home page' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Home page' }).waitFor();
    const form = admin.getByRole('form', { name: 'Hero slides' });
    const before = await form.getByRole('button', { name: /^Remove slide / }).count();
    await form.getByRole('button', { name: 'Add a slide' }).click();
    const n = before + 1;
    stored.slide = await uploadPictureFor(admin, `Picture of slide ${n}`, {
      name: 'winter-event.png',
      png: await canvasPng(admin, { width: 1920, height: 640, colour: ACCENT }),
    });
    await form.getByRole('textbox', { name: `Alt text of slide ${n}` }).fill(SLIDE.alt);
    await form.getByRole('textbox', { name: `Link of slide ${n}` }).fill(SLIDE.link);
    for (let i = n; i > 1; i -= 1) await form.getByRole('button', { name: `Move up slide ${i}` }).click();
    expect(await form.getByRole('textbox', { name: 'Alt text of slide 1' }).inputValue()).toBe(SLIDE.alt);
    await form.getByRole('button', { name: 'Save slides' }).click();
    await form.getByRole('status').getByText('Saved: the storefront shows it now.').waitFor();
    await expectAccessibleInBothThemes(admin);
  });

  it("shows a signed-out shopper every change on the next page load, the page's head and JSON-LD included", async () => {
    const p = await shopperPage();
    const watch = watchPage(p);
    const served = await (await p.goto('/'))!.text();
    expect(servedHeadOf(served)).toEqual({
      title: expect.stringContaining(NEW_NAME),
      siteName: NEW_NAME,
      names: expect.objectContaining({ Organization: NEW_NAME, WebSite: NEW_NAME }),
    });
    // The hero's first picture is the new slide, linked where the merchant said.
    const hero = p.getByRole('region', { name: 'Featured' });
    const picture = hero.getByRole('img', { name: SLIDE.alt });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toBe(stored.slide);
    expect(await hero.getByRole('link').first().getAttribute('href')).toBe(SLIDE.link);
    // The header's and the footer's logo, the shop named in the home link.
    const home = p
      .getByRole('banner')
      .getByRole('link', { name: `${NEW_NAME} home` })
      .first();
    await home.waitFor();
    expect(await home.locator('img').getAttribute('src')).toBe(stored.logo);
    await p.getByRole('contentinfo').locator(`img[src="${stored.logo}"]`).waitFor();
    expect(await headOf(p)).toEqual({
      title: expect.stringContaining(NEW_NAME),
      siteName: NEW_NAME,
      names: expect.objectContaining({ Organization: NEW_NAME, WebSite: NEW_NAME }),
    });
    // The accent: the theme's variable, and a button painted with it.
    expect(
      await p.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--shop-accent').trim(),
      ),
    ).toBe(ACCENT);
    await expectAccessibleInBothThemes(p);

    // The return policy: the new text, its head naming the new shop.
    const policy = await (await p.goto('/pages/return-policy'))!.text();
    expect(servedHeadOf(policy).title).toContain(NEW_NAME);
    await p.getByRole('heading', { level: 2, name: RETURNS_HEADING }).waitFor();
    await p.getByText(RETURNS_TEXT).waitFor();
    expect((await headOf(p)).title).toContain(NEW_NAME);
    await expectAccessibleInBothThemes(p);
    expect(watch.problems).toEqual([]);
  });

  it('shows a signed-in dealer the new dealer threshold in the free-shipping message and on Dealer Quick Order', async () => {
    const p = await shopperPage();
    await signIn(p, DEALER.email, DEALER.password);
    await p.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await p.getByText('Free shipping on orders of $1,250 or more', { exact: true }).waitFor();
    // Dealer Quick Order states the same terms.
    await p.goto('/dealers');
    await p.getByRole('heading', { level: 1, name: 'Dealer Quick Order' }).waitFor();
    await p.getByText(/^Dealer orders of \$1,250\.00 or more ship free;/).waitFor();
  });

  it('mails the next order with the new name and logo', async () => {
    const res = await fetch(`${shop.shopper}/api/collections/car-amplifiers?pageSize=96`);
    const product = ((await res.json()) as CollectionResponse).products.find(inStockSingle);
    expect(product, 'the demo has an in-stock single amplifier').toBeTruthy();
    const p = await shopperPage();
    await p.goto(`/products/${product!.slug}`);
    const add = p
      .getByRole('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first();
    // A button of the accent: its fill is the merchant's colour.
    expect(await add.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    await add.click();
    await p
      .getByRole('dialog', { name: /Your Cart/ })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    await p.waitForURL((u) => u.pathname === '/checkout/v3');
    const form = p.getByRole('form', { name: 'Checkout' });
    await fillCheckout(form, SHOPPER, '4242 4242 4242 4242');
    const number = await placeOrder(p, form);

    const mail = () =>
      smtp.received
        .filter((m) => m.to.includes(SHOPPER.email))
        .map((m) => decodedMail(m.raw))
        .find((text) => text.includes(number));
    await expect.poll(mail, { timeout: E2E_WAIT_MS }).toBeDefined();
    expect(mail()).toContain(NEW_NAME);
    expect(mail()).toContain(`src="${new URL(stored.logo, shop.shopper).toString()}"`);
  });
});
