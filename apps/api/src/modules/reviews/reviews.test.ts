import {
  AccountReviewSkuResponseSchema,
  ErrorBodySchema,
  ReviewListResponseSchema,
  ReviewPhotoUploadResponseSchema,
  ThumbsUpResponseSchema,
  WriteReviewResponseSchema,
} from '@shop/domain';
import sharp from 'sharp';
import request from 'supertest';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent, type MadeUser } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct, type MadeProduct } from '../../test/shop-factories.js';
import { addReviews, orderFor } from '../../test/review-factories.js';

const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const list = (res: request.Response) => ReviewListResponseSchema.parse(res.body);

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ configOverrides: { signInRateLimit: 1000, reviewRateLimit: 1000 } });
});
afterAll(() => t.close());

describe('GET /api/reviews/skuList', () => {
  let product: MadeProduct;
  let other: MadeProduct;
  beforeAll(async () => {
    product = await makeProduct(t.db);
    other = await makeProduct(t.db);
    // 45 reviews: ratings 5,4,3,5,4,3,... (average 4.0); the newest is 'Review 44'.
    await addReviews(
      t.db,
      product,
      Array.from({ length: 45 }, (_, i) => ({ rating: 5 - (i % 3), name: 'Ada Lovelace' })),
    );
    await addReviews(t.db, other, [{ rating: 1 }]);
  });

  it('answers page 0 with the 20 newest reviews, the total count and the average', async () => {
    const res = await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}&page=0`).expect(200);
    const body = list(res);
    expect(body.count).toBe(45);
    expect(body.avgScore).toBe(4);
    expect(body.reviews).toHaveLength(20);
    expect(body.reviews[0]?.title).toBe('Review 44');
    expect(body.reviews[19]?.title).toBe('Review 25');
  });

  it('defaults to page 0 and serves the last page partly filled, then empty pages', async () => {
    expect(list(await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}`)).reviews).toHaveLength(
      20,
    );
    const last = list(
      await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}&page=2`).expect(200),
    );
    expect(last.reviews.map((r) => r.title)).toEqual([
      'Review 4',
      'Review 3',
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
    const beyond = list(
      await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}&page=3`).expect(200),
    );
    expect(beyond).toEqual({ reviews: [], count: 45, avgScore: 4 });
  });

  it('shows the reviewer by first name only and never sends the last name', async () => {
    const res = await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}`).expect(200);
    expect(list(res).reviews.every((r) => r.reviewer.name === 'Ada')).toBe(true);
    expect(res.text).not.toContain('Lovelace');
  });

  it('combines the reviews of several skus', async () => {
    const body = list(
      await request(t.app).get(`/api/reviews/skuList?skus=${product.sku},${other.sku}`).expect(200),
    );
    expect(body.count).toBe(46);
    expect(body.avgScore).toBe(3.9);
  });

  it('answers an empty list for an unknown sku', async () => {
    const res = await request(t.app).get('/api/reviews/skuList?skus=NO-SUCH-SKU&page=0').expect(200);
    expect(res.body).toEqual({ reviews: [], count: 0, avgScore: 0 });
  });

  it.each([
    ['page=-1', `skus=X&page=-1`],
    ['a missing skus', 'page=0'],
    ['an empty skus', 'skus=&page=0'],
    ['a page that is not a number', 'skus=X&page=abc'],
    ['51 skus', `skus=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}`],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const res = await request(t.app).get(`/api/reviews/skuList?${query}`).expect(400);
    expect(code(res)).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/reviews/with-images', () => {
  it('lists only reviews with photos, newest first, limit at a time', async () => {
    const product = await makeProduct(t.db);
    await addReviews(t.db, product, [{ images: 2 }, {}, { images: 1 }, { images: 3 }]);
    const body = list(
      await request(t.app).get(`/api/reviews/with-images?skus=${product.sku}&page=0&limit=2`).expect(200),
    );
    expect(body.count).toBe(3);
    expect(body.reviews.map((r) => r.images.length)).toEqual([3, 1]);
    expect(body.reviews[0]?.images[0]).toMatch(/^\/img\/r\/\d+\/1\.svg$/);
    const next = list(
      await request(t.app).get(`/api/reviews/with-images?skus=${product.sku}&page=1&limit=2`),
    );
    expect(next.reviews.map((r) => r.images.length)).toEqual([2]);
  });

  it('refuses a limit above 25', async () => {
    expect(code(await request(t.app).get('/api/reviews/with-images?skus=X&limit=26').expect(400))).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('seeded reviews', () => {
  it('draws a seeded review photo as an SVG, cached briefly (its review may be hidden)', async () => {
    const { review_id: id } = await t.db
      .selectFrom('review_images')
      .select('review_id')
      .orderBy('review_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await request(t.app).get(`/img/r/${id}/1.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.body)).toContain('<svg');
  });

  it('gives most products reviews, and the catalogue rating matches them', async () => {
    const { share } = (
      await sql<{ share: number }>`
        SELECT avg(CASE WHEN EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) THEN 1 ELSE 0 END)
               AS share
          FROM products p
         WHERE p.is_parent = 0 AND p.enabled_on_site = 1 AND p.sku NOT LIKE 'T-PROD-%'`.execute(t.db)
    ).rows[0]!;
    expect(Number(share)).toBeGreaterThan(0.7);
    const { sku } = await t.db
      .selectFrom('products')
      .select('sku')
      .where('product_type', '=', 'normal')
      .where('is_parent', '=', 0)
      .where('sku', 'in', (eb) => eb.selectFrom('reviews').select('sku'))
      .orderBy('sku')
      .limit(1)
      .executeTakeFirstOrThrow();
    const reviews = list(await request(t.app).get(`/api/reviews/skuList?skus=${encodeURIComponent(sku)}`));
    const product = await request(t.app)
      .get(`/api/product/${encodeURIComponent(sku)}`)
      .expect(200);
    expect(product.body.rating).toEqual({ avg_rating: reviews.avgScore, count: reviews.count });
  });
});

