import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  INCOMPATIBLE_LINE_MESSAGE,
  SUGGESTION_HEADING,
  SUGGESTION_MESSAGE,
  normalizeSize,
  VEHICLE_SIZES,
  type CartResponse,
  type CollectionResponse,
  type VehicleCollectionResponse,
} from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

const PATH = '/collections/vehicle-specific-subwoofer-enclosures';
const api = (query: Record<string, string>) =>
  getJson<VehicleCollectionResponse>(`/api${PATH}?${new URLSearchParams(query).toString()}`);
const countLine = (n: number) => (n === 1 ? '1 product' : `${n} products`);
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('vehicle-specific enclosures', () => {
  it('filters by type, year, make and model in the URL, and back restores the previous filters', async () => {
    const loaded = await api({ type: 'Loaded' });
    const make = loaded.facets.makes[0]!;
    const model = (await api({ type: 'Loaded', vehicle_make: make })).facets.models[0]!;
    const year = String(
      (await api({ type: 'Loaded', vehicle_make: make, vehicle_model: model })).facets.years[0]!,
    );
    const withMake = await api({ type: 'Loaded', vehicle_year: year, vehicle_make: make });
    const withModel = await api({
      type: 'Loaded',
      vehicle_year: year,
      vehicle_make: make,
      vehicle_model: model,
    });
    expect(withModel.count).toBeGreaterThan(0);

    const page = await b.page(DESKTOP);
    await page.goto(PATH);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Loaded' }).check();
    await page.getByText(countLine(loaded.count), { exact: true }).waitFor();
    expect(queryOf(page)).toEqual({ type: 'Loaded' });

    await filters.getByLabel('Year').selectOption(year);
    await expect.poll(() => queryOf(page)).toEqual({ type: 'Loaded', vehicle_year: year });
    await filters.getByLabel('Make').selectOption(make);
    await expect
      .poll(() => queryOf(page))
      .toEqual({ type: 'Loaded', vehicle_year: year, vehicle_make: make });
    await page.getByText(countLine(withMake.count), { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(make, { exact: true }).waitFor();
    await filters.getByLabel('Model').selectOption(model);
    await expect
      .poll(() => queryOf(page))
      .toEqual({ type: 'Loaded', vehicle_year: year, vehicle_make: make, vehicle_model: model });
    await page.getByText(countLine(withModel.count), { exact: true }).waitFor();
    expect(await page.locator('main article').count()).toBe(withModel.products.length);
    await expect.poll(() => page.title()).toContain(`${year} ${make} ${model}`);

    await page.goBack();
    await expect
      .poll(() => queryOf(page))
      .toEqual({ type: 'Loaded', vehicle_year: year, vehicle_make: make });
    await page.getByText(countLine(withMake.count), { exact: true }).waitFor();
    expect(await filters.getByLabel('Model').inputValue()).toBe('');
    expect(await filters.getByLabel('Make').inputValue()).toBe(make);
    expect(await filters.getByRole('checkbox', { name: 'Loaded' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });

  it('shows the horizontal filters and the Filters sidebar on mobile', async () => {
    const empty = await api({ type: 'Empty' });
    const page = await b.page(MOBILE);
    await page.goto(PATH);
    const bar = page.getByRole('group', { name: 'Quick filters' });
    await bar.getByRole('button', { name: 'Empty', exact: true }).click();
    await page.getByText(countLine(empty.count), { exact: true }).waitFor();
    expect(queryOf(page)).toEqual({ type: 'Empty' });
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Empty' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(b.errors).toEqual([]);
  });

  it('suggests subwoofers for an empty enclosure and warns about an incompatible one', async () => {
    // A listing card carries no properties (decision 071): the size filter and the subwoofers' size
    // sub-collections tell the sizes.
    let enclosure: VehicleCollectionResponse['products'][number] | undefined;
    let size = '';
    for (const s of VEHICLE_SIZES) {
      enclosure = (await api({ type: 'Empty', sizes: s })).products.find(
        (p) => p.isInStock && !p.isParentSku,
      );
      size = normalizeSize(s);
      if (enclosure) break;
    }
    expect(enclosure, 'an in-stock empty vehicle enclosure').toBeDefined();
    const otherInches = ['8', '10', '12', '15'].filter((n) => normalizeSize(`${n}"`) !== size);
    let misfit: { sku: string; slug: string } | undefined;
    for (const n of otherInches) {
      const subs = await getJson<CollectionResponse>(
        `/api/collections/car-subwoofers/${n}-inch-subwoofers?pageSize=96`,
      );
      // Listing variants are slim: a variant is reached through its family's page and shares its size.
      misfit = subs.products
        .flatMap((p) => (p.variants.length ? p.variants : [p]).map((v) => ({ ...v, slug: p.slug })))
        .find((v) => v.isInStock);
      if (misfit) break;
    }
    expect(misfit, 'an in-stock subwoofer of another size').toBeDefined();

    const page = await b.page(DESKTOP);
    await page.goto(`${PATH}?type=Empty`);
    await page.getByRole('button', { name: `Add to Cart: ${enclosure!.name}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await drawer.waitFor();
    await drawer.getByText(SUGGESTION_MESSAGE).waitFor();
    await drawer.getByRole('heading', { name: SUGGESTION_HEADING }).waitFor();

    const readCart = () =>
      page.evaluate(async () => (await (await fetch('/api/cartv2')).json()) as CartResponse);
    const suggested = (await readCart()).suggestions?.[0];
    expect(suggested, 'the cart suggests a subwoofer').toBeDefined();
    await drawer.getByRole('button', { name: `Add to Cart: ${suggested!.name}` }).click();
    await expect.poll(async () => (await readCart()).items.map((l) => l.sku)).toContain(suggested!.sku);
    const line = (await readCart()).items.find((l) => l.sku === suggested!.sku)!;
    await drawer
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem', { name: line.short_title })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await drawer.getByText(INCOMPATIBLE_LINE_MESSAGE).count()).toBe(0);

    await page.keyboard.press('Escape');
    await page.goto(`/products/${misfit!.slug}?sku=${encodeURIComponent(misfit!.sku)}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await drawer.waitFor();
    await drawer.getByText(INCOMPATIBLE_LINE_MESSAGE).waitFor();
    expect(await drawer.getByText(INCOMPATIBLE_LINE_MESSAGE).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });
});
