/**
 * The back office's products, CSV, stock and sales in a browser (decisions 043-048): an administrator made by
 * `npm run admin -- create` lands on the products list, finds products, checks a catalogue CSV, adds a new
 * subwoofer as a variant family (the parent, then two variants from its screen) with a picture, puts it in a
 * collection, stocks the variants with a stock CSV and starts a 20% sale; a signed-out shopper then sees the
 * product with its sale price, stock label, picture and the sale's banner, without a restart. The sale is
 * deleted after the journey. axe-core runs on each admin screen in the light and the dark theme. (The
 * ERP-style client with a scoped API key is e2e/admin.e2e.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, salePriceCents, type CollectionResponse } from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';
import {
  administratorFromCommandLine,
  canvasPng,
  deleteSaleIfStored,
  expectAccessibleInBothThemes,
  signInAt,
  startSaleFromEditor,
  type Credentials,
} from './admin-support.js';

const RUN = String(Date.now() % 1_000_000);
const SKU = `E2E-ZVX-${RUN}`;
const NAME = `E2E ZVX-15 15" Subwoofer ${RUN}`;
const SLUG = `e2e-zvx-15-15-subwoofer-${RUN}`;
const SALE = {
  name: `E2E Launch ${RUN}`,
  percent: 20,
  title: 'E2E Launch Sales Event',
  shortTitle: 'E2E Launch Sale',
  badge: 'LAUNCH',
};

const b = useBrowser();
let admin: Credentials;
beforeAll(async () => {
  admin = await administratorFromCommandLine(`e2e-admin-${RUN}@skar.test`);
  await b.start();
});
afterAll(async () => {
  // The 20% sale goes, so the journeys after this file see the shop as the seed left it.
  try {
    const page = await b.page(DESKTOP);
    await signInAt(page, '/admin/sales', admin);
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    await deleteSaleIfStored(page, SALE.name);
  } finally {
    await b.stop();
  }
});

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

/** On a new variant's screen (from its parent's "Add a variant"): its name, sku and option; created. */
async function addVariant(page: Page, suffix: string, option: string) {
  await page.getByRole('link', { name: 'Add a variant' }).click();
  await page.getByRole('heading', { level: 1, name: 'New variant' }).waitFor();
  expect(await field(page, /^Parent SKU/).inputValue()).toBe(SKU);
  expect(await field(page, 'Price').inputValue()).toBe('299.99');
  await field(page, 'Name').fill(`${NAME} ${suffix}`);
  await field(page, 'SKU').fill(`${SKU}-${suffix}`);
  await field(page, /^Option 1: name/).fill('Impedance');
  await field(page, /^Option 1: value/).fill(option);
  await page.getByRole('button', { name: 'Create product' }).click();
  await page.getByRole('heading', { level: 1, name: `${NAME} ${suffix}` }).waitFor();
  await page.getByText(/^Created at /).waitFor();
  // Back to the family's parent.
  await page.getByRole('link', { name: `Open the parent, ${SKU}` }).click();
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
}