describe('POST /api/reviews/thumbs-up', () => {
  let reviewId: number;
  let sku: string;
  beforeAll(async () => {
    const product = await makeProduct(t.db);
    sku = product.sku;
    [reviewId] = (await addReviews(t.db, product, [{}])) as [number];
  });

  it('counts one vote per visitor: a repeat keeps the count, a second visitor adds one', async () => {
    const first = request.agent(t.app);
    const second = request.agent(t.app);
    await request(t.app).get(`/api/reviews/skuList?skus=${sku}`).expect(200); // cached with 0
    const a = ThumbsUpResponseSchema.parse(
      (await first.post('/api/reviews/thumbs-up').send({ reviewId })).body,
    );
    expect(a).toEqual({ reviewId: String(reviewId), thumbs_up: 1, alreadyVoted: false });
    const again = await first
      .post('/api/reviews/thumbs-up')
      .send({ reviewId: String(reviewId) })
      .expect(200);
    expect(again.body).toEqual({ reviewId: String(reviewId), thumbs_up: 1, alreadyVoted: true });
    const b = await second.post('/api/reviews/thumbs-up').send({ reviewId }).expect(200);
    expect(b.body.thumbs_up).toBe(2);
    const listed = list(await request(t.app).get(`/api/reviews/skuList?skus=${sku}`));
    expect(listed.reviews[0]?.thumbs_up).toBe(2);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    expect(
      code(await request(t.app).post('/api/reviews/thumbs-up').send({ reviewId: 99_999_999 }).expect(404)),
    ).toBe('NOT_FOUND');
    expect(
      code(await request(t.app).post('/api/reviews/thumbs-up').send({ reviewId: 'x' }).expect(400)),
    ).toBe('VALIDATION_FAILED');
  });
});

