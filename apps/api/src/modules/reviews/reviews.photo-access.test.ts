/**
 * Who may fetch a review's photos (decision 061), over HTTP through the shop's front (fast path, static files,
 * app): everyone while the review is published, cached briefly and never as immutable; once the back office
 * hides it, nobody but an administrator (whose copy is never stored), and everyone again once it is restored.
 * Both kinds: a seeded photo (/img/r/..., the image store) and an uploaded one (/img/reviews/..., and its
 * thumbnail). A held review's photos wait for its approval.
 */
import { WriteReviewResponseSchema } from '@shop/domain';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { addReviews, orderFor } from '../../test/review-factories.js';
import { makeProduct, type MadeProduct } from '../../test/shop-factories.js';
import { createImagesRepo, reviewPhotoPath } from '../images/images.repo.js';
import { REVIEW_PHOTO_MAX_AGE_S } from './reviews.photo-access.js';
import { setReviewModeration } from './reviews.setting.js';

let t: TestApp;
let admin: Agent;
let product: MadeProduct;
let seededId: number;
let uploadedId: number;
let seededUrl: string;
let uploaded: { url: string; thumbUrl: string };

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#208040' } })
    .png()
    .toBuffer();

/** A buyer's review of `product` with one uploaded photo; its id and the photo's URLs. */
async function reviewWithUpload(sku: string) {
  const buyer = await makeUser(t.db);
  await orderFor(t.db, buyer, [product]);
  const agent = await signedInAgent(t.app, buyer);
  const upload = await agent
    .post('/api/reviews/photos')
    .set('Content-Type', 'image/png')
    .send(await png())
    .expect(201);
  const photo = upload.body as { imageId: string; url: string; thumbUrl: string };
  const written = await agent
    .post('/api/reviews')
    .send({ sku, rating: 4, title: 'With a photo', body: 'Look', imageIds: [photo.imageId] })
    .expect(201);
  return { written: WriteReviewResponseSchema.parse(written.body), photo };
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, reviewRateLimit: 1000 } });
  product = await makeProduct(t.db, { sku: 'PHOTO-SUB' });
  [seededId] = (await addReviews(t.db, product, [{ images: 1 }])) as [number];
  seededUrl = reviewPhotoPath(seededId, 1);
  await createImagesRepo(t.db).add({
    path: seededUrl,
    contentType: 'image/svg+xml; charset=utf-8',
    body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>seeded</text></svg>'),
    createdAt: TEST_NOW.toISOString(),
  });
  const { written, photo } = await reviewWithUpload(product.sku);
  uploadedId = written.review.id;
  uploaded = photo;
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

/** Fetched by a shopper through the shop's front, as the server runs it. */
const fetchPublic = (url: string) => request(t.handle).get(url);
const moderate = async (id: number, action: 'hide' | 'restore' | 'approve') => {
  const res = await adminWrite(admin, 'post', `/api/admin/reviews/${id}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const photosOf = () => [
  { id: seededId, urls: [seededUrl] },
  { id: uploadedId, urls: [uploaded.url, uploaded.thumbUrl] },
];

describe("a review's photos", () => {
  it(`are public while it is published, cached ${REVIEW_PHOTO_MAX_AGE_S} s and never as immutable`, async () => {
    expect(REVIEW_PHOTO_MAX_AGE_S).toBeLessThanOrEqual(600);
    for (const { urls } of photosOf())
      for (const url of urls) {
        const res = await fetchPublic(url).expect(200);
        expect(res.headers['cache-control'], url).toBe(`public, max-age=${REVIEW_PHOTO_MAX_AGE_S}`);
      }
  });

  it('answer 404 once the review is hidden (also after being fetched), except to an administrator; restored, they are back', async () => {
    for (const { urls } of photosOf()) for (const url of urls) await fetchPublic(url).expect(200);
    for (const { id } of photosOf()) await moderate(id, 'hide');

    for (const { urls } of photosOf())
      for (const url of urls) {
        const gone = await fetchPublic(url).expect(404);
        expect((gone.body as { error: { code: string } }).error.code).toBe('NOT_FOUND');
        // A signed-in shopper sees no more than anyone.
        const shopper = await signedInAgent(t.app, await makeUser(t.db));
        await shopper.get(url).expect(404);
        // The back office still shows it, and no cache on the way keeps it.
        const own = await admin.get(url).expect(200);
        expect(own.headers['cache-control'], url).toBe('private, no-store');
      }

    for (const { id } of photosOf()) await moderate(id, 'restore');
    for (const { urls } of photosOf()) for (const url of urls) await fetchPublic(url).expect(200);
  });

  it('of a held review wait for its approval', async () => {
    await setReviewModeration(t.db, 'hold', TEST_NOW.toISOString());
    const other = await makeProduct(t.db, { sku: 'PHOTO-HELD' });
    product = other;
    const { written, photo } = await reviewWithUpload(other.sku);
    expect(written.held).toBe(true);
    await fetchPublic(photo.url).expect(404);
    await admin.get(photo.url).expect(200);
    await moderate(written.review.id, 'approve');
    await fetchPublic(photo.url).expect(200);
  });
});
