/**
 * The shop's own link preview over HTTP (decisions 063 and 080): a shop without a logo previews its pages
 * with the web app's favicon (/img/og/site.png); once the merchant uploads a logo, the pages without a
 * picture of their own name the logo's preview (/img/og/uploads/{name}.png, cached for a year: a new logo is
 * a new name), site.png is drawn from the logo too (briefly cached, revalidated by its ETag), and
 * og:image:alt is the shop's name.
 */
import { PICTURE_UPLOAD_PATHS, ShopSettingsSchema, UploadedPictureSchema } from '@shop/domain';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { png } from '../../test/picture-files.js';
import { headOf, makeWebDist } from '../../test/spa-fixture.js';

const ORIGIN = 'http://shop.test';
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await makeApp({ seed: false, webDistDir: makeWebDist(), configOverrides: { publicUrl: ORIGIN } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

/** The home page's og:image and og:image:alt. */
const homePreview = async () => {
  const head = headOf((await request(t.app).get('/').expect(200)).text);
  return { url: head.og('og:image')!, alt: head.og('og:image:alt') };
};

/** A preview fetched as bytes, with the colour of its middle pixel and its caching headers. */
async function fetchPreview(url: string) {
  const res = await request(t.app)
    .get(new URL(url, ORIGIN).pathname)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const body = res.body as Buffer;
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  const { data } = await sharp(body)
    .extract({ left: 600, top: 315, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    middle: [data[0]!, data[1]!, data[2]!],
    cacheControl: String(res.headers['cache-control']),
    etag: String(res.headers['etag']),
  };
}

/** Whether an RGB pixel is near the colour. */
const near = (rgb: number[], want: [number, number, number]) =>
  rgb.every((c, i) => Math.abs(c - want[i]!) <= 12);

const FAVICON_RED: [number, number, number] = [0xdc, 0x26, 0x26];
const LOGO_BLUE: [number, number, number] = [0x1d, 0x4e, 0xd8];

describe("the shop's own link preview", () => {
  it('a shop without a logo: site.png from the favicon, the shop named in the alt text', async () => {
    const home = await homePreview();
    expect(home).toEqual({ url: `${ORIGIN}/img/og/site.png`, alt: 'Skar Audio' });
    const preview = await fetchPreview(home.url);
    expect(near(preview.middle, FAVICON_RED), String(preview.middle)).toBe(true);
  });

  it("with the merchant's logo: pages name its own preview, drawn from it; site.png follows", async () => {
    const before = await fetchPreview('/img/og/site.png');
    const upload = await admin
      .post(PICTURE_UPLOAD_PATHS.settings)
      .set('X-CSRF-Token', await csrfOf(admin))
      .attach('file', await png(300, 100, '#1d4ed8'), { filename: 'logo.png', contentType: 'image/png' });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const logo = UploadedPictureSchema.parse(upload.body).path;
    const settings = ShopSettingsSchema.parse((await admin.get('/api/admin/settings').expect(200)).body);
    const saved = await adminWrite(admin, 'put', '/api/admin/settings', {
      ...settings,
      identity: { ...settings.identity, name: 'Harbor Bass Works', logo_url: logo },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const home = await homePreview();
    const name = /^\/img\/uploads\/([A-Za-z0-9_-]{22})\.webp$/.exec(logo)![1];
    expect(home).toEqual({ url: `${ORIGIN}/img/og/uploads/${name}.png`, alt: 'Harbor Bass Works' });
    const named = await fetchPreview(home.url);
    expect(near(named.middle, LOGO_BLUE), String(named.middle)).toBe(true);
    expect(named.cacheControl).toBe('public, max-age=31536000, immutable');

    // Links made before the logo (site.png) show it too, once their short cache has run out.
    const site = await fetchPreview('/img/og/site.png');
    expect(near(site.middle, LOGO_BLUE), String(site.middle)).toBe(true);
    expect(site.cacheControl).toBe('public, max-age=300');
    expect(site.etag).not.toBe(before.etag);
    expect(site.etag).toBe(named.etag);
    const again = await request(t.app).get('/img/og/site.png').set('If-None-Match', site.etag);
    expect(again.status).toBe(304);

    // A page with a picture of its own keeps it; an upload that does not exist has no preview.
    expect((await request(t.app).get('/img/og/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')).status).toBe(404);
    expect((await request(t.app).get('/img/og/uploads/short.png')).status).toBe(400);
  });
});
