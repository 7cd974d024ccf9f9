import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOOT_DATA_ELEMENT_ID, type MenuResponse, type ProductCard, type SearchResponse } from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

const jsonLdTypes = async (page: Page): Promise<string[]> => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // Every block must be valid JSON: JSON.parse throws otherwise.
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type'?: string } | { '@type'?: string }[];
    return (Array.isArray(data) ? data : [data]).map((d) => String(d['@type']));
  });
};

describe('navigation journeys', () => {
  it('goes from the mega menu to a collection', async () => {
    const menu = await getJson<MenuResponse>('/api/menu');
    const category = menu.categories.find(
      (c) => !c.mobileOnly && c.collections.some((col) => !col.isHidden && !col.slug),
    );
    expect(category).toBeDefined();
    const collection = category!.collections.find((col) => !col.isHidden && !col.slug)!;

    const page = await b.page(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: category!.category, exact: true });
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // A collection's link reads its title, then its subtitle when it has one ("Car Subwoofers Subs for every build").
    const title = new RegExp(`^${collection.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
    await nav.getByRole('link', { name: title }).first().click();
    await page.waitForURL(
      (url) => url.pathname.startsWith(`/collections/`) && url.pathname.includes(collection.handle),
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });

  it('walks the mobile drawer through 3 levels and back, and resets on close', async () => {
    const menu = await getJson<MenuResponse>('/api/menu');
    const category = menu.categories.find((c) =>
      c.collections.some((col) => !col.isHidden && col.products.length > 0),
    );
    const collection = category!.collections.find((col) => !col.isHidden && col.products.length > 0)!;

    const page = await b.page(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('no-scroll'))).toBe(true);
    await drawer.getByRole('button', { name: category!.category, exact: true }).click();
    await drawer.getByRole('button', { name: collection.title, exact: true }).click();
    const product = collection.products[0]!;
    await drawer
      .getByRole('link', { name: product.overrideTitle ?? product.title })
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: `Back from ${collection.title}` }).click();
    await drawer.getByRole('button', { name: collection.title, exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.evaluate(() => document.body.classList.contains('no-scroll'))).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: category!.category, exact: true }).waitFor();
    expect(b.errors).toEqual([]);
  });

  it('searches from the header and lands on the results page', async () => {
    const results = await getJson<SearchResponse>('/api/search/products?q=subwoofer');
    expect(results.count).toBeGreaterThan(0);
    const page = await b.page(DESKTOP);
    await page.goto('/');
    // The loading shell renders its own header; type only once the real page (and its header) is in.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByRole('searchbox').or(search.getByRole('textbox')).first().fill('subwoofer');
    await search.getByRole('searchbox').or(search.getByRole('textbox')).first().press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search/products' && url.searchParams.get('q') === 'subwoofer',
    );
    const first = results.products[0] as ProductCard;
    await page.getByRole('link', { name: first.name, exact: true }).first().waitFor();
    expect(await jsonLdTypes(page)).toContain('ItemList');
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });

  it('on a phone: the first product shows on the first screen, and the header bar stays in reach when scrolled', async () => {
    const page = await b.page(MOBILE);
    await page.goto('/collections/car-subwoofers');
    const firstCard = page
      .getByRole('list', { name: /products$/ })
      .getByRole('listitem')
      .first();
    await firstCard.waitFor();
    const top = (await firstCard.boundingBox())!.y;
    expect(top, 'the first product card starts on the first screen').toBeLessThan(MOBILE.height * 0.8);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const menu = page.getByRole('button', { name: 'Open menu' });
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
    await menu.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).waitFor();
    expect(b.errors).toEqual([]);
  });

  it('reads each layout answer once when the server could not embed them (a slow server)', async () => {
    const page = await b.page(MOBILE);
    // As when the server's own reads are late: index.html comes without the embedded answers.
    await page.route('**/pages/contact-us', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">.*?</script>`, 's'),
        '',
      );
      await route.fulfill({ response: res, body: html });
    });
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
        reads.push(new URL(r.url()).pathname);
    });
    await page.goto('/pages/contact-us', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const repeated = reads.filter((path, i) => reads.indexOf(path) !== i);
    // The loading layout's header starts them; the page's layout takes them over instead of reading again.
    expect(repeated).toEqual([]);
    expect(reads).toEqual(expect.arrayContaining(['/api/auth/session', '/api/cartv2']));
  });

  it('shows a real 404 page for an unknown path', async () => {
    const page = await b.page(MOBILE);
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404); // the server says so (no soft 404); the SPA still renders the page
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /not found|can.t find|404/i })
      .waitFor();
    await page.getByRole('link', { name: /home/i }).first().waitFor();
  });

  it('switches the theme and keeps it after a reload', async () => {
    const page = await b.page(DESKTOP);
    await page.goto('/');
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('button', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByRole('group', { name: 'Theme' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });

  it('emits valid JSON-LD on a product and a collection page', async () => {
    const page = await b.page(DESKTOP);
    await page.goto('/collections/car-amplifiers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    await page.goto('/products/skar-evl-12');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The EVL-12 family has options: a ProductGroup whose every variant is a Product with its offer (decision 063).
    expect(await jsonLdTypes(page)).toContain('ProductGroup');
    type Offer = { availability?: string; priceCurrency?: string };
    type Variant = { '@type': string; sku?: string; offers?: Offer };
    const group = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t) as { '@type': string; hasVariant?: Variant[] })
      .find((d) => d['@type'] === 'ProductGroup');
    expect(group?.hasVariant?.length).toBeGreaterThan(1);
    for (const variant of group?.hasVariant ?? []) {
      expect(variant['@type']).toBe('Product');
      expect(variant.offers?.priceCurrency).toBe('USD');
      expect(variant.offers?.availability).toMatch(/schema\.org\/(InStock|OutOfStock|PreOrder|Discontinued)/);
    }
  });

  it.each([
    ['home', '/'],
    ['collection', '/collections/car-speakers'],
    ['product', '/products/skar-evl-12'],
    ['search', '/search/products?q=amplifier'],
    ['content page', '/pages/frequently-asked-questions'],
  ])('has no serious axe violations on the %s page, desktop and mobile', async (_name, path) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await b.page(viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
