/**
 * Sales, collections and the menu in the back office, in a browser (decision 044): the demo administrator previews
 * a 20% sale in the editor and starts it; a signed-out shopper sees its banner and sale price on a product page
 * at once (no restart), and no longer after the administrator deactivates it; the sale is then deleted (after a
 * question), so the seeded HolidaySale is shown again for the journeys after this one. A product is added to a
 * collection and taken out again; the menu's editor opens and closes. axe-core runs on each screen in both
 * themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, salePriceCents, type AdminSaleList, type CollectionResponse } from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';
import {
  deleteSaleIfStored,
  expectAccessibleInBothThemes,
  signInAt,
  startSaleFromEditor,
} from './admin-support.js';

const b = useBrowser();
beforeAll(() => b.start());

const SALE_NAME = `E2E Spring ${Date.now()}`;
const TITLE = 'E2E Spring Sales Event Special';

/** A fresh browser context signed in as the demo administrator, at `path`. */
async function adminAt(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await b.page(viewport);
  await signInAt(page, path);
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  return page;
}

afterAll(async () => {
  // A journey that failed half way must not leave a 20% sale shown to the journeys after this file.
  try {
    await deleteSaleIfStored(await adminAt('/admin/sales'), SALE_NAME);
  } finally {
    await b.stop();
  }
});

/** A product on sale now (not a daily deal, not a parent), with its regular price. */
async function productOnSale() {
  const data = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
  const p = data.products.find((x) => x.sale && !x.isParentSku && !x.sale.isDailyDeal);
  if (!p) throw new Error('No amplifier is on sale: the seeded HolidaySale should run');
  return p;
}

const priceAt = (price: number, percent: number) => salePriceCents(Math.round(price * 100), percent) / 100;

/** The shopper's view of a product page: the sale banner's text (or null) and the price block's text. */
async function shopperSees(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  const block = page.getByTestId('price-block').first();
  await block.waitFor();
  const banner = page.getByRole('complementary', { name: 'Sale', exact: true });
  return {
    banner: (await banner.count()) > 0 ? await banner.first().textContent() : null,
    price: (await block.textContent()) ?? '',
    kind: await block.getAttribute('data-kind'),
  };
}

describe('back office: sales', () => {
  it('previews a 20% sale, starts it, and a signed-out shopper sees its banner and price at once; deactivated, they are gone', async () => {
    const product = await productOnSale();
    const at20 = priceAt(product.price, 0.2);
    const at15 = priceAt(product.price, 0.15);

    // The list: the seeded HolidaySale is shown now.
    let page = await adminAt('/admin/sales');
    await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor();
    const list = page.getByRole('list', { name: 'Sales, in display order' });
    await list.getByRole('heading', { level: 3, name: 'HolidaySale' }).waitFor();
    await page.getByText('Shown now: HolidaySale').waitFor();
    await expectAccessibleInBothThemes(page);

    // The editor: the preview shows the banner and the price at 20%, then the sale starts.
    await startSaleFromEditor(
      page,
      { name: SALE_NAME, percent: 20, title: TITLE, shortTitle: 'E2E Spring Sale', badge: 'E2E SALE' },
      async (preview) => {
        await preview.getByRole('textbox', { name: 'SKU to price' }).fill(product.sku);
        await preview.getByRole('button', { name: 'Add SKU' }).click();
        await preview.getByRole('img', { name: 'Mobile badge: E2E SALE' }).waitFor();
        const row = preview.getByRole('row', { name: new RegExp(product.sku) });
        await row.getByText(formatMoney(at20)).waitFor();
        expect(await row.textContent()).toContain(formatMoney(product.price));
        await expectAccessibleInBothThemes(page);
      },
    );
    expect(b.errors).toEqual([]);

    // A signed-out shopper (a fresh browser context) sees the banner and the 20% price, no restart.
    page = await b.page(MOBILE);
    const during = await shopperSees(page, product.slug);
    expect(during.banner).toContain(TITLE);
    expect(during.banner).toContain('20% off sale items');
    expect(during.kind).toBe('sale');
    expect(during.price).toContain(formatMoney(at20));
    await page.getByText('E2E SALE').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // The administrator deactivates it from the list.
    page = await adminAt('/admin/sales');
    const ours = page.getByRole('listitem', { name: `1. ${SALE_NAME}` });
    await ours.getByText('Shown now').waitFor();
    await ours.getByRole('button', { name: `Deactivate ${SALE_NAME}` }).click();
    await page.getByText(`Deactivated ${SALE_NAME}: the storefront no longer shows it.`).waitFor();
    await ours.getByText('Inactive').waitFor();
    await page.getByText('Shown now: HolidaySale').waitFor();
    await expectAccessibleInBothThemes(page);

    // The shopper: its banner and price are gone; the HolidaySale shows again.
    page = await b.page(MOBILE);
    const after = await shopperSees(page, product.slug);
    expect(after.banner ?? '').not.toContain(TITLE);
    expect(after.banner).toContain('Holiday Sales Event Special');
    expect(after.price).toContain(formatMoney(at15));
    expect(after.price).not.toContain(formatMoney(at20));

    // Deleted after a question: the list is as the seed left it.
    page = await adminAt('/admin/sales');
    await page
      .getByRole('listitem', { name: `1. ${SALE_NAME}` })
      .getByRole('button', { name: `Delete ${SALE_NAME}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete the sale “${SALE_NAME}”?` });
    await dialog.waitFor();
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Delete sale' }).click();
    await page.getByText(`Deleted ${SALE_NAME}.`).waitFor();
    const stored = (await (await page.request.get('/api/admin/sales')).json()) as AdminSaleList;
    expect(stored.sales.map((s) => s.setting.name)).not.toContain(SALE_NAME);
    expect(b.errors).toEqual([]);
  });
});

