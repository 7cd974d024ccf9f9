/**
 * Pictures for the sale and collection editors' picture fields over HTTP against the real store (decision 058):
 * who may upload (roles, each route's scope, csrf in x-csrf-token, Origin), a real PNG stored as WebP of at most
 * 2400 px without metadata under a content-hashed /img/uploads/ path served for a year, the audit entry, a
 * collection saved with the path, refusals in the API's error shape storing nothing, and the serving route's
 * 404 for unknown and invalid names.
 */
import {
  AuditListSchema,
  CollectionResponseSchema,
  ErrorBodySchema,
  PICTURE_UPLOAD_PATHS,
  UploadedPictureSchema,
  type PictureUploadKind,
} from '@shop/domain';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite, bearer, codeOf, makeApiKeys } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { png, pngHeaderOnly } from '../../test/picture-files.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'catalog' | 'sales' | 'settings' | 'read', string>;

const messageOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.message;

const KINDS: readonly [PictureUploadKind, 'catalog' | 'sales' | 'settings'][] = [
  ['sales', 'sales'],
  ['collections', 'catalog'],
  ['home', 'catalog'],
  ['settings', 'settings'],
];

/** POST one picture as multipart/form-data: an administrator's session (csrf fetched unless given) or a key. */
async function upload(
  who: Agent | { apiKey: string },
  kind: PictureUploadKind,
  file: Buffer,
  opts: { csrf?: string | false; contentType?: string } = {},
): Promise<request.Response> {
  const url = PICTURE_UPLOAD_PATHS[kind];
  let test = 'apiKey' in who ? request(t.app).post(url).set(bearer(who.apiKey)) : who.post(url);
  if (!('apiKey' in who) && opts.csrf !== false)
    test = test.set('x-csrf-token', opts.csrf ?? (await csrfOf(who)));
  return test.attach('file', file, { filename: 'banner.png', contentType: opts.contentType ?? 'image/png' });
}

/** What the store holds of pictures and the audit log: a refusal changes neither. */
const storeSnapshot = async () =>
  JSON.stringify({
    paths: await t.db.selectFrom('images').select('path').orderBy('path').execute(),
    audit: await t.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, {
    catalog: 'catalog:write',
    sales: 'sales:write',
    settings: 'settings:write',
    read: 'catalog:read',
  });
});
afterAll(() => t.close());

