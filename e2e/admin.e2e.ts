/**
 * The back office in a browser (decision 043): the demo administrator (added by the server outside production:
 * the e2e server runs with NODE_ENV=test) signs in at /admin, creates an API key with stock:write, and an
 * ERP-style client uses it to set stock, which the audit log shows; a stock CSV is checked (refused rows, no
 * Apply) and applied; the key is revoked and refused from then on. A shopper is refused the back office.
 * axe-core runs on each screen in the light and the dark theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { ApiKey, StockResponse } from '@shop/domain';
import { DESKTOP, MOBILE, baseUrl, getJson, useBrowser } from './support.js';
import { expectAccessibleInBothThemes, signInAt } from './admin-support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

const SKU = 'EVL-12-D4';
const KEY_NAME = `ERP e2e ${Date.now()}`;

/** PUT /api/admin/stock as an ERP would: the key alone, no cookie, no csrf. */
const putStockWithKey = (key: string, items: { sku: string; tpa?: number; lv?: number }[]) =>
  fetch(`${baseUrl()}/api/admin/stock`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });

const stockOf = (sku: string) => getJson<StockResponse>(`/api/product/stock/${sku}`);

const rowWith = (table: Locator, text: string | RegExp) => table.getByRole('row').filter({ hasText: text });

describe('back office journeys', () => {
  it('signs in as the administrator, makes an API key, sets stock with it, sees the audit log, imports a CSV and revokes the key', async () => {
    const before = await stockOf(SKU);
    const page = await b.page(DESKTOP);
    await signInAt(page, '/admin/stock');
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/stock');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect(await nav.getByRole('link', { name: 'Stock' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('banner').getByText('Shop Administrator').filter({ visible: true }).waitFor();
    await expectAccessibleInBothThemes(page);

    // A key with stock:write, shown once.
    await nav.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await expectAccessibleInBothThemes(page);
    const form = page.getByRole('form', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill(KEY_NAME);
    await form.getByRole('checkbox', { name: /stock:write/ }).check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const box = page.getByRole('region', { name: `New key “${KEY_NAME}” created` });
    await box.getByText('it will not be shown again').waitFor();
    const key = await box.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    await expectAccessibleInBothThemes(page);
    await box.getByRole('button', { name: 'Done, I have copied it' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    const listed = (await (await page.request.get('/api/admin/api-keys')).json()) as { keys: ApiKey[] };
    const made = listed.keys.find((k) => k.name === KEY_NAME)!;
    expect(made.scopes).toEqual(['stock:write']);

    // The ERP sets stock with the key alone.
    const tpa = before.tpa_wh + 1;
    const put = await putStockWithKey(key, [{ sku: SKU, tpa }]);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ updated: 1, unchanged: 0 });
    expect((await stockOf(SKU)).tpa_wh).toBe(tpa);

    // The audit log shows who did it and what changed.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const filter = page.getByRole('search', { name: 'Filter the audit log' });
    await filter.getByRole('combobox', { name: /Entity/ }).fill('product');
    await filter.getByRole('textbox', { name: /Entity id/ }).fill(SKU);
    await filter.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL((url) => url.searchParams.get('entity_id') === SKU);
    const entries = page.getByRole('table', { name: 'Audit log entries, newest first' });
    const newest = entries.getByRole('row').nth(1);
    // Who: the key by its name, marked as a key.
    await newest.getByRole('link', { name: `Everything by API key “${KEY_NAME}”` }).waitFor();
    expect(await newest.textContent()).toContain(`tpa from ${before.tpa_wh} → to ${tpa}`);
    await expectAccessibleInBothThemes(page);

    // A stock CSV: a refused row is named and nothing can be applied; a clean file is applied.
    await nav.getByRole('link', { name: 'Stock' }).click();
    const csvInput = page.getByLabel('CSV file');
    await csvInput.setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,tpa,lv\n${SKU},,${before.lv_wh + 2}\nNO-SUCH-SKU,1,1\n`),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    const refused = page.getByRole('table', { name: 'Refused rows' });
    await rowWith(refused, 'NO-SUCH-SKU').waitFor();
    expect(await page.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    await csvInput.setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,tpa,lv\n${SKU},,${before.lv_wh + 2}\n`),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('button', { name: 'Apply 1 change' }).click();
    await page.getByText('Applied stock.csv: 1 SKU changed (1 row).').waitFor();
    expect((await stockOf(SKU)).lv_wh).toBe(before.lv_wh + 2);

    // The counts go back as they were (other journeys buy this sku), then the key is revoked after a question.
    expect((await putStockWithKey(key, [{ sku: SKU, tpa: before.tpa_wh, lv: before.lv_wh }])).status).toBe(
      200,
    );
    await nav.getByRole('link', { name: 'API keys' }).click();
    const keys = page.getByRole('table', { name: 'API keys' });
    await keys.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the key “${KEY_NAME}”?` });
    await dialog.waitFor();
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText(`Revoked “${KEY_NAME}”: it no longer works.`).waitFor();
    await rowWith(keys, KEY_NAME).getByText('Revoked').waitFor();
    expect((await putStockWithKey(key, [{ sku: SKU, tpa: 1 }])).status).toBe(401);
    expect(await stockOf(SKU)).toMatchObject({ tpa_wh: before.tpa_wh, lv_wh: before.lv_wh });
    expect(b.errors).toEqual([]);
  });

  it('refuses a shopper the back office, with a way home, on a phone', async () => {
    const page = await b.page(MOBILE);
    await signInAt(page, '/admin/audit', { email: 'retail@skar.test', password: 'ShopDemo123!' });
    await page.getByRole('heading', { level: 1, name: 'You need an administrator account' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The account menu (desktop header) has no Admin link for a shopper; the API refuses the session too.
    const res = await page.request.get('/api/admin/audit');
    expect(res.status()).toBe(403);
    expect(b.errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });
});