describe('back office: collections and menu', () => {
  it('adds a product to a collection and takes it out again; the shop follows; the menu editor opens', async () => {
    const handle = 'car-audio-installation-accessories-wiring-equipment/speaker-wire';
    const before = await getJson<CollectionResponse>(`/api/collections/${handle}`);
    const page = await adminAt('/admin/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections and menu' }).waitFor();
    await expectAccessibleInBothThemes(page);

    await page.getByRole('searchbox', { name: 'Find a collection' }).fill('speaker wire');
    await page
      .getByRole('table', { name: 'Collections' })
      .getByRole('link', { name: 'Speaker Wire' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Speaker Wire' }).waitFor();
    const members = page.getByRole('list', { name: 'Products in Speaker Wire, in order' });
    await members.getByRole('listitem').first().waitFor();
    const count = await members.getByRole('listitem').count();
    await page.getByRole('searchbox', { name: 'Find products to add' }).fill('SKDM-36');
    const results = page.getByRole('list', { name: 'Matching products' });
    await results.getByText('Sound Deadening Mat', { exact: false }).waitFor();
    await expectAccessibleInBothThemes(page);
    await results.getByRole('button', { name: 'Add SKDM-36' }).click();
    await page.getByText(`Added SKDM-36: it is number ${count + 1} of ${count + 1}.`).waitFor();
    await members.getByText('Sound Deadening Mat', { exact: false }).waitFor();
    const during = await getJson<CollectionResponse>(`/api/collections/${handle}`);
    expect(during.products.map((p) => p.sku)).toContain('SKDM-36');

    await members.getByRole('button', { name: 'Remove SKDM-36 from Speaker Wire' }).click();
    await page.getByText('Removed SKDM-36 from Speaker Wire.').waitFor();
    const after = await getJson<CollectionResponse>(`/api/collections/${handle}`);
    expect(after.products.map((p) => p.sku)).toEqual(before.products.map((p) => p.sku));

    // The menu: a category opens to its collections; an entry's form opens and closes without a change.
    await page.getByRole('link', { name: 'Header menu' }).click();
    const tree = page.getByRole('list', { name: 'Menu categories' });
    await tree.getByRole('button', { name: /^Amp Kits Wiring/ }).click();
    await page.getByRole('button', { name: 'Edit Speaker Wire' }).click();
    const form = page.getByRole('form', { name: 'Edit menu collection Speaker Wire' });
    await form.getByRole('checkbox', { name: 'Hide pricing' }).waitFor();
    expect(await form.getByRole('checkbox', { name: 'Hide pricing' }).isChecked()).toBe(true);
    await expectAccessibleInBothThemes(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('form', { name: 'Edit menu collection Speaker Wire' }).count()).toBe(0);
    expect(b.errors).toEqual([]);
  });
});
