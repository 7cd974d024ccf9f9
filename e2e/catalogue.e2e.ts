import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_FETCHING,
  formatMoney,
  type CollectionResponse,
  type Product,
  type ProductCard,
} from '@shop/domain';
import {
  DESKTOP,
  E2E_WAIT_MS,
  MOBILE,
  baseUrl,
  expectNoSeriousA11yViolations,
  getJson,
  useBrowser,
} from './support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

describe('catalogue journeys', () => {
  it('opens a collection and shows its count line, cards and prices', async () => {
    const data = await getJson<CollectionResponse>('/api/collections/car-subwoofers');
    const page = await b.page();
    await page.goto('/collections/car-subwoofers');
    await page.getByRole('heading', { level: 1, name: data.collection.collection_page_title }).waitFor();
    const countLine = data.count === 1 ? '1 product' : `${data.count} products`;
    await page.getByText(countLine, { exact: true }).first().waitFor();
    const cards = page.locator('article');
    expect(await cards.count()).toBe(data.products.length);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });

  it("renders from the answers index.html embeds, without fetching them, and uses the route chunk's preloads once", async () => {
    for (const [path, reads] of [
      [
        '/collections/car-subwoofers',
        ['/api/menu', '/api/sales/active', '/api/home', '/api/collections/car-subwoofers?page=1'],
      ],
      ['/products/skar-evl-12', ['/api/menu', '/api/sales/active', '/api/home', '/api/product/skar-evl-12']],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const embedded = JSON.parse(
        /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
      ) as Record<string, unknown>;
      expect(Object.keys(embedded)).toEqual(['/api/cartv2', '/api/auth/session', ...reads]);
      const page = await b.page();
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const hinted = await page
        .locator('link[rel="preload"], link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(hinted.some((h) => /\/assets\/(collection|product)-page-/.test(h))).toBe(true);
      // A hint may still be loading when the heading shows (resource entries are added when a
      // response ends): wait for every hinted file, then count.
      await page.waitForFunction(
        (urls) => {
          const done = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
          return urls.every((u) => done.has(u));
        },
        hinted,
        { timeout: E2E_WAIT_MS },
      );
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({
          url: new URL(e.name).pathname + new URL(e.name).search,
          startTime: e.startTime,
        })),
      );
      const fetched = entries.map((e) => e.url);
      for (const url of hinted)
        expect(
          fetched.filter((f) => f === url),
          url,
        ).toHaveLength(1);
      // An embedded answer is fresh for the dedupe interval from when its query took it: a part of the page that
      // mounts later than that (a route chunk on a loaded machine) revalidates it, as the spec's fetching rules
      // say. Fetched within that time since the page began, the answer was not used.
      const unused = entries.filter((e) => e.startTime < DATA_FETCHING.dedupeMs).map((e) => e.url);
      for (const url of [...reads, '/api/cartv2', '/api/auth/session'])
        expect(unused, url).not.toContain(url);
    }
    expect(b.errors).toEqual([]);
  });

  it('opens a product from a collection card', async () => {
    const data = await getJson<CollectionResponse>('/api/collections/car-amplifiers');
    const first = data.products[0] as ProductCard;
    const page = await b.page(MOBILE);
    await page.goto('/collections/car-amplifiers');
    await page.getByRole('link', { name: first.name, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/products/${first.slug}`);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });

  it('picks a variant and sees the SKU, the image and the price change', async () => {
    const data = await getJson<CollectionResponse>('/api/collections/car-subwoofers?pageSize=96');
    const parent = data.products.find(
      (p) =>
        p.isParentSku &&
        p.variants.length >= 2 &&
        new Set(p.variants.map((v) => v.image_1)).size >= 2 &&
        p.variants.some((v) => v.variant_option_one_value !== p.variants[0]?.variant_option_one_value),
    );
    expect(parent, 'the seed has a parent subwoofer with differing variant images').toBeDefined();
    const [firstVariant, other] = [
      parent!.variants[0]!,
      parent!.variants.find((v) => v.image_1 !== parent!.variants[0]!.image_1)!,
    ];

    const page = await b.page();
    await page.goto(`/products/${parent!.slug}?sku=${encodeURIComponent(firstVariant.sku)}`);
    const sku = page.getByTestId('product-sku');
    await expect.poll(() => sku.textContent()).toContain(firstVariant.sku);

    await page.getByRole('button', { name: other.variant_option_one_value!, exact: true }).click();
    await expect.poll(() => sku.textContent()).toContain(other.sku);
    await expect.poll(() => new URL(page.url()).searchParams.get('sku')).toBe(other.sku);
    const mainImage = page.locator('main img').first();
    await expect.poll(() => mainImage.getAttribute('src')).toBe(other.image_1);
    const shownPrice = other.sale ? other.sale.price : other.price;
    await page.getByTestId('price-block').getByText(formatMoney(shownPrice)).first().waitFor();
    expect(b.errors).toEqual([]);
  });

  it("gives the product slider's 'Go to image n' dots a target of at least 24 by 24 px (WCAG 2.5.8)", async () => {
    const data = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
    let product: Product | undefined;
    for (const card of data.products.filter((p) => !p.isParentSku)) {
      product = await getJson<Product>(`/api/product/${card.slug}`);
      if (product.images.length > 1) break;
    }
    expect(product?.images.length, 'an amplifier has several images').toBeGreaterThan(1);
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await b.page(viewport);
      await page.goto(`/products/${product!.slug}`);
      const dots = page.getByRole('button', { name: /^Go to image \d+$/ });
      await dots.first().waitFor();
      const boxes = await dots.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label'), width: r.width, height: r.height };
        }),
      );
      expect(boxes.length).toBeGreaterThan(1);
      expect(boxes.filter((box) => box.width < 24 || box.height < 24)).toEqual([]);
    }
    expect(b.errors).toEqual([]);
  });

  it('shows the sale price and its label while the demo sale runs', async () => {
    const { sale } = await getJson<{ sale: { name: string } | null }>('/api/sales/active');
    expect(sale?.name).toBe('HolidaySale');
    const data = await getJson<CollectionResponse>('/api/collections/car-amplifiers?pageSize=96');
    const onSale = data.products.find((p) => p.sale && !p.isParentSku);
    expect(onSale, 'an amplifier is on sale').toBeDefined();

    const page = await b.page(DESKTOP);
    await page.goto(`/products/${onSale!.slug}`);
    const block = page.getByTestId('price-block').first();
    await block.waitFor();
    expect(await block.getAttribute('data-kind')).toBe('sale');
    const text = (await block.textContent()) ?? '';
    expect(text).toContain(formatMoney(onSale!.sale!.price));
    expect(text).toContain(formatMoney(onSale!.price));
    expect(onSale!.sale!.price).toBeCloseTo(Math.round(onSale!.price * 85) / 100, 2);
    await expectNoSeriousA11yViolations(page);
    expect(b.errors).toEqual([]);
  });
});
