/**
 * What the back office's journeys share: both themes under axe, signing in at an admin path, an administrator
 * made by the README's command line, a sale started from the editor (and deleted again), a product, its stock
 * and a state's tax rate made on their screens, and an order found and refunded in part.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AdminSaleList } from '@shop/domain';
import { expectNoSeriousA11yViolations } from './support.js';

export const DEMO_ADMIN = { email: 'admin@skar.test', password: 'AdminDemo123!' };
export type Credentials = typeof DEMO_ADMIN;

/**
 * Puts the theme on as lib/theme.ts does (the `dark` class on <html>) and waits until no transition runs, for two
 * frames in a row (one that a state change started just before, such as a button coming back from disabled,
 * included): axe reads colours as they are painted.
 */
const setDark = (page: Page, on: boolean) =>
  page.evaluate(async (dark) => {
    document.documentElement.classList.toggle('dark', dark);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let quiet = 0; quiet < 2;) {
      const running = document.getAnimations().filter((a) => a.playState === 'running');
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await frame();
      quiet = running.length === 0 ? quiet + 1 : 0;
    }
  }, on);

/** axe-core in both themes, the screen left in the theme it had. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const theme of [dark, !dark]) {
    await setDark(page, theme);
    await expectNoSeriousA11yViolations(page);
  }
  await setDark(page, dark);
}

/** Opens `adminPath` signed out: the shop asks to sign in, with the way back; signs in as `who`. */
export async function signInAt(page: Page, adminPath: string, who: Credentials = DEMO_ADMIN): Promise<void> {
  await page.goto(adminPath);
  await page.getByText('Please sign in to view that page.').waitFor();
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(adminPath);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * `npm run admin -- create --email E` on the e2e server's database (or `databasePath`), the password piped in, as
 * the README documents. Against an external shop (E2E_BASE_URL) there is no database here: the demo administrator.
 */
export async function administratorFromCommandLine(
  email: string,
  databasePath = inject('databasePath'),
): Promise<Credentials> {
  if (!databasePath) return DEMO_ADMIN;
  const password = `Cli-${Date.now()}-Passw0rd!`;
  const child = spawn('npm', ['run', '--silent', 'admin', '--', 'create', '--email', email], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_PATH: databasePath, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += String(d)));
  child.stderr.on('data', (d: Buffer) => (output += String(d)));
  child.stdin.end(password);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(output).toContain(`admin: created the administrator ${email}`);
  expect(code).toBe(0);
  return { email, password };
}

export type SaleInEditor = {
  name: string;
  percent: number;
  title: string;
  shortTitle: string;
  badge: string;
};

/**
 * On the Sales screen: a new active sale, first in the list so the storefront shows it, created from the
 * editor. `inPreview` runs while the editor's preview is up, before saving.
 */
export async function startSaleFromEditor(
  page: Page,
  sale: SaleInEditor,
  inPreview: (preview: Locator) => Promise<void> = async () => {},
): Promise<void> {
  await page.getByRole('link', { name: 'New sale' }).click();
  await page.getByRole('heading', { level: 1, name: 'New sale' }).waitFor();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText(/The preview waits for:/).waitFor();
  const form = page.getByRole('form', { name: 'Sale setting' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(sale.name);
  await form.getByRole('checkbox', { name: 'Active' }).check();
  await form.getByRole('textbox', { name: /^Discount/ }).fill(String(sale.percent));
  await form.getByRole('textbox', { name: /^Short title/ }).fill(sale.shortTitle);
  await form.getByRole('textbox', { name: /^Normal title/ }).fill(`${sale.title}: `);
  await form.getByRole('textbox', { name: /^Badge text/ }).fill(sale.badge);
  // Last, it would sit behind the running HolidaySale: the preview says so. First, it is the one shown.
  await preview.getByText('Saved like this, it is not shown: HolidaySale comes first.').waitFor();
  await form.getByRole('combobox', { name: 'Place in the list' }).selectOption('0');
  await preview
    .getByRole('img', { name: `Sale banner: ${sale.title}: ${sale.percent}% off sale items` })
    .waitFor();
  await preview.getByText('Saved like this, the storefront shows this sale now.').waitFor();
  await inPreview(preview);
  await form.getByRole('button', { name: 'Create sale' }).click();
  await page.getByText(`Created ${sale.name}: the storefront shows it now.`).waitFor();
}

/** Deletes the sale named `name` if it is still stored (a journey that stopped half way must not leave it). */
export async function deleteSaleIfStored(page: Page, name: string): Promise<void> {
  const list = (await (await page.request.get('/api/admin/sales')).json()) as AdminSaleList;
  const id = list.sales.find((s) => s.setting.name === name)?.id;
  if (id === undefined) return;
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.delete(`/api/admin/sales/${id}`, { headers: { 'x-csrf-token': csrfToken } });
}

/**
 * A PNG drawn by the page's own canvas (the upload is re-encoded by the shop, as a browser's would be): a
 * disc on a dark ground, 64 px square unless told (a hero slide's is wide).
 */
export const canvasPng = (
  page: Page,
  { width = 64, height = 64, colour = '#dc2626' }: { width?: number; height?: number; colour?: string } = {},
): Promise<Buffer> =>
  page
    .evaluate(
      ({ width, height, colour }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#111';
        g.fillRect(0, 0, width, height);
        g.fillStyle = colour;
        g.beginPath();
        g.arc(width / 2, height / 2, (Math.min(width, height) * 11) / 32, 0, Math.PI * 2);
        g.fill();
        return canvas.toDataURL('image/png').split(',')[1]!;
      },
      { width, height, colour },
    )
    .then((base64) => Buffer.from(base64, 'base64'));

/**
 * A picture field's upload as a person makes it: its "Upload a picture for {label}" button, the file chosen in
 * the picker; resolves with the stored picture's path once the field says it was uploaded.
 */
export async function uploadPictureFor(page: Page, label: string, file: { name: string; png: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload a picture for ${label}`, exact: true }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'image/png', buffer: file.png });
  const done = page.getByRole('status').filter({ hasText: `Uploaded ${file.name}: ${label} is now ` });
  await done.waitFor();
  const path = /is now (\/img\/\S+)\.$/.exec((await done.textContent()) ?? '')?.[1];
  expect(path, `the stored path of ${file.name}`).toBeTruthy();
  return path!;
}

export type NewSingleProduct = { name: string; sku: string; price: string; msrp: string; picture: string };

/**
 * From the back office's navigation: a new single product with its prices (MAP as its price), enabled on the site, created, then a
 * picture with its alt text. axe runs on the new product's form and on the product's screen in both themes.
 */
export async function createSingleProduct(page: Page, product: NewSingleProduct): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
  await expectAccessibleInBothThemes(page);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name').fill(product.name);
  await field('SKU').fill(product.sku);
  await page.getByRole('radio', { name: /^Single product/ }).check();
  await field('Price').fill(product.price);
  await field('MAP').fill(product.price);
  await field('MSRP').fill(product.msrp);
  // Published: shown to shoppers once saved.
  await page.getByRole('checkbox', { name: /^Enabled on the site/ }).check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByText(/^Created at /).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/admin/products/${product.sku}`);

  const pictures = page.getByRole('form', { name: 'Upload pictures' });
  await pictures.getByLabel('Pictures').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await canvasPng(page),
  });
  await pictures.getByRole('textbox', { name: /Alt text of the upload/ }).fill(product.picture);
  await pictures.getByRole('button', { name: 'Upload' }).click();
  await page
    .getByRole('list', { name: `Pictures of ${product.name}, in order` })
    .getByRole('img', { name: product.picture })
    .waitFor();
  await pictures.getByRole('button', { name: 'Upload', exact: true, disabled: false }).waitFor();
  await expectAccessibleInBothThemes(page);
}

