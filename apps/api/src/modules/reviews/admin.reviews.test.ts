/**
 * /api/admin/reviews over HTTP against the real store (decision 051): who may call it, the queue (held first,
 * filters, paging), holding new reviews for a check and approving them, and hide / restore taking a review
 * off the product page, its count and its average at once. Replies and photos: admin.reviews.edit.test.ts.
 */
import {
  AdminReviewListSchema,
  AdminReviewSchema,
  AuditListSchema,
  ErrorBodySchema,
  ProductSchema,
  ReviewListResponseSchema,
  WriteReviewResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { addReviews, orderFor } from '../../test/review-factories.js';
import { makeProduct, type MadeProduct } from '../../test/shop-factories.js';
import { refreshRating } from './reviews.ratings.repo.js';
import { adminReviewsTable } from './admin.reviews.routes.js';
import {
  adminWrite,
  bearer,
  codeOf,
  expectAdminOnly,
  expectScoped,
  makeApiKeys,
} from '../../test/admin-helpers.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let product: MadeProduct;
let ids: number[];
let keys: Record<'read' | 'write' | 'catalog', string>;

const publicList = async (sku: string) =>
  ReviewListResponseSchema.parse(
    (await request(t.app).get(`/api/reviews/skuList?skus=${sku}`).expect(200)).body,
  );
const ratingOf = async (sku: string) =>
  ProductSchema.parse((await request(t.app).get(`/api/product/${sku}`).expect(200)).body).rating;
const queue = async (query = '') =>
  AdminReviewListSchema.parse((await admin.get(`/api/admin/reviews${query}`).expect(200)).body);
const act = async (id: number, action: string, status = 200) => {
  const res = await adminWrite(admin, 'post', `/api/admin/reviews/${id}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
};

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000, reviewRateLimit: 1000 },
  });
  product = await makeProduct(t.db, { sku: 'REV-SUB', tpa: 10 });
  // Ratings 5, 4, 3 (average 4.0); the first has two photos.
  ids = await addReviews(t.db, product, [{ rating: 5, images: 2 }, { rating: 4 }, { rating: 3 }]);
  await refreshRating(t.db, product.id);
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = await makeApiKeys(admin, {
    read: 'reviews:read',
    write: 'reviews:write',
    catalog: 'catalog:write',
  });
});
afterAll(() => t.close());

describe('who may call /api/admin/reviews', () => {
  it('refuses anonymous callers (401), shoppers and dealers (403) on every route', async () => {
    await expectAdminOnly(t.app, adminReviewsTable, [shopper, dealer]);
  });

  it('refuses a key without the route scope: reads need reviews:read, writes reviews:write', async () => {
    await expectScoped(t.app, adminReviewsTable, (scope) => [
      keys.catalog,
      scope === 'reviews:read' ? keys.write : keys.read,
    ]);
    await request(t.app).get('/api/admin/reviews').set(bearer(keys.read)).expect(200);
  });

  it("checks the csrf token of an administrator's session writes, and never a key's", async () => {
    const noCsrf = await admin.post(`/api/admin/reviews/${ids[1]}/hide`).send({});
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const byKey = await request(t.app)
      .post(`/api/admin/reviews/${ids[1]}/hide`)
      .set(bearer(keys.write))
      .send({});
    expect(AdminReviewSchema.parse(byKey.body).state).toBe('hidden');
    await request(t.app)
      .post(`/api/admin/reviews/${ids[1]}/restore`)
      .set(bearer(keys.write))
      .send({})
      .expect(200);
  });

  it('states each scope in OpenAPI', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.paths['/api/admin/reviews']?.get?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['reviews:read'] },
    ]);
    expect(doc.paths['/api/admin/reviews/{id}/hide']?.post?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['reviews:write'] },
    ]);
  });
});

describe('hide and restore', () => {
  it('takes a review off the product page, its count and its average at once, and brings it back', async () => {
    // Read (and cached) before the change.
    expect((await publicList(product.sku)).count).toBe(3);
    expect(await ratingOf(product.sku)).toEqual({ avg_rating: 4, count: 3 });

    const hidden = AdminReviewSchema.parse((await act(ids[0]!, 'hide')).body);
    expect(hidden).toMatchObject({ id: ids[0], state: 'hidden', sku: 'REV-SUB' });
    const after = await publicList(product.sku);
    expect(after.reviews.map((r) => r.id)).not.toContain(ids[0]);
    expect([after.count, after.avgScore]).toEqual([2, 3.5]);
    expect(await ratingOf(product.sku)).toEqual({ avg_rating: 3.5, count: 2 });
    const photos = ReviewListResponseSchema.parse(
      (await request(t.app).get(`/api/reviews/with-images?skus=${product.sku}`).expect(200)).body,
    );
    expect(photos.count).toBe(0);

    await act(ids[0]!, 'restore');
    expect((await publicList(product.sku)).count).toBe(3);
    expect(await ratingOf(product.sku)).toEqual({ avg_rating: 4, count: 3 });
  });

  it('refuses a move that does not apply (409), an unknown review (404) and a bad id (400)', async () => {
    expect(codeOf(await act(ids[0]!, 'restore', 409))).toBe('REVIEW_STATE_CONFLICT');
    expect(codeOf(await act(ids[0]!, 'approve', 409))).toBe('REVIEW_STATE_CONFLICT');
    expect(codeOf(await act(999_999, 'hide', 404))).toBe('NOT_FOUND');
    const bad = await adminWrite(admin, 'post', '/api/admin/reviews/abc/hide');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('holding new reviews for a check', () => {
  it('holds a shopper’s review until approved, and says so in the answer', async () => {
    const setting = await adminWrite(admin, 'put', '/api/admin/reviews/settings', { mode: 'hold' });
    expect(setting.body).toEqual({ mode: 'hold' });
    expect((await admin.get('/api/admin/reviews/settings').expect(200)).body).toEqual({ mode: 'hold' });

    const buyer = await makeUser(t.db, { firstName: 'Hana' });
    await orderFor(t.db, buyer, [product]);
    const written = await (
      await signedInAgent(t.app, buyer)
    )
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 1, title: 'Held one', body: 'Waits for a check' })
      .expect(201);
    const { review, held } = WriteReviewResponseSchema.parse(written.body);
    expect(held).toBe(true);
    expect((await publicList(product.sku)).reviews.map((r) => r.id)).not.toContain(review.id);

    const pending = await queue('?status=pending');
    expect(pending.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(pending.pendingCount).toBe(1);
    // Held reviews come first, whatever their date.
    expect((await queue()).reviews[0]?.id).toBe(review.id);

    await act(review.id, 'approve');
    const shown = await publicList(product.sku);
    expect(shown.reviews[0]).toMatchObject({ id: review.id, title: 'Held one' });
    expect(await ratingOf(product.sku)).toEqual({ avg_rating: 3.3, count: 4 });
    expect((await queue()).pendingCount).toBe(0);

    await adminWrite(admin, 'put', '/api/admin/reviews/settings', { mode: 'publish' });
    const next = await makeUser(t.db);
    await orderFor(t.db, next, [product]);
    const published = await (
      await signedInAgent(t.app, next)
    )
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 5, title: 'At once', body: 'Shown now' })
      .expect(201);
    expect(WriteReviewResponseSchema.parse(published.body).held).toBe(false);
    expect((await publicList(product.sku)).count).toBe(5);
  });

  it('refuses an unknown mode', async () => {
    const res = await adminWrite(admin, 'put', '/api/admin/reviews/settings', { mode: 'later' });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the queue', () => {
  it('filters by state, rating, product and photos, and pages by 20', async () => {
    const other = await makeProduct(t.db, { sku: 'REV-AMP' });
    await addReviews(
      t.db,
      other,
      Array.from({ length: 23 }, (_, i) => ({ rating: (i % 5) + 1 })),
    );
    expect((await queue('?sku=rev-amp')).total).toBe(23);
    expect((await queue('?sku=REV-AMP&rating=2')).reviews.every((r) => r.rating === 2)).toBe(true);
    expect((await queue('?sku=REV-AMP&rating=2')).total).toBe(5);
    const photos = await queue('?withPhotos=true');
    expect(photos.reviews.map((r) => r.id)).toEqual([ids[0]]);
    expect(photos.reviews[0]?.photos.map((p) => p.position)).toEqual([0, 1]);
    expect((await queue('?withPhotos=false&sku=REV-SUB')).total).toBe(4);
    const second = await queue('?sku=REV-AMP&page=2');
    expect([second.reviews.length, second.page, second.pageSize]).toEqual([3, 2, 20]);
    expect((await queue('?sku=REV-AMP&page=3')).reviews).toEqual([]);
    await act(ids[2]!, 'hide');
    expect((await queue('?status=hidden')).reviews.map((r) => r.id)).toEqual([ids[2]]);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of ['status=rejected', 'rating=6', 'page=0', 'withPhotos=yes', 'sku=%00', 'sku=']) {
      const res = await admin.get(`/api/admin/reviews?${q}`);
      expect([res.status, codeOf(res)], q).toEqual([400, 'VALIDATION_FAILED']);
      expect(ErrorBodySchema.safeParse(res.body).success).toBe(true);
    }
  });
});

describe('the audit log', () => {
  it('records each move and the setting with its actor', async () => {
    const entries = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=review&entity_id=${ids[0]}`).expect(200)).body,
    ).entries;
    expect(entries.map((e) => e.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(entries.find((e) => e.action === 'review.hide')).toMatchObject({
      before: { state: 'published' },
      after: { state: 'hidden' },
    });
    const setting = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=setting').expect(200)).body,
    ).entries;
    expect(setting.map((e) => e.action)).toEqual(['review-setting.update', 'review-setting.update']);
    expect(setting.every((e) => /^user:\d+$/.test(e.actor))).toBe(true);
  });
});
