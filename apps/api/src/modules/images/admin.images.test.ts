/**
 * A product's pictures in the back office over HTTP against the real store (decision 046): who may
 * call the routes (roles, scopes, csrf in the x-csrf-token header), real PNG, JPEG and WebP uploads re-encoded
 * to WebP with their metadata dropped and the storefront's sizes stored, refusals in the API's error shape
 * storing nothing (too large, wrong type, not an image, a bad form), reorder and alt texts shown by the
 * storefront at once, delete (bytes kept while something else refers to them), the audit trail, and fuzzed
 * input as an administrator never a 500.
 */
import {
  AdminProductImagesSchema,
  AdminProductSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  PRODUCT_IMAGES_MAX,
  ProductSchema,
  type AdminProductImages,
} from '@shop/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { png, pngHeaderOnly } from '../../test/picture-files.js';
import { makeProduct } from '../../test/shop-factories.js';
import { imageIdOf } from './admin.images.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: { read: string; write: string; stock: string };

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const imagesUrl = (sku: string) => `/api/admin/products/${encodeURIComponent(sku)}/images`;
const listOf = (res: request.Response): AdminProductImages => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return AdminProductImagesSchema.parse(res.body);
};

/** A JPEG stored sideways with EXIF orientation 6 (shown turned 90°), and EXIF, XMP and ICC to drop. */
const sidewaysJpeg = async (width: number, height: number) => {
  const plain = await sharp({ create: { width, height, channels: 3, background: '#3050c0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' } })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-xmp</rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .toBuffer();
  return sharp(plain).withMetadata({ orientation: 6 }).jpeg().toBuffer();
};

type UploadOptions = {
  alt?: string;
  filename?: string;
  contentType?: string;
  /** A session's csrf token: fetched when left out; false sends none. */
  csrf?: string | false;
};

/** POST a picture as multipart/form-data: through an administrator's session (with csrf) or an API key. */
async function upload(
  who: Agent | { apiKey: string },
  sku: string,
  file: Buffer,
  opts: UploadOptions = {},
): Promise<request.Response> {
  let test =
    'apiKey' in who ? request(t.app).post(imagesUrl(sku)).set(bearer(who.apiKey)) : who.post(imagesUrl(sku));
  if (!('apiKey' in who) && opts.csrf !== false)
    test = test.set('x-csrf-token', opts.csrf ?? (await csrfOf(who)));
  if (opts.alt !== undefined) test = test.field('alt', opts.alt);
  return test.attach('file', file, {
    filename: opts.filename ?? 'picture.png',
    contentType: opts.contentType ?? 'image/png',
  });
}

/** PATCH the order and alt texts through the administrator's session. */
async function reorder(sku: string, images: unknown[]): Promise<request.Response> {
  return admin.patch(imagesUrl(sku)).send({ images, csrfToken: await csrfOf(admin) });
}

async function remove(sku: string, id: string): Promise<request.Response> {
  return admin.delete(`${imagesUrl(sku)}/${id}`).set('x-csrf-token', await csrfOf(admin));
}

const fetchImage = async (url: string) => {
  const res = await request(t.app).get(url).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return res.body as Buffer;
};

const storefront = async (sku: string) =>
  ProductSchema.parse((await request(t.app).get(`/api/product/${sku}`).expect(200)).body);

const auditOf = async (sku: string) =>
  AuditListSchema.parse(
    (await admin.get(`/api/admin/audit?entity=product&entity_id=${encodeURIComponent(sku)}`).expect(200))
      .body,
  ).entries;

/** What the store holds of pictures: the image store's paths and every product's picture rows. */
const storeSnapshot = async () => {
  const paths = await t.db.selectFrom('images').select('path').orderBy('path').execute();
  const rows = await t.db
    .selectFrom('product_images')
    .select(['product_id', 'position', 'url', 'alt_text'])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  return JSON.stringify({ paths, rows });
};