describe('back office products journey', () => {
  it("shows each filter's chosen option in full at 1366 px ('Shown or hidden', not 'Shown or hidd')", async () => {
    const page = await b.page(DESKTOP);
    await signInAt(page, '/admin/products', admin);
    const filters = page.getByRole('search', { name: 'Find products' });
    await filters.getByRole('combobox', { name: 'On the site' }).waitFor();
    // Each list beside its own copy holding only its chosen option, sized to it: the list must be as wide.
    const cut = await filters.locator('select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((select) => {
        const probe = select.cloneNode(false) as HTMLSelectElement;
        probe.removeAttribute('id');
        probe.append(new Option(select.selectedOptions[0]?.text ?? ''));
        Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: 'auto' });
        select.parentElement!.append(probe);
        const needs = probe.getBoundingClientRect().width;
        probe.remove();
        const has = select.getBoundingClientRect().width;
        return has + 0.5 < needs
          ? [`${select.labels[0]?.textContent}: ${Math.round(has)} px of ${Math.ceil(needs)}`]
          : [];
      }),
    );
    expect(cut).toEqual([]);
  });

  it('adds a subwoofer family with a picture in a collection, stocks it by CSV, starts a 20% sale, and a signed-out shopper sees it all', async () => {
    const page = await b.page(DESKTOP);
    await signInAt(page, '/admin', admin);

    // /admin leads to the dashboard, first in the navigation; the products are next.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.getByRole('link', { name: /^Orders today/ }).waitFor();
    await expectAccessibleInBothThemes(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    const results = page.getByRole('table', { name: 'Products' });
    await results.getByRole('row').nth(1).waitFor();
    await expectAccessibleInBothThemes(page);

    // A search and a filter go into the URL, and the list follows.
    await page.getByRole('searchbox', { name: 'Search' }).fill('EVL');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'EVL');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('variant');
    await page.waitForURL((url) => url.searchParams.get('product_type') === 'variant');
    await page.getByText(/^1–\d+ of \d+ products?$/).waitFor();
    for (const name of await results.getByRole('row').nth(1).getByRole('link').allTextContents())
      expect(name).toMatch(/EVL/);

    // A catalogue CSV with a refused row: named, and nothing to apply.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('Catalogue CSV file').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,price\nEVL-12-D4,not a price\n'),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('table', { name: 'Refused rows' }).getByText('EVL-12-D4').waitFor();
    expect(await page.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);

    // The new subwoofer: the family's parent, in Car Subwoofers.
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await expectAccessibleInBothThemes(page);
    await field(page, 'Name').fill(NAME);
    await field(page, 'SKU').fill(SKU);
    expect(await field(page, /^Handle/).inputValue()).toBe(SLUG);
    await page.getByRole('radio', { name: /Variant family: the parent/ }).check();
    await page.getByRole('combobox', { name: /^Category/ }).fill('subwoofers');
    await field(page, 'Price').fill('299.99');
    await field(page, 'MAP').fill('299.99');
    await field(page, 'MSRP').fill('399.99');
    await page.getByRole('checkbox', { name: 'Sale enabled' }).check();
    await page.getByRole('searchbox', { name: 'Find a collection' }).fill('car-subwoofers');
    await page.getByRole('checkbox', { name: /^Car Subwoofers car-subwoofers$/ }).check();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByText(/^Created at /).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${SKU}`);

    // A picture, with its alt text.
    const pictures = page.getByRole('form', { name: 'Upload pictures' });
    await pictures.getByLabel('Pictures').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page),
    });
    await pictures
      .getByRole('textbox', { name: /Alt text of the upload/ })
      .fill('The subwoofer from the front');
    await pictures.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByRole('list', { name: `Pictures of ${NAME}, in order` })
      .getByRole('img', { name: 'The subwoofer from the front' })
      .waitFor();
    await pictures.getByRole('button', { name: 'Upload', exact: true, disabled: false }).waitFor();
    await expectAccessibleInBothThemes(page);

    // Two variants, each from the parent's screen.
    await addVariant(page, 'D2', 'Dual 2 Ohm');
    await addVariant(page, 'D4', 'Dual 4 Ohm');
    const variants = page.getByRole('table', { name: `Variants of ${NAME}` });
    await variants.getByRole('link', { name: `${NAME} D4` }).waitFor();
    expect(await variants.getByRole('row').count()).toBe(3);

    // Leaving with a change asks first.
    await field(page, 'Name').fill(`${NAME} changed`);
    await nav.getByRole('link', { name: 'Stock' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await expectAccessibleInBothThemes(page);
    await leave.getByRole('button', { name: 'Leave without saving' }).click();

    // The variants' stock from a stock CSV.
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,tpa,lv\n${SKU}-D2,30,5\n${SKU}-D4,12,0\n`),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('button', { name: 'Apply 2 changes' }).click();
    await page.getByText('Applied stock.csv: 2 SKUs changed (2 rows).').waitFor();

    // The parent's screen shows the family's stock.
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(SKU);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: `${SKU}` })
      .first();
    await row.getByText('In stock').waitFor();
    expect(await row.textContent()).toContain('47');
    expect(b.errors).toEqual([]);

    // A 20% sale, started from the editor.
    await nav.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    await startSaleFromEditor(page, SALE);
    expect(b.errors).toEqual([]);

    // A signed-out shopper: the collection lists it; its page shows the sale price, the stock label, the
    // picture and the sale's banner.
    const listed = await getJson<CollectionResponse>('/api/collections/car-subwoofers?pageSize=96');
    expect(listed.products.map((p) => p.sku)).toContain(SKU);
    const salePrice = formatMoney(salePriceCents(29_999, SALE.percent / 100) / 100);
    for (const viewport of [DESKTOP, MOBILE]) {
      const shopper = await b.page(viewport);
      await shopper.goto(`/products/${SLUG}`);
      await shopper.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const block = shopper.getByTestId('price-block').first();
      await block.getByText(salePrice).waitFor();
      expect(await block.getAttribute('data-kind')).toBe('sale');
      expect(await block.textContent()).toContain('$299.99');
      await shopper.getByText('In Stock', { exact: true }).first().waitFor();
      await shopper
        .getByRole('img', { name: /The subwoofer from the front/ })
        .first()
        .waitFor();
      const banner = shopper.getByRole('complementary', { name: 'Sale', exact: true }).first();
      expect(await banner.textContent()).toContain(`${SALE.title}: 20% off sale items`);
      await expectNoSeriousA11yViolations(shopper);
    }
    expect(b.errors).toEqual([]);
  });
});