describe('writing reviews', () => {
  let buyer: MadeUser;
  let agent: Agent;
  let bought: MadeProduct;
  let boughtToo: MadeProduct;
  let notBought: MadeProduct;
  let awaited: MadeProduct;
  let neverPaid: MadeProduct;
  beforeAll(async () => {
    buyer = await makeUser(t.db, { firstName: 'Grace' });
    bought = await makeProduct(t.db);
    boughtToo = await makeProduct(t.db);
    notBought = await makeProduct(t.db);
    awaited = await makeProduct(t.db);
    neverPaid = await makeProduct(t.db);
    await orderFor(t.db, buyer, [bought, boughtToo]);
    // Ordered, but no money taken (decision 079): not bought. A later order of `bought` still awaits its payment.
    await orderFor(t.db, buyer, [awaited, bought], '2026-02-10T00:00:00.000Z', {
      paymentDueAt: '2026-03-01T15:30:00.000Z',
    });
    await orderFor(t.db, buyer, [neverPaid], '2026-02-11T00:00:00.000Z', {
      paymentDueAt: '2026-02-11T00:30:00.000Z',
      cancelled: true,
    });
    agent = await signedInAgent(t.app, buyer);
  });

  it.each([
    ['get', '/api/reviews/account/sku'],
    ['post', '/api/reviews'],
    ['post', '/api/reviews/photos'],
  ] as const)('answers 401 SESSION_REQUIRED to %s %s without a session', async (method, path) => {
    const res = await request(t.app)[method](path).send({}).expect(401);
    expect(code(res)).toBe('SESSION_REQUIRED');
  });

  it('lists the ordered items not yet reviewed, filtered by sku when given', async () => {
    const all = AccountReviewSkuResponseSchema.parse(
      (await agent.get('/api/reviews/account/sku').expect(200)).body,
    );
    expect(all.data.itemsWithoutReviews.map((i) => i.sku).sort()).toEqual([bought.sku, boughtToo.sku].sort());
    expect(all.data.itemsWithoutReviews[0]?.orderDate).toBe('2026-02-01T00:00:00.000Z');
    const one = await agent.get(`/api/reviews/account/sku?sku=${boughtToo.sku}`).expect(200);
    expect(one.body.data.itemsWithoutReviews.map((i: { sku: string }) => i.sku)).toEqual([boughtToo.sku]);
    const none = await agent.get(`/api/reviews/account/sku?sku=${notBought.sku}`).expect(200);
    expect(none.body).toEqual({ data: { itemsWithoutReviews: [] } });
  });

  it('lists no item of an order whose payment is awaited or never came', async () => {
    for (const sku of [awaited.sku, neverPaid.sku]) {
      const seen = await agent.get(`/api/reviews/account/sku?sku=${sku}`).expect(200);
      expect(seen.body).toEqual({ data: { itemsWithoutReviews: [] } });
    }
  });

  it.each([
    ['not bought', () => notBought],
    ['awaiting payment', () => awaited],
    ['never paid', () => neverPaid],
  ])('refuses a review of an item %s with 403 REVIEW_NOT_ALLOWED', async (_name, product) => {
    const res = await agent
      .post('/api/reviews')
      .send({ sku: product().sku, rating: 5, title: 'Nice', body: 'Never had it' })
      .expect(403);
    expect(code(res)).toBe('REVIEW_NOT_ALLOWED');
  });

  it('publishes a verified review by first name, updates the rating and the cached list, then refuses a second with 409', async () => {
    const before = list(await request(t.app).get(`/api/reviews/skuList?skus=${bought.sku}`).expect(200));
    expect(before.count).toBe(0);
    const res = await agent
      .post('/api/reviews')
      .send({ sku: bought.sku, rating: 4, title: '  Great sub  ', body: 'Hits hard.', role: 2 })
      .expect(201);
    const { review } = WriteReviewResponseSchema.parse(res.body);
    expect(review).toMatchObject({
      title: 'Great sub',
      body: 'Hits hard.',
      rating: 4,
      verified: 'buyer',
      reviewer: { name: 'Grace' },
      sku: bought.sku,
      images: [],
      thumbs_up: 0,
      review_date: '2026-03-01T15:00:00.000Z',
    });
    const after = list(await request(t.app).get(`/api/reviews/skuList?skus=${bought.sku}`).expect(200));
    expect(after.count).toBe(1);
    expect(after.reviews[0]?.id).toBe(review.id);
    const product = await request(t.app).get(`/api/product/${bought.sku}`).expect(200);
    expect(product.body.rating).toEqual({ avg_rating: 4, count: 1 });

    const again = await agent
      .post('/api/reviews')
      .send({ sku: bought.sku, rating: 5, title: 'Again', body: 'x' });
    expect(again.status).toBe(409);
    expect(code(again)).toBe('ALREADY_REVIEWED');
    const left = await agent.get('/api/reviews/account/sku').expect(200);
    expect(left.body.data.itemsWithoutReviews.map((i: { sku: string }) => i.sku)).toEqual([boughtToo.sku]);
  });

  it.each([
    ['a rating of 6', { rating: 6 }],
    ['a rating of 0', { rating: 0 }],
    ['an empty title', { title: ' ' }],
    ['a body over 5000 characters', { body: 'x'.repeat(5001) }],
    ['five photos', { imageIds: Array.from({ length: 5 }, (_, i) => `${'a'.repeat(21)}${i}`) }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await agent
      .post('/api/reviews')
      .send({ sku: boughtToo.sku, rating: 5, title: 'T', body: 'B', ...change })
      .expect(400);
    expect(code(res)).toBe('VALIDATION_FAILED');
  });

  it('returns a script tag in the title and body as inert text in a JSON response', async () => {
    const user = await makeUser(t.db, { firstName: 'Mallory' });
    const product = await makeProduct(t.db);
    await orderFor(t.db, user, [product]);
    const a = await signedInAgent(t.app, user);
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await a
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 1, title: script, body: `Bad ${script}` })
      .expect(201);
    const res = await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(list(res).reviews[0]).toMatchObject({ title: script, body: `Bad ${script}` });
  });
});