async function createKey(scopes: string[]): Promise<string> {
  const res = await admin
    .post('/api/admin/api-keys')
    .send({ name: `images ${scopes.join(' ')}`, scopes, csrfToken: await csrfOf(admin) });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body).key;
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = {
    read: await createKey(['catalog:read']),
    write: await createKey(['catalog:write']),
    stock: await createKey(['stock:write']),
  };
});
afterAll(() => t.close());

describe('who may call /api/admin/products/:sku/images', () => {
  it('refuses anonymous callers (401), shoppers and dealers (403) on every route, storing nothing', async () => {
    await makeProduct(t.db, { sku: 'IMG-ROLES' });
    const picture = await png(40, 30);
    const id = imageIdOf('/img/p/IMG-ROLES/1.svg');
    const before = await storeSnapshot();
    const calls = (client: Agent | ReturnType<typeof request>, csrf: string) => [
      client.get(imagesUrl('IMG-ROLES')),
      client.post(imagesUrl('IMG-ROLES')).set('x-csrf-token', csrf).attach('file', picture, 'a.png'),
      client.patch(imagesUrl('IMG-ROLES')).send({ images: [{ id }], csrfToken: csrf }),
      client.delete(`${imagesUrl('IMG-ROLES')}/${id}`).set('x-csrf-token', csrf),
    ];
    const answers = async (client: Agent | ReturnType<typeof request>, csrf: string) =>
      (await Promise.all(calls(client, csrf))).map((res) => [res.status, codeOf(res)]);
    expect(await answers(request(t.app), 'none')).toEqual(Array(4).fill([401, 'SESSION_REQUIRED']));
    for (const agent of [shopper, dealer])
      expect(await answers(agent, await csrfOf(agent))).toEqual(Array(4).fill([403, 'FORBIDDEN']));
    expect(await storeSnapshot()).toBe(before);
  });

  it('takes a key with the scope, needing no csrf token, and refuses one without it', async () => {
    await makeProduct(t.db, { sku: 'IMG-KEYS' });
    expect(
      listOf(await request(t.app).get(imagesUrl('IMG-KEYS')).set(bearer(keys.read))).images,
    ).toHaveLength(1);
    for (const key of [keys.write, keys.stock]) {
      const res = await request(t.app).get(imagesUrl('IMG-KEYS')).set(bearer(key));
      expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    const picture = await png(40, 30);
    for (const key of [keys.read, keys.stock]) {
      const res = await upload({ apiKey: key }, 'IMG-KEYS', picture);
      expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
      const patched = await request(t.app).patch(imagesUrl('IMG-KEYS')).set(bearer(key)).send({ images: [] });
      expect([patched.status, codeOf(patched)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    const added = listOf(await upload({ apiKey: keys.write }, 'IMG-KEYS', picture, { alt: 'By the ERP' }));
    expect(added.images.map((i) => i.alt)).toEqual(['IMG-KEYS', 'By the ERP']);
    const [seeded, uploaded] = added.images;
    const reordered = listOf(
      await request(t.app)
        .patch(imagesUrl('IMG-KEYS'))
        .set(bearer(keys.write))
        .send({ images: [{ id: uploaded?.id }, { url: seeded?.url }] }),
    );
    expect(reordered.images.map((i) => i.url)).toEqual([uploaded?.url, seeded?.url]);
    const deleted = listOf(
      await request(t.app)
        .delete(`${imagesUrl('IMG-KEYS')}/${seeded?.id}`)
        .set(bearer(keys.write)),
    );
    expect(deleted.images.map((i) => i.url)).toEqual([uploaded?.url]);
    expect((await auditOf('IMG-KEYS')).map((e) => [e.action, e.actor])).toEqual([
      ['product.image.delete', expect.stringMatching(/^api-key:\d+$/)],
      ['product.images.update', expect.stringMatching(/^api-key:\d+$/)],
      ['product.image.add', expect.stringMatching(/^api-key:\d+$/)],
    ]);
  });

  it("needs the csrf token (x-csrf-token) on an administrator's session writes", async () => {
    await makeProduct(t.db, { sku: 'IMG-CSRF' });
    const id = imageIdOf('/img/p/IMG-CSRF/1.svg');
    const before = await storeSnapshot();
    const picture = await png(40, 30);
    for (const csrf of [false, 'forged'] as const) {
      const res = await upload(admin, 'IMG-CSRF', picture, { csrf });
      expect([res.status, codeOf(res)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    }
    // A csrfToken form field is not read: the guard runs before the form is.
    const inForm = await admin
      .post(imagesUrl('IMG-CSRF'))
      .field('csrfToken', await csrfOf(admin))
      .attach('file', picture, 'a.png');
    expect([inForm.status, codeOf(inForm)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const patched = await admin.patch(imagesUrl('IMG-CSRF')).send({ images: [{ id, alt: 'x' }] });
    expect([patched.status, codeOf(patched)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const deleted = await admin.delete(`${imagesUrl('IMG-CSRF')}/${id}`);
    expect([deleted.status, codeOf(deleted)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    expect(await storeSnapshot()).toBe(before);
    // The header works for the reorder and the delete as well as the body.
    const viaHeader = await admin
      .patch(imagesUrl('IMG-CSRF'))
      .set('x-csrf-token', await csrfOf(admin))
      .send({ images: [{ id, alt: 'Header' }] });
    expect(listOf(viaHeader).images[0]?.alt).toBe('Header');
  });

  it('refuses a foreign Origin before anything is read', async () => {
    await makeProduct(t.db, { sku: 'IMG-ORIGIN' });
    const res = await admin
      .post(imagesUrl('IMG-ORIGIN'))
      .set('Origin', 'https://evil.test')
      .set('x-csrf-token', await csrfOf(admin))
      .attach('file', await png(20, 20), 'a.png');
    expect([res.status, codeOf(res)]).toEqual([403, 'FORBIDDEN_ORIGIN']);
  });
});

describe('POST /api/admin/products/:sku/images', () => {
  it('re-encodes a real PNG to WebP of at most 1600 px without metadata, with the storefront sizes', async () => {
    await makeProduct(t.db, { sku: 'IMG-PNG' });
    const input = await png(2000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(admin, 'IMG-PNG', input, { alt: 'Front of the IMG-PNG' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = AdminProductImagesSchema.parse(res.body);
    expect(list.sku).toBe('IMG-PNG');
    expect(list.images.map((i) => [i.position, i.alt])).toEqual([
      [1, 'IMG-PNG'],
      [2, 'Front of the IMG-PNG'],
    ]);
    const added = list.images[1]!;
    expect(added.url).toMatch(/^\/img\/products\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(added.id).toBe(imageIdOf(added.url));
    expect(added.sizes.map((s) => s.px)).toEqual([800, 410, 301, 250]);

    const full = await request(t.app).get(added.url).buffer(true).expect(200);
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const bytes = full.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    for (const size of added.sizes) {
      const sized = await sharp(await fetchImage(size.url)).metadata();
      expect([sized.format, sized.width, sized.height]).toEqual(['webp', size.px, Math.round(size.px / 2)]);
      expect(sized.exif).toBeUndefined();
    }

    // The back office's product shows it, and so does the storefront (second: appended after the first).
    const product = AdminProductSchema.parse(
      (await admin.get('/api/admin/products/IMG-PNG').expect(200)).body,
    );
    expect(product.images).toEqual([
      { url: '/img/p/IMG-PNG/1.svg', alt_text: 'IMG-PNG' },
      { url: added.url, alt_text: 'Front of the IMG-PNG' },
    ]);
    expect((await storefront('IMG-PNG')).images).toEqual([
      { url: '/img/p/IMG-PNG/1.svg', altText: 'IMG-PNG' },
      { url: added.url, altText: 'Front of the IMG-PNG' },
    ]);
    const [entry] = await auditOf('IMG-PNG');
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^user:\d+$/),
      action: 'product.image.add',
      entity: 'product',
      entity_id: 'IMG-PNG',
      before: null,
      after: { url: added.url, alt: 'Front of the IMG-PNG', position: 2, width: 1600, height: 800 },
    });
  });

  it('turns a sideways JPEG upright and drops its EXIF, XMP and ICC profile', async () => {
    await makeProduct(t.db, { sku: 'IMG-JPEG' });
    const input = await sidewaysJpeg(300, 200);
    const inMeta = await sharp(input).metadata();
    expect([inMeta.orientation, Boolean(inMeta.xmp), Boolean(inMeta.icc)]).toEqual([6, true, true]);
    const list = listOf(
      await upload(admin, 'IMG-JPEG', input, { filename: 'photo.jpg', contentType: 'image/jpeg' }),
    );
    const added = list.images.at(-1)!;
    expect(added.alt).toBe('');
    const bytes = await fetchImage(added.url);
    const meta = await sharp(bytes).metadata();
    // Smaller than 1600 px: never enlarged; upright: 200 wide, 300 high.
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(bytes.includes(Buffer.from('secret'))).toBe(false);
    const card = await sharp(await fetchImage(added.sizes.find((s) => s.px === 250)!.url)).metadata();
    expect([card.width, card.height]).toEqual([167, 250]);
    const page = await sharp(await fetchImage(added.sizes.find((s) => s.px === 800)!.url)).metadata();
    expect([page.width, page.height]).toEqual([200, 300]);
  });

  it('takes a WebP, whatever type and name the form part claims (the type is read from the bytes)', async () => {
    await makeProduct(t.db, { sku: 'IMG-WEBP' });
    const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff0080' } })
      .webp()
      .toBuffer();
    const list = listOf(
      await upload(admin, 'IMG-WEBP', webp, { filename: 'x.bin', contentType: 'application/octet-stream' }),
    );
    const meta = await sharp(await fetchImage(list.images.at(-1)!.url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 64, hasAlpha: true });
  });

  it('finds the product by its sku in any case, and keeps two uploads of the same bytes apart', async () => {
    await makeProduct(t.db, { sku: 'IMG-CASE' });
    const picture = await png(30, 30);
    const first = listOf(await upload(admin, 'img-case', picture));
    const second = listOf(await upload(admin, 'IMG-CASE', picture));
    expect(first.sku).toBe('IMG-CASE');
    expect(second.images).toHaveLength(3);
    expect(new Set(second.images.map((i) => i.url)).size).toBe(3);
  });

  describe('refusals store nothing', () => {
    let before: string;
    beforeAll(async () => {
      await makeProduct(t.db, { sku: 'IMG-BAD' });
    });
    const refused = async (res: request.Response, status: number, code: string) => {
      expect([res.status, codeOf(res)], JSON.stringify(res.body)).toEqual([status, code]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(await storeSnapshot()).toBe(before);
    };

    it('refuses a file over 5 MB, and a body over 5 MB and the form room, with 413 PAYLOAD_TOO_LARGE', async () => {
      before = await storeSnapshot();
      const over = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
      over.set([0xff, 0xd8, 0xff], 0);
      await refused(
        await upload(admin, 'IMG-BAD', over, { contentType: 'image/jpeg' }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      const far = Buffer.alloc(6 * 1024 * 1024, 0);
      far.set([0xff, 0xd8, 0xff], 0);
      await refused(
        await upload(admin, 'IMG-BAD', far, { contentType: 'image/jpeg' }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });

    it('refuses a picture over 40 megapixels with 413 IMAGE_TOO_LARGE before decoding it', async () => {
      before = await storeSnapshot();
      await refused(await upload(admin, 'IMG-BAD', pngHeaderOnly(10_000, 10_000)), 413, 'IMAGE_TOO_LARGE');
    });

    it('refuses a GIF and an SVG with 415 UNSUPPORTED_MEDIA_TYPE, whatever the part claims', async () => {
      before = await storeSnapshot();
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#333' } })
        .gif()
        .toBuffer();
      await refused(await upload(admin, 'IMG-BAD', gif), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await refused(
        await upload(admin, 'IMG-BAD', svg, { contentType: 'image/svg+xml' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('refuses text and a truncated JPEG with 400 NOT_AN_IMAGE', async () => {
      before = await storeSnapshot();
      const text = Buffer.from('just some text pretending to be photo.jpg\n');
      await refused(await upload(admin, 'IMG-BAD', text, { contentType: 'image/jpeg' }), 400, 'NOT_AN_IMAGE');
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
        .jpeg()
        .toBuffer();
      await refused(await upload(admin, 'IMG-BAD', jpeg.subarray(0, 40)), 400, 'NOT_AN_IMAGE');
    });

    it('refuses a body that is not multipart/form-data with 415', async () => {
      before = await storeSnapshot();
      const csrf = await csrfOf(admin);
      const raw = await admin
        .post(imagesUrl('IMG-BAD'))
        .set('x-csrf-token', csrf)
        .set('Content-Type', 'image/png')
        .send(await png(10, 10));
      await refused(raw, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const json = await admin.post(imagesUrl('IMG-BAD')).set('x-csrf-token', csrf).send({ file: 'x' });
      await refused(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
      // Only this path takes a form: the product routes beside it still want JSON.
      const elsewhere = await admin
        .patch('/api/admin/products/IMG-BAD')
        .set('x-csrf-token', csrf)
        .attach('file', await png(10, 10), 'a.png');
      await refused(elsewhere, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses a form without a file, with a repeated or unknown field, or a bad alt text, with 400', async () => {
      before = await storeSnapshot();
      const picture = await png(10, 10);
      const csrf = await csrfOf(admin);
      const post = () => admin.post(imagesUrl('IMG-BAD')).set('x-csrf-token', csrf);
      await refused(await post().field('alt', 'No file'), 400, 'VALIDATION_FAILED');
      await refused(
        await post().attach('file', picture, 'a.png').attach('file', picture, 'b.png'),
        400,
        'VALIDATION_FAILED',
      );
      await refused(
        await post().field('alt', 'a').field('alt', 'b').attach('file', picture, 'a.png'),
        400,
        'VALIDATION_FAILED',
      );
      await refused(
        await post().field('position', '1').attach('file', picture, 'a.png'),
        400,
        'VALIDATION_FAILED',
      );
      await refused(await post().field('file', 'not a file'), 400, 'VALIDATION_FAILED');
      await refused(
        await upload(admin, 'IMG-BAD', picture, { alt: 'x'.repeat(251) }),
        400,
        'VALIDATION_FAILED',
      );
      await refused(await upload(admin, 'IMG-BAD', picture, { alt: 'Bell\u0007' }), 400, 'VALIDATION_FAILED');
    });

    it('refuses a form that does not parse with 400 INVALID_FORM', async () => {
      before = await storeSnapshot();
      const res = await admin
        .post(imagesUrl('IMG-BAD'))
        .set('x-csrf-token', await csrfOf(admin))
        .set('Content-Type', 'multipart/form-data; boundary=xx')
        .send('--yy\r\nnothing of the sort');
      await refused(res, 400, 'INVALID_FORM');
    });

    it('answers 404 for an unknown sku and 400 for a bad one', async () => {
      before = await storeSnapshot();
      await refused(await upload(admin, 'NO-SUCH-SKU', await png(10, 10)), 404, 'NOT_FOUND');
      await refused(await upload(admin, '-bad', await png(10, 10)), 400, 'VALIDATION_FAILED');
    });

    it(`refuses a picture past ${PRODUCT_IMAGES_MAX} with 409 TOO_MANY_IMAGES`, async () => {
      const { id } = await makeProduct(t.db, { sku: 'IMG-FULL' });
      await t.db
        .insertInto('product_images')
        .values(
          Array.from({ length: PRODUCT_IMAGES_MAX - 1 }, (_, n) => ({
            product_id: id,
            position: n + 2,
            url: `/img/p/IMG-FULL/${n + 2}.svg`,
            alt_text: '',
          })),
        )
        .execute();
      before = await storeSnapshot();
      await refused(await upload(admin, 'IMG-FULL', await png(10, 10)), 409, 'TOO_MANY_IMAGES');
    });
  });
});

describe('PATCH /api/admin/products/:sku/images', () => {
  it('puts an uploaded picture first with alt texts, and the storefront shows it first at once', async () => {
    await makeProduct(t.db, { sku: 'IMG-ORDER' });
    const added = listOf(await upload(admin, 'IMG-ORDER', await png(100, 100), { alt: 'Uploaded' }));
    const [seeded, uploaded] = added.images;
    // The storefront's page is cached now, with the seeded picture first.
    expect((await storefront('IMG-ORDER')).images[0]?.url).toBe(seeded?.url);
    expect((await storefront('t-img-order')).images[0]?.url).toBe(seeded?.url);

    const res = await reorder('IMG-ORDER', [
      { id: uploaded?.id, alt: 'The IMG-ORDER from the front' },
      { url: seeded?.url },
    ]);
    const list = listOf(res);
    expect(list.images.map((i) => [i.position, i.url, i.alt])).toEqual([
      [1, uploaded?.url, 'The IMG-ORDER from the front'],
      [2, seeded?.url, 'IMG-ORDER'],
    ]);
    for (const key of ['IMG-ORDER', 't-img-order'])
      expect((await storefront(key)).images).toEqual([
        { url: uploaded?.url, altText: 'The IMG-ORDER from the front' },
        { url: seeded?.url, altText: 'IMG-ORDER' },
      ]);
    const product = AdminProductSchema.parse(
      (await admin.get('/api/admin/products/IMG-ORDER').expect(200)).body,
    );
    expect(product.images[0]).toEqual({ url: uploaded?.url, alt_text: 'The IMG-ORDER from the front' });
    // The back office's list shows the first picture too.
    const rows = (await admin.get('/api/admin/products?q=IMG-ORDER').expect(200)).body as {
      products: { sku: string; image: string | null }[];
    };
    expect(rows.products.find((p) => p.sku === 'IMG-ORDER')?.image).toBe(uploaded?.url);

    const [entry] = await auditOf('IMG-ORDER');
    expect(entry).toMatchObject({
      action: 'product.images.update',
      before: [
        { url: seeded?.url, alt: 'IMG-ORDER' },
        { url: uploaded?.url, alt: 'Uploaded' },
      ],
      after: [
        { url: uploaded?.url, alt: 'The IMG-ORDER from the front' },
        { url: seeded?.url, alt: 'IMG-ORDER' },
      ],
    });

    // The same list again changes nothing and writes no entry.
    listOf(
      await reorder(
        'IMG-ORDER',
        list.images.map((i) => ({ id: i.id, alt: i.alt })),
      ),
    );
    expect((await auditOf('IMG-ORDER')).map((e) => e.action)).toEqual([
      'product.images.update',
      'product.image.add',
    ]);
  });

  it('refuses a list that does not name exactly the product’s pictures with 409, changing nothing', async () => {
    await makeProduct(t.db, { sku: 'IMG-MISMATCH' });
    const { images } = listOf(await upload(admin, 'IMG-MISMATCH', await png(20, 20)));
    const [a, b] = images;
    const before = await storeSnapshot();
    for (const list of [
      [{ id: a?.id }],
      [{ id: a?.id }, { id: b?.id }, { id: a?.id }],
      [{ id: a?.id }, { id: 'AAAAAAAAAAAAAAAA' }],
      [{ id: a?.id }, { url: '/img/p/OTHER/1.svg' }],
      [],
    ]) {
      const res = await reorder('IMG-MISMATCH', list);
      expect([res.status, codeOf(res)], JSON.stringify(list)).toEqual([409, 'IMAGE_LIST_MISMATCH']);
    }
    const res = await reorder('IMG-MISMATCH', [{ id: b?.id }]);
    expect(ErrorBodySchema.parse(res.body).error.details).toEqual({ unknown: [], missing: [a?.id] });
    expect(await storeSnapshot()).toBe(before);
  });

  it('refuses a malformed body with 400 VALIDATION_FAILED, and an unknown sku with 404', async () => {
    await makeProduct(t.db, { sku: 'IMG-BODY' });
    const id = imageIdOf('/img/p/IMG-BODY/1.svg');
    for (const images of [
      [{ id, url: '/img/p/IMG-BODY/1.svg' }],
      [{}],
      [{ id: 'short' }],
      [{ id, alt: 'x'.repeat(251) }],
      [{ id, alt: 'tab\there' }],
      [{ id, position: 1 }],
      'all of them',
    ]) {
      const res = await reorder('IMG-BODY', images as unknown[]);
      expect([res.status, codeOf(res)], JSON.stringify(images)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const extra = await admin
      .patch(imagesUrl('IMG-BODY'))
      .send({ images: [{ id }], product_id: 1, csrfToken: await csrfOf(admin) });
    expect([extra.status, codeOf(extra)]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await reorder('NO-SUCH-SKU', []);
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('DELETE /api/admin/products/:sku/images/:imageId', () => {
  it('removes the picture and its stored bytes and sizes; the storefront stops showing it at once', async () => {
    await makeProduct(t.db, { sku: 'IMG-DEL' });
    const { images } = listOf(await upload(admin, 'IMG-DEL', await png(60, 40), { alt: 'Doomed' }));
    const doomed = images[1]!;
    listOf(await reorder('IMG-DEL', [{ id: doomed.id }, { id: images[0]?.id }]));
    expect((await storefront('IMG-DEL')).images[0]?.url).toBe(doomed.url);

    const res = await remove('IMG-DEL', doomed.id);
    expect(listOf(res).images.map((i) => [i.position, i.url])).toEqual([[1, '/img/p/IMG-DEL/1.svg']]);
    expect((await storefront('IMG-DEL')).images).toEqual([
      { url: '/img/p/IMG-DEL/1.svg', altText: 'IMG-DEL' },
    ]);
    for (const url of [doomed.url, ...doomed.sizes.map((s) => s.url)]) {
      const gone = await request(t.app).get(url).expect(404);
      expect(codeOf(gone)).toBe('NOT_FOUND');
    }
    const [entry] = await auditOf('IMG-DEL');
    expect(entry).toMatchObject({
      action: 'product.image.delete',
      before: { url: doomed.url, alt: 'Doomed', position: 1 },
      after: null,
    });

    const again = await remove('IMG-DEL', doomed.id);
    expect([again.status, codeOf(again)]).toEqual([404, 'NOT_FOUND']);
    const bad = await remove('IMG-DEL', 'not-an-id');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('keeps the bytes while another product or a collection still shows the picture', async () => {
    await makeProduct(t.db, { sku: 'IMG-SHARED' });
    const other = await makeProduct(t.db, { sku: 'IMG-OTHER' });
    const { images } = listOf(await upload(admin, 'IMG-SHARED', await png(60, 40)));
    const shared = images[1]!;
    const banner = shared.sizes[0]!.url;
    await t.db
      .insertInto('product_images')
      .values({ product_id: other.id, position: 2, url: shared.url, alt_text: 'Borrowed' })
      .execute();
    await t.db
      .insertInto('collections')
      .values({
        handle: 'img-shared',
        full_handle: 'img-shared',
        title: 'Shared',
        collection_page_title: 'Shared',
        page_image: banner,
      })
      .execute();

    listOf(await remove('IMG-SHARED', shared.id));
    await fetchImage(shared.url);
    await fetchImage(banner);
    // The sizes nobody refers to are gone.
    await request(t.app).get(shared.sizes[1]!.url).expect(404);
    expect((await storefront('IMG-OTHER')).images.map((i) => i.url)).toContain(shared.url);
  });
});

describe('fuzz as an administrator', () => {
  const RUNS = 30;
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', '\u0000', '<script>', "' OR 1=1--", '%', '../..', 'AAAAAAAAAAAAAAAA', '🙂'),
  );
  const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
  const item = fc.dictionary(fc.constantFrom('id', 'url', 'alt', 'position', '__proto__'), value, {
    maxKeys: 4,
  });
  const body = fc.oneof(
    fc.record({ images: fc.array(item, { maxLength: 5 }) }),
    fc.dictionary(fc.constantFrom('images', 'csrfToken', 'alt', 'file'), value, { maxKeys: 3 }),
    fc.jsonValue({ maxDepth: 4 }),
  );
  const check = (res: request.Response, where: string) => {
    expect(res.status, `${where} -> ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
    if (res.status >= 400) expect(ErrorBodySchema.safeParse(res.body).success, where).toBe(true);
  };

  beforeAll(async () => {
    await makeProduct(t.db, { sku: 'IMG-FUZZ' });
  });

  it('never answers 5xx to the reorder and the delete, whatever the body and path', async () => {
    const csrfToken = await csrfOf(admin);
    await fc.assert(
      fc.asyncProperty(body, text, fc.constantFrom('IMG-FUZZ', 'img-fuzz'), async (b, segment, sku) => {
        const payload = b !== null && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrfToken } : b;
        check(
          await admin
            .patch(imagesUrl(sku))
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(payload)),
          'PATCH',
        );
        check(
          await admin
            .delete(`${imagesUrl(sku)}/${encodeURIComponent(segment || 'x')}`)
            .set('x-csrf-token', csrfToken),
          'DELETE',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to an upload of arbitrary bytes and fields', async () => {
    const csrfToken = await csrfOf(admin);
    const picture = await png(8, 8);
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
      fc.integer({ min: 1, max: picture.length - 1 }).map((n) => picture.subarray(0, n)),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.concat([picture.subarray(0, 33), Buffer.from(a)])),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.dictionary(fc.constantFrom('alt', 'file', 'x', 'csrfToken'), text, { maxKeys: 2 }),
        async (file, fields) => {
          let test = admin.post(imagesUrl('IMG-FUZZ')).set('x-csrf-token', csrfToken);
          for (const [name, v] of Object.entries(fields)) test = test.field(name, v);
          check(await test.attach('file', file, 'f.png'), 'POST');
        },
      ),
      { numRuns: RUNS },
    );
    // Raw bytes under a multipart type with a made-up boundary.
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.string({ maxLength: 70 }),
        async (raw, boundary) => {
          const res = await admin
            .post(imagesUrl('IMG-FUZZ'))
            .set('x-csrf-token', csrfToken)
            .set('Content-Type', `multipart/form-data; boundary=${JSON.stringify(boundary)}`)
            .send(Buffer.from(raw));
          check(res, 'POST raw');
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('OpenAPI', () => {
  it('documents the form, the csrf header, the scopes and the answers', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown> };
    };
    const item = doc.paths['/api/admin/products/{sku}/images']!;
    expect(Object.keys(item).sort()).toEqual(['get', 'patch', 'post']);
    expect(doc.paths['/api/admin/products/{sku}/images/{imageId}']?.delete).toBeDefined();
    expect(item.post).toMatchObject({
      security: [{ adminSession: [] }, { apiKey: ['catalog:write'] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' }, alt: { maxLength: 250 } },
            },
          },
        },
      },
      parameters: expect.arrayContaining([expect.objectContaining({ name: 'x-csrf-token', in: 'header' })]),
    });
    expect(Object.keys(item.post!.responses as object)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413', '415']),
    );
    expect(item.get).toMatchObject({ security: [{ adminSession: [] }, { apiKey: ['catalog:read'] }] });
    expect(doc.components.schemas.AdminProductImages).toBeDefined();
    expect(doc.components.schemas.UpdateProductImagesBody).toBeDefined();
    expect(doc.paths['/img/products/{file}']?.get).toBeDefined();
  });
});