/** On the Stock screen (from the navigation): one sku's count in Tampa set by its form. */
export async function setStockOnStockScreen(page: Page, sku: string, tampa: number): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
  const form = page.getByRole('form', { name: "Set one SKU's stock" });
  await form.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await form.getByRole('textbox', { name: /^TPA/ }).fill(String(tampa));
  await form.getByRole('button', { name: 'Save stock' }).click();
  await form.getByRole('status').getByText(`Saved: ${sku} now has TPA ${tampa}`).waitFor();
  await expectAccessibleInBothThemes(page);
}

export type StateRate = { state: string; name: string; statePercent: string; localPercent: string };

/** On the Sales tax screen (from the navigation): a state's rate added, shipping taxed there; listed after. */
export async function addTaxRate(page: Page, rate: StateRate): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Sales tax' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Sales tax' }).waitFor();
  await page.getByText('No rates yet: checkout charges no sales tax anywhere.').waitFor();
  await expectAccessibleInBothThemes(page);
  const form = page.getByRole('form', { name: 'New rate' });
  await form.getByRole('combobox', { name: 'State' }).selectOption(rate.state);
  await form.getByRole('textbox', { name: 'State rate (%)' }).fill(rate.statePercent);
  await form.getByRole('textbox', { name: /^Average local rate/ }).fill(rate.localPercent);
  await form.getByRole('checkbox', { name: 'Shipping is taxed in this state' }).check();
  await form.getByRole('button', { name: 'Add rate' }).click();
  const combined = Number(rate.statePercent) + Number(rate.localPercent);
  await page.getByRole('status').getByText(`Saved: ${rate.name} collects ${combined}%.`).waitFor();
  const row = page
    .getByRole('table', { name: 'Sales tax rates by state' })
    .getByRole('row', { name: new RegExp(`^${rate.name} \\(${rate.state}\\)`) });
  await row.getByRole('cell', { name: `${combined}%`, exact: true }).waitFor();
  await expectAccessibleInBothThemes(page);
}

/** From the back office's navigation: the Orders list filtered by `orderNumber`, and that order's screen. */
export async function openOrderFromList(page: Page, orderNumber: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  const filter = page.getByRole('form', { name: 'Filter orders' });
  await filter.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
  await filter.getByRole('button', { name: 'Show orders' }).click();
  await page
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: orderNumber })
    .click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
}

/** On an order's screen: a refund of `dollars` ('10.00') with its reason, confirmed in the dialog; done. */
export async function refundPart(page: Page, dollars: string, reason: string): Promise<void> {
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByRole('textbox', { name: 'Amount in dollars' }).fill(dollars);
  await refund.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await refund.getByRole('button', { name: 'Refund' }).click();
  const ask = page.getByRole('dialog', { name: `Refund $${dollars}?` });
  await ask.getByRole('button', { name: `Refund $${dollars}` }).click();
  await page.getByRole('status').filter({ hasText: 'Refunded: the buyer was mailed.' }).waitFor();
}
