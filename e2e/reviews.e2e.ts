import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountReviewSkuResponse, CollectionResponse, ReviewListResponse } from '@shop/domain';
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, getJson, useBrowser } from './support.js';

const b = useBrowser();
beforeAll(() => b.start());
afterAll(() => b.stop());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A small solid red RGB PNG. */
function redPng(size = 24): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 38, 38]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const familyOf = (p: CollectionResponse['products'][number]) =>
  [p.sku, ...p.variants.map((v) => v.sku)].join(',');

/** A product whose reviews fill more than one page and include photos from at least two reviews. */
async function productWithManyReviews() {
  for (const handle of ['car-subwoofers', 'car-amplifiers']) {
    const data = await getJson<CollectionResponse>(`/api/collections/${handle}?pageSize=96`);
    for (const p of data.products) {
      const skus = encodeURIComponent(familyOf(p));
      const list = await getJson<ReviewListResponse>(`/api/reviews/skuList?skus=${skus}&page=0`);
      if (list.count <= 20) continue;
      const photos = await getJson<ReviewListResponse>(
        `/api/reviews/with-images?skus=${skus}&page=0&limit=25`,
      );
      if (photos.reviews.length >= 2) return { product: p, list, photos };
    }
  }
  throw new Error('The seed has no product with more than 20 reviews and photos from 2 reviews');
}

describe('reviews with photos', () => {
  it('pages through a product’s reviews, moves across reviews in the photo lightbox and closes it with back', async () => {
    const { product, list } = await productWithManyReviews();
    const page = await b.page(DESKTOP);
    await page.goto(`/products/${product.slug}`);
    const section = page.locator('#product-reviews');
    await section.getByText(`Based on ${list.count} reviews`).waitFor();
    await section.getByRole('article', { name: list.reviews[0]!.title }).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    // The list's page 2 (0-based page 1).
    const second = await getJson<ReviewListResponse>(
      `/api/reviews/skuList?skus=${encodeURIComponent(familyOf(product))}&page=1`,
    );
    await section
      .getByRole('navigation', { name: 'Review pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await section.getByRole('article', { name: second.reviews[0]!.title }).first().waitFor();
    expect(await section.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A Customer Photos tile opens the lightbox under #reviewPopup; Next moves on to another review.
    await section.getByRole('list', { name: 'Customer photos' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Review Photos' });
    await dialog.waitFor();
    expect(new URL(page.url()).hash).toBe('#reviewPopup');
    await expect.poll(() => dialog.locator('img[data-status]').getAttribute('data-status')).toBe('complete');
    const firstTitle = await dialog.locator('h3').textContent();
    const next = dialog.getByRole('button', { name: 'Next photo' });
    for (let i = 0; i < 6 && (await dialog.locator('h3').textContent()) === firstTitle; i++)
      await next.click();
    expect(await dialog.locator('h3').textContent()).not.toBe(firstTitle);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();

    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('');
    expect(b.errors).toEqual([]);
  });

  it('signs in, opens an ordered product with ?review, writes a review with a photo and sees it listed', async () => {
    const page = await b.page(MOBILE);
    await page.goto('/account/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('retail@skar.test');
    await page.getByLabel('Password', { exact: true }).fill('ShopDemo123!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));

    const answer = (await (
      await page.request.get('/api/reviews/account/sku')
    ).json()) as AccountReviewSkuResponse;
    const item = answer.data.itemsWithoutReviews.find((i) => i.path);
    expect(item, 'the demo retail account has an ordered, unreviewed product').toBeDefined();
    const path = item!.path!.startsWith('/') ? item!.path! : `/products/${item!.path}`;

    await page.goto(`${path}${path.includes('?') ? '&' : '?'}review`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    const title = `Photo review ${Date.now()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Review').fill('Installed it last weekend: deep bass, no rattles.');
    await form
      .getByLabel('Add photos')
      .setInputFiles({ name: 'install.png', mimeType: 'image/png', buffer: redPng() });
    await form.getByText('Uploaded').waitFor();
    await form.getByRole('button', { name: 'Submit review' }).click();

    await page.getByText('Thank you! Your review has been posted.').waitFor();
    const mine = page.locator('#product-reviews').getByRole('article', { name: title });
    await mine.waitFor();
    await mine.getByText(/^By \S+ on /).waitFor();
    expect(await mine.getByRole('img', { name: new RegExp(`from the review ${title}`) }).count()).toBe(1);
    expect(b.errors).toEqual([]);
  });
});