describe('who may upload a picture', () => {
  it('refuses anonymous callers (401), shoppers (403), a missing or forged csrf token and a foreign Origin', async () => {
    const picture = await png(40, 30);
    const before = await storeSnapshot();
    for (const [kind] of KINDS) {
      const anonymous = await request(t.app)
        .post(PICTURE_UPLOAD_PATHS[kind])
        .attach('file', picture, 'a.png');
      expect([anonymous.status, codeOf(anonymous)], kind).toEqual([401, 'SESSION_REQUIRED']);
      const res = await upload(shopper, kind, picture);
      expect([res.status, codeOf(res)], kind).toEqual([403, 'FORBIDDEN']);
      for (const csrf of [false, 'forged'] as const) {
        const refused = await upload(admin, kind, picture, { csrf });
        expect([refused.status, codeOf(refused)], kind).toEqual([403, 'CSRF_TOKEN_INVALID']);
      }
      const foreign = await admin
        .post(PICTURE_UPLOAD_PATHS[kind])
        .set('Origin', 'https://evil.test')
        .set('x-csrf-token', await csrfOf(admin))
        .attach('file', picture, 'a.png');
      expect([foreign.status, codeOf(foreign)], kind).toEqual([403, 'FORBIDDEN_ORIGIN']);
    }
    expect(await storeSnapshot()).toBe(before);
  });

  it('takes a key with the route’s scope (sales:write, catalog:write, settings:write) and refuses any other', async () => {
    const picture = await png(40, 30, '#308030');
    for (const [kind, scope] of KINDS) {
      for (const other of (['catalog', 'sales', 'settings', 'read'] as const).filter((k) => k !== scope)) {
        const res = await upload({ apiKey: keys[other] }, kind, picture);
        expect([res.status, codeOf(res)], `${kind} with ${other}`).toEqual([403, 'INSUFFICIENT_SCOPE']);
      }
      const res = await upload({ apiKey: keys[scope] }, kind, picture);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});

describe.each(KINDS)('POST %s pictures', (kind) => {
  it('stores a real PNG as WebP of at most 2400 px without metadata, served for a year, and audits it', async () => {
    const colours = {
      sales: '#c03030',
      collections: '#3030c0',
      home: '#30a0a0',
      settings: '#a0a030',
    } as const;
    const input = await png(3000, 1500, colours[kind]);
    const res = await upload(admin, kind, input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = UploadedPictureSchema.parse(res.body);
    expect(stored).toMatchObject({ width: 2400, height: 1200 });
    expect(stored.path).toMatch(/^\/img\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);

    const served = await request(t.app).get(stored.path).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.body as Buffer;
    expect(bytes.length).toBe(stored.bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);

    // The name is the stored bytes' hash: the same picture again is the same path, audited again.
    const again = UploadedPictureSchema.parse((await upload(admin, kind, input)).body);
    expect(again.path).toBe(stored.path);
    const audit = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=picture&entity_id=${stored.path}`).expect(200)).body,
    ).entries;
    expect(audit.map((e) => e.after)).toEqual([
      { path: stored.path, for: kind, width: 2400, height: 1200, bytes: stored.bytes, new: false },
      { path: stored.path, for: kind, width: 2400, height: 1200, bytes: stored.bytes, new: true },
    ]);
    expect(audit[0]).toMatchObject({
      actor: expect.stringMatching(/^user:\d+$/),
      action: 'picture.upload',
      entity: 'picture',
      before: null,
    });
  });

  describe('refusals store nothing', () => {
    const refused = async (res: request.Response, status: number, code: string) => {
      expect([res.status, codeOf(res)], JSON.stringify(res.body)).toEqual([status, code]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(messageOf(res)).not.toBe('');
    };
    let before: string;
    beforeAll(async () => {
      before = await storeSnapshot();
    });
    afterAll(async () => {
      expect(await storeSnapshot()).toBe(before);
    });

    it('refuses a file over 5 MB (413 PAYLOAD_TOO_LARGE) and over 40 megapixels (413 IMAGE_TOO_LARGE)', async () => {
      const over = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
      over.set([0xff, 0xd8, 0xff], 0);
      await refused(await upload(admin, kind, over, { contentType: 'image/jpeg' }), 413, 'PAYLOAD_TOO_LARGE');
      await refused(await upload(admin, kind, pngHeaderOnly(10_000, 10_000)), 413, 'IMAGE_TOO_LARGE');
    });

    it('refuses a GIF and an SVG (415), text and a truncated PNG (400 NOT_AN_IMAGE)', async () => {
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#333' } })
        .gif()
        .toBuffer();
      await refused(await upload(admin, kind, gif), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await refused(await upload(admin, kind, svg), 415, 'UNSUPPORTED_MEDIA_TYPE');
      await refused(await upload(admin, kind, Buffer.from('not a picture\n')), 400, 'NOT_AN_IMAGE');
      await refused(await upload(admin, kind, (await png(64, 48)).subarray(0, 40)), 400, 'NOT_AN_IMAGE');
    });

    it('refuses a missing file, another field, a body that is not a form, and a form that does not parse', async () => {
      const csrf = await csrfOf(admin);
      const post = () => admin.post(PICTURE_UPLOAD_PATHS[kind]).set('x-csrf-token', csrf);
      await refused(await post().field('alt', 'No file'), 400, 'VALIDATION_FAILED');
      await refused(await post().field('file', 'not a file'), 400, 'VALIDATION_FAILED');
      await refused(
        await post()
          .field('alt', 'x')
          .attach('file', await png(10, 10), 'a.png'),
        400,
        'VALIDATION_FAILED',
      );
      await refused(await post().send({ file: '/img/x.webp' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      await refused(
        await post().set('Content-Type', 'multipart/form-data; boundary=xx').send('--yy\r\nnothing'),
        400,
        'INVALID_FORM',
      );
    });
  });
});

describe('a stored picture in a field', () => {
  it('is taken by a collection’s picture fields and shown on its page', async () => {
    const { path } = UploadedPictureSchema.parse(
      (await upload(admin, 'collections', await png(200, 80))).body,
    );
    const created = await adminWrite(admin, 'post', '/api/admin/collections', {
      handle: 'uploaded-banner',
      title: 'Uploaded banner',
      page_image: path,
      sale_banner_image: path,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ collection: { page_image: path, sale_banner_image: path } });
    const page = CollectionResponseSchema.parse(
      (await request(t.app).get('/api/collections/uploaded-banner').expect(200)).body,
    ).collection;
    expect(page.collection_page_image).toBe(path);
    await request(t.app).get(path).expect(200);
  });
});

describe('GET /img/uploads/:file', () => {
  it('answers 404 NOT_FOUND in the API’s error shape for an unknown name and any name no upload has', async () => {
    for (const url of [
      '/img/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/img/uploads/..%2F..%2Fshop.db',
      '/img/uploads/%2e%2e%2fshop.db',
      '/img/uploads/..%5C..%5Cshop.db',
      '/img/uploads/x.png',
      '/img/uploads/AAAAAAAAAAAAAAAAAAAAAA-800.webp',
      `/img/uploads/${'A'.repeat(300)}.webp`,
    ]) {
      const res = await request(t.app).get(url);
      expect([res.status, codeOf(res)], url).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('the OpenAPI document', () => {
  type Operation = {
    security: unknown[];
    requestBody: { content: Record<string, unknown> };
    responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  };
  it('describes both uploads (form, scope, answer, refusals) and the serving route', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [kind, scope] of [
      ['sales', 'sales:write'],
      ['collections', 'catalog:write'],
      ['home', 'catalog:write'],
      ['settings', 'settings:write'],
    ] as const) {
      const op = doc.paths[PICTURE_UPLOAD_PATHS[kind]]?.post;
      expect(op?.security, kind).toContainEqual({ apiKey: [scope] });
      expect(Object.keys(op?.requestBody.content ?? {}), kind).toEqual(['multipart/form-data']);
      expect(op?.responses['201']?.content?.['application/json']?.schema, kind).toEqual({
        $ref: '#/components/schemas/UploadedPicture',
      });
      expect(Object.keys(op?.responses ?? {}).sort(), kind).toEqual(
        ['201', '400', '401', '403', '413', '415', '429'].sort(),
      );
    }
    // 400 is every parameterised route's common answer (decision 064); a name no upload has is a 404.
    expect(Object.keys(doc.paths['/img/uploads/{file}']?.get?.responses ?? {})).toEqual([
      '200',
      '400',
      '404',
    ]);
  });
});
