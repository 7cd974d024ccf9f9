/**
 * /api/admin/reviews over HTTP (decision 051): the shop's public reply (shown under the review on the product page,
 * plain text, length-limited, editable, removable) and deleting one photo (an uploaded one's file goes too),
 * each audited.
 */
import { AdminReviewSchema, AuditListSchema, ReviewListResponseSchema, type Review } from '@shop/domain';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { adminWrite, codeOf } from '../../test/admin-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { addReviews, orderFor } from '../../test/review-factories.js';
import { makeProduct, type MadeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
let product: MadeProduct;
let id: number;

const shown = async (reviewId: number): Promise<Review | undefined> =>
  ReviewListResponseSchema.parse(
    (await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}`).expect(200)).body,
  ).reviews.find((r) => r.id === reviewId);
const reply = (reviewId: number, text: unknown) =>
  adminWrite(admin, 'put', `/api/admin/reviews/${reviewId}/reply`, { reply: text });
const auditOf = async (reviewId: number) =>
  AuditListSchema.parse(
    (await admin.get(`/api/admin/audit?entity=review&entity_id=${reviewId}`).expect(200)).body,
  ).entries;

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, reviewRateLimit: 1000 } });
  product = await makeProduct(t.db, { sku: 'REP-SUB' });
  [id] = (await addReviews(t.db, product, [{ rating: 2, images: 3 }])) as [number];
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

describe("the shop's reply", () => {
  it('shows under the review at once, edited, then removed', async () => {
    expect((await shown(id))?.reply).toBeNull();
    const res = await reply(id, '  Sorry to hear that.\r\n\r\n\r\nWe have mailed you a replacement.  ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = 'Sorry to hear that.\n\nWe have mailed you a replacement.';
    expect(AdminReviewSchema.parse(res.body).reply).toEqual({ body: text, at: TEST_NOW.toISOString() });
    expect((await shown(id))?.reply).toEqual({ body: text, at: TEST_NOW.toISOString() });

    await reply(id, 'Replacement sent.').then((r) => expect(r.status).toBe(200));
    expect((await shown(id))?.reply?.body).toBe('Replacement sent.');
    // The same text again changes nothing (no audit entry).
    await reply(id, 'Replacement sent.').then((r) => expect(r.status).toBe(200));

    const removed = await adminWrite(admin, 'delete', `/api/admin/reviews/${id}/reply`);
    expect(AdminReviewSchema.parse(removed.body).reply).toBeNull();
    expect((await shown(id))?.reply).toBeNull();

    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'review.reply-remove',
      'review.reply-edit',
      'review.reply',
    ]);
  });

  it('keeps markup as plain text', async () => {
    const script = '<script>alert(1)</script>';
    await reply(id, script).then((r) => expect(r.status).toBe(200));
    expect((await shown(id))?.reply?.body).toBe(script);
  });

  it('refuses an empty, over-long, control-character or missing reply with 400', async () => {
    for (const bad of ['', '   \n ', 'x'.repeat(1001), 'bell\u0007', null, 42]) {
      const res = await reply(id, bad);
      expect([res.status, codeOf(res)], JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await reply(id, 'x'.repeat(1000))).status).toBe(200);
    expect(codeOf(await reply(999_999, 'Hello'))).toBe('NOT_FOUND');
  });
});

describe('deleting a photo', () => {
  it('removes it from the review and the photo lists; the later ones move up a place', async () => {
    const res = await adminWrite(admin, 'delete', `/api/admin/reviews/${id}/photos/1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminReviewSchema.parse(res.body).photos).toEqual([
      { position: 0, url: `/img/r/${id}/1.svg`, thumb: `/img/r/${id}/1.svg` },
      { position: 1, url: `/img/r/${id}/3.svg`, thumb: `/img/r/${id}/3.svg` },
    ]);
    expect((await shown(id))?.images).toEqual([`/img/r/${id}/1.svg`, `/img/r/${id}/3.svg`]);
    const again = await adminWrite(admin, 'delete', `/api/admin/reviews/${id}/photos/2`);
    expect([again.status, codeOf(again)]).toEqual([404, 'NOT_FOUND']);
    const bad = await adminWrite(admin, 'delete', `/api/admin/reviews/${id}/photos/10`);
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'review.photo-delete',
      before: { position: 1, url: `/img/r/${id}/2.svg` },
    });
  });

  it("deletes an uploaded photo's file: its URL answers 404", async () => {
    const buyer = await makeUser(t.db);
    await orderFor(t.db, buyer, [product]);
    const agent = await signedInAgent(t.app, buyer);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#208040' } })
      .png()
      .toBuffer();
    const upload = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(201);
    const { imageId, url } = upload.body as { imageId: string; url: string };
    const written = await agent
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 4, title: 'With a photo', body: 'Look', imageIds: [imageId] })
      .expect(201);
    const reviewId = (written.body as { review: { id: number } }).review.id;
    await request(t.app).get(url).expect(200);

    await adminWrite(admin, 'delete', `/api/admin/reviews/${reviewId}/photos/0`).then((r) =>
      expect(r.status).toBe(200),
    );
    await request(t.app).get(url).expect(404);
    expect((await shown(reviewId))?.images).toEqual([]);
  });
});
