/**
 * A new shop going live (decisions 070, 074, 075), one journey on one server: the built server with
 * NODE_ENV=production on an empty database seeds nothing and says what it runs with; an administrator made with
 * the command line signs in to the back office; the storefront's home says its catalogue is on its way, and no
 * link of the home, the menu or the not-found page leads to "not found". Then the merchant adds a product with a
 * picture, its stock and a Florida sales tax rate in the back office; a signed-out shopper finds it, pays with
 * the test provider's token flow to Florida (the tax the domain computes, in checkout and on the confirmation)
 * and to Texas (no tax); the shop's order address receives each new order by SMTP; a partial refund of the
 * Florida order gives back its share of the tax. (The Stripe webhook that marks an order paid is the API suite's:
 * checkout.stripe.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  amountTaxRefund,
  formatMoney,
  percentToPpm,
  taxFor,
  taxLineOf,
  taxTableOf,
  toCents,
  type TaxRate,
} from '@shop/domain';
import { decodedMail, startSmtp } from '../apps/api/src/test/mail-helpers.js';
import { freePort, killAndWait, type ServerProcess } from '../apps/api/src/test/server-process.js';
import {
  addTaxRate,
  administratorFromCommandLine,
  createSingleProduct,
  expectAccessibleInBothThemes,
  openOrderFromList,
  refundPart,
  setStockOnStockScreen,
  signInAt,
  type Credentials,
} from './admin-support.js';
import { launchBrowser } from './chromium.js';
import { watchPage } from './screen-checks.js';
import {
  AUSTIN_TX,
  cartOf,
  fillCheckout,
  ORLANDO_FL,
  placeOrder,
  searchAndCheckout,
  totalsRow,
} from './shopper-support.js';
import { contextOn, definitionOf, DESKTOP, E2E_WAIT_MS, MOBILE, startBuiltServer } from './support.js';

const ORDER_ADDRESS = 'orders@shop.example';
const PRODUCT = {
  name: 'Go-Live 100 ft 12 Gauge Speaker Wire',
  sku: 'GL-WIRE-12',
  price: '19.99',
  msrp: '24.99',
  picture: 'A red spool of speaker wire',
};
// Florida: 6% state and 1% average local; shipping taxed there.
const FLORIDA = { state: 'FL', name: 'Florida', statePercent: '6', localPercent: '1' };
const FLORIDA_RATE: TaxRate = {
  state_code: 'FL',
  state_rate_ppm: percentToPpm(FLORIDA.statePercent)!,
  local_rate_ppm: percentToPpm(FLORIDA.localPercent)!,
  shipping_taxed: true,
};
const SHOPPER = { email: 'first.buyer@example.com', firstName: 'Casey', lastName: 'Firstbuyer' };
const TEST_CARD = '4242 4242 4242 4242';

describe('a production start on an empty database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-production-'));
  const databasePath = path.join(dir, 'shop.db');
  let server: ServerProcess;
  let base: string;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The administrator's page, in a context of its own beside the shopper's. */
  let owner: Credentials;
  let admin: Page;
  /** The Florida order: its number, total and tax in cents. */
  const florida = { number: '', totalCents: 0, taxCents: 0 };
  let texasNumber = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    const port = await freePort();
    // localhost: the production session cookie is Secure, which a browser keeps on http only for localhost.
    base = `http://localhost:${port}`;
    server = await startBuiltServer(port, {
      NODE_ENV: 'production',
      DATABASE_PATH: databasePath,
      DATABASE_URL: '',
      JWT_SECRET: 'tA1Rj6VvX0nA5Fq9M2bYkP4sW8eZ3uH7cL0dG5iN2oQ1',
      PUBLIC_URL: base,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'test',
      SHOP_ORDER_EMAIL: ORDER_ADDRESS,
      LOG_LEVEL: 'info',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await admin?.context().close();
    await context?.close();
    await browser?.close();
    if (server) await killAndWait(server, 'SIGTERM');
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (viewport = DESKTOP) => {
    await context?.close();
    context = await contextOn(browser, base, viewport);
    return context.newPage();
  };

  it('seeds no demo, and warns that checkout takes no money', async () => {
    const log = server.output();
    expect(log).not.toContain('seeded');
    expect(log).not.toContain('demo');
    expect(log).toContain('PAYMENT_PROVIDER=test: checkout takes no money');
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { categories: unknown[] };
    expect(menu.categories).toEqual([]);
    expect((await fetch(`${base}/api/product/EVL-12-D2`)).status).toBe(404);
  });

  it('lets an administrator made with the command line into the back office', async () => {
    owner = await administratorFromCommandLine('owner@shop.example', databasePath);
    const p = await page();
    await signInAt(p, '/admin', owner);
    await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/admin/dashboard');
    await p.getByRole('link', { name: /^Orders today/ }).waitFor();
    await expectAccessibleInBothThemes(p);
  });

  it("shows the storefront's empty home at a phone's and a desktop's width", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const p = await page(viewport);
      const errors: string[] = [];
      p.on('pageerror', (e) => errors.push(e.message));
      await p.goto('/');
      await p.getByRole('heading', { name: 'Our catalogue is on its way' }).waitFor();
      expect(await p.getByRole('link', { name: 'Shop Subwoofers' }).count()).toBe(0);
      expect(await p.getByRole('link', { name: 'Contact us' }).first().getAttribute('href')).toBe(
        '/pages/contact-us',
      );
      // No sideways scroll on an empty page either.
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessibleInBothThemes(p);
      expect(errors).toEqual([]);
    }
  });

  it('sends a shopper to no "not found" from the home, the menu or a not-found page, and logs no error', async () => {
    const followed = new Set<string>();
    for (const viewport of [MOBILE, DESKTOP]) {
      const p = await page(viewport);
      const watch = watchPage(p);
      const links = new Set<string>();
      const collectLinks = async () => {
        const hrefs = await p.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
        for (const href of hrefs) if (href.startsWith('/') && !href.startsWith('//')) links.add(href);
      };

      await p.goto('/');
      await p.getByRole('heading', { name: 'Our catalogue is on its way' }).waitFor();
      await p.getByRole('contentinfo').waitFor();
      await collectLinks();
      if (viewport === MOBILE) {
        // No shortcuts to collections the shop does not hold; the drawer says why it lists nothing.
        expect(await p.getByRole('navigation', { name: 'Category shortcuts' }).count()).toBe(0);
        await p.getByRole('button', { name: 'Open menu' }).click();
        const drawer = p.getByRole('dialog', { name: /^Menu/ });
        await drawer.getByText('Our catalogue is on its way.').waitFor();
        await collectLinks();
        await drawer.getByRole('button', { name: 'Close menu' }).click();
      } else {
        // The menu bar is no empty band: it offers Contact us.
        const menu = p.getByRole('navigation', { name: 'Main' });
        await menu.getByRole('link', { name: 'Contact us' }).waitFor();
        expect(await menu.getByRole('button').count()).toBe(0);
      }
      // The home asks for nothing that answers 404 (its best sellers are an empty list) and logs no error.
      expect(watch.problems).toEqual([]);

      // A not-found page's suggestions exist. Chromium logs the document's own 404 as an error (as in
      // screens.e2e.ts); any other read answering 404 is still a problem (watchPage: '404: GET ...').
      const notFound = async (path: string) => {
        watch.reset();
        expect((await p.goto(path))?.status(), path).toBe(404);
        await p.getByRole('heading', { name: 'Page not found' }).waitFor();
        expect(await p.getByRole('link', { name: 'Shop subwoofers' }).count()).toBe(0);
        await p.getByRole('link', { name: 'Contact us' }).first().waitFor();
        await p.getByRole('contentinfo').waitFor();
        await collectLinks();
        return watch.problems.filter((problem) => !problem.includes('status of 404'));
      };
      expect(await notFound('/no-such-page')).toEqual([]);
      // A link from before (a demo collection): the page's own read is the collection, which is not there.
      expect(await notFound('/collections/car-subwoofers')).toEqual([
        `404: GET ${base}/api/collections/car-subwoofers?page=1`,
      ]);
      watch.reset();

      // Every internal link of those pages answers a real page: a 200 with its own content, no "not found".
      for (const link of links) {
        if (followed.has(link)) continue;
        followed.add(link);
        expect((await p.goto(link))?.status(), link).toBe(200);
        await p.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await p.getByRole('heading', { name: 'Page not found' }).count(), link).toBe(0);
      }
      expect(watch.problems).toEqual([]);
    }
    // The footer's pages, the contact page, home, sign-in and the order lookup at least.
    expect(followed.size).toBeGreaterThan(15);
  });

  it('lets the administrator add a product with a picture and stock, and a Florida sales tax rate', async () => {
    admin = await (await contextOn(browser, base)).newPage();
    await signInAt(admin, '/admin', owner);
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await createSingleProduct(admin, PRODUCT);
    await setStockOnStockScreen(admin, PRODUCT.sku, 25);
    await addTaxRate(admin, FLORIDA);
  });

  /** The shopper's cart's tax by the domain's rules, shipped to `state` with the Florida rate the only one. */
  const domainTaxCents = async (p: Page, state: string) => {
    const cart = await cartOf(p);
    const lines = cart.items.map((l) => taxLineOf(l.sku, toCents(l.line_total)));
    const shipping = toCents(cart.totals.shippingTotal);
    return taxFor(lines, shipping, state, taxTableOf([FLORIDA_RATE]), false).totalTaxCents;
  };

  it('takes a signed-out shopper from a search to a paid order to Florida, taxed as the domain computes', async () => {
    const p = await page();
    const watch = watchPage(p);
    const form = await searchAndCheckout(p, 'speaker wire', PRODUCT.name, expectAccessibleInBothThemes);
    await totalsRow(p, 'Cart totals', 'Tax').getByText('Calculated at checkout').waitFor();
    await expectAccessibleInBothThemes(p);
    await fillCheckout(form, SHOPPER, TEST_CARD, ORLANDO_FL);
    florida.taxCents = await domainTaxCents(p, 'FL');
    // $19.99 and $4.82 shipping (under the free shipping's $25), both at 7%: $1.40 + $0.34.
    expect(florida.taxCents).toBe(174);
    const tax = formatMoney(florida.taxCents / 100);
    await totalsRow(p, 'Cart totals', 'Tax').getByText(tax, { exact: true }).waitFor();
    await expectAccessibleInBothThemes(p);

    florida.number = await placeOrder(p, form);
    expect(await totalsRow(p, 'Order totals', 'Tax').textContent()).toBe(tax);
    florida.totalCents = toCents(
      (await totalsRow(p, 'Order totals', 'Total').textContent())!.replace(/[$,]/g, ''),
    );
    expect(florida.totalCents).toBe(1999 + 482 + florida.taxCents);
    await expectAccessibleInBothThemes(p);
    expect(watch.problems).toEqual([]);
  });

  it('charges no tax on an order to Texas, where the shop has no rate', async () => {
    const p = await page();
    const watch = watchPage(p);
    const form = await searchAndCheckout(p, 'speaker wire', PRODUCT.name);
    await fillCheckout(form, SHOPPER, TEST_CARD, AUSTIN_TX);
    expect(await domainTaxCents(p, 'TX')).toBe(0);
    await totalsRow(p, 'Cart totals', 'Tax').getByText('$0.00', { exact: true }).waitFor();
    texasNumber = await placeOrder(p, form);
    expect(await totalsRow(p, 'Order totals', 'Tax').textContent()).toBe('$0.00');
    expect(await totalsRow(p, 'Order totals', 'Total').textContent()).toBe(formatMoney(19.99 + 4.82));
    expect(watch.problems).toEqual([]);
  });

  it("mails each new order to the shop's order address", async () => {
    const toShop = (number: string) =>
      smtp.received
        .filter((m) => m.to.includes(ORDER_ADDRESS))
        .map((m) => decodedMail(m.raw))
        .find((text) => text.includes(`New order ${number}`));
    await expect.poll(() => toShop(florida.number), { timeout: E2E_WAIT_MS }).toBeDefined();
    expect(toShop(florida.number)).toContain(formatMoney(florida.taxCents / 100));
    expect(toShop(florida.number)).toContain(PRODUCT.name);
    await expect.poll(() => toShop(texasNumber), { timeout: E2E_WAIT_MS }).toBeDefined();
  });

  it('refunds part of the Florida order in the back office, giving back its share of the tax', async () => {
    await openOrderFromList(admin, florida.number);
    const facts = admin.getByRole('region', { name: 'Buyer and payment' });
    const tax = formatMoney(florida.taxCents / 100);
    await definitionOf(facts, 'Tax refunded').getByText(`$0.00 of ${tax}`).waitFor();

    await refundPart(admin, '10.00', 'The spool arrived short.');

    const taxBack = amountTaxRefund({
      totalCents: florida.totalCents,
      taxCents: florida.taxCents,
      refundedCents: 0,
      refundedTaxCents: 0,
      amountCents: 1000,
    });
    expect(taxBack).toBe(66);
    await definitionOf(facts, 'Refunded')
      .getByText(`$10.00 of ${formatMoney(florida.totalCents / 100)}`)
      .waitFor();
    await definitionOf(facts, 'Tax refunded').getByText(`$0.66 of ${tax}`).waitFor();
    await expectAccessibleInBothThemes(admin);
  });
});