describe('POST /api/reviews/photos', () => {
  let user: MadeUser;
  let agent: Agent;
  beforeAll(async () => {
    user = await makeUser(t.db, { firstName: 'Linus' });
    agent = await signedInAgent(t.app, user);
  });

  const pngWithExif = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c03030' } })
      .png()
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' } })
      .toBuffer();

  it('re-encodes a real PNG to WebP without metadata, at most 1600 px, with a 400 px thumbnail', async () => {
    const input = await pngWithExif(2000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/png')
      .send(input)
      .expect(201);
    const upload = ReviewPhotoUploadResponseSchema.parse(res.body);
    expect(upload).toMatchObject({ width: 1600, height: 800 });
    const image = await request(t.app).get(upload.url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Not attached to a review yet: its uploader's, never stored (decision 061).
    expect(image.headers['cache-control']).toBe('private, no-store');
    const bytes = image.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    const thumb = await request(t.app).get(upload.thumbUrl).buffer(true).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('attaches uploaded photos to a review, and refuses a photo of another user', async () => {
    const product = await makeProduct(t.db);
    await orderFor(t.db, user, [product]);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const up = ReviewPhotoUploadResponseSchema.parse(
      (await agent.post('/api/reviews/photos').set('Content-Type', 'image/jpeg').send(jpeg).expect(201)).body,
    );
    const stranger = await makeUser(t.db);
    const strangerProduct = await makeProduct(t.db);
    await orderFor(t.db, stranger, [strangerProduct]);
    const other = await signedInAgent(t.app, stranger);
    const stolen = await other
      .post('/api/reviews')
      .send({ sku: strangerProduct.sku, rating: 5, title: 'Mine', body: 'Photo', imageIds: [up.imageId] })
      .expect(400);
    expect(code(stolen)).toBe('INVALID_IMAGE');
    const res = await agent
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 5, title: 'With photo', body: 'Look', imageIds: [up.imageId] })
      .expect(201);
    const { review } = WriteReviewResponseSchema.parse(res.body);
    expect(review.images).toEqual([up.url]);
    expect(review.thumbnails).toEqual([up.thumbUrl]);
    const withImages = list(await request(t.app).get(`/api/reviews/with-images?skus=${product.sku}`));
    expect(withImages.reviews.map((r) => r.id)).toEqual([review.id]);
  });

  it('refuses a text file sent as a JPEG with 400 NOT_AN_IMAGE', async () => {
    const res = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/jpeg')
      .send(Buffer.from('just some text pretending to be photo.jpg\n'))
      .expect(400);
    expect(code(res)).toBe('NOT_AN_IMAGE');
  });

  it('refuses a truncated JPEG with 400 NOT_AN_IMAGE', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const res = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/jpeg')
      .send(jpeg.subarray(0, 40));
    expect(res.status).toBe(400);
    expect(code(res)).toBe('NOT_AN_IMAGE');
  });

  it('refuses a GIF (an image type we do not take) with 415', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#333' } })
      .gif()
      .toBuffer();
    const res = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/png')
      .send(gif)
      .expect(415);
    expect(code(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses another content type with 415 and an upload over 5 MB with 413', async () => {
    const text = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(code(text)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await agent
      .post('/api/reviews/photos')
      .set('Content-Type', 'image/jpeg')
      .send(big)
      .expect(413);
    expect(code(res)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps image types off the other review paths', async () => {
    const png = await pngWithExif(8, 8);
    const res = await agent.post('/api/reviews').set('Content-Type', 'image/png').send(png).expect(415);
    expect(code(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 404 for an unknown photo and 400 for a malformed name', async () => {
    await request(t.app)
      .get(`/img/reviews/${'a'.repeat(22)}.webp`)
      .expect(404);
    await request(t.app).get('/img/reviews/..%2Fshop.db').expect(400);
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED once the reviews per hour are used up', async () => {
    const limited = await makeApp({ configOverrides: { signInRateLimit: 1000, reviewRateLimit: 1 } });
    try {
      const user = await makeUser(limited.db);
      const [a, b] = [await makeProduct(limited.db), await makeProduct(limited.db)];
      await orderFor(limited.db, user, [a, b]);
      const agent = await signedInAgent(limited.app, user);
      await agent.post('/api/reviews').send({ sku: a.sku, rating: 5, title: 'One', body: 'x' }).expect(201);
      const res = await agent
        .post('/api/reviews')
        .send({ sku: b.sku, rating: 5, title: 'Two', body: 'x' })
        .expect(429);
      expect(code(res)).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('describes every reviews endpoint', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    for (const path of [
      '/api/reviews/skuList',
      '/api/reviews/with-images',
      '/api/reviews/thumbs-up',
      '/api/reviews/account/sku',
      '/api/reviews/photos',
      '/api/reviews',
    ])
      expect(res.body.paths[path], path).toBeDefined();
    expect(res.body.components.schemas.ReviewListResponse).toBeDefined();
  });
});
