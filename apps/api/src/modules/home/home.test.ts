/**
 * The home page the merchant edits, over HTTP against the real store (decision 082): who may read and change
 * it, bad input refused with nothing stored, the audit log, the storefront's one cached answer (ETag, 304,
 * emptied by a write), slide schedules, the default footer of a shop that stores none, and an uploaded
 * picture's widths as the slide's srcset.
 */
import {
  AdminHomeSchema,
  AuditListSchema,
  DEFAULT_FOOTER_GROUPS,
  HomeResponseSchema,
  PICTURE_UPLOAD_PATHS,
  UploadedPictureSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminWrite as write,
  bearer,
  codeOf,
  expectAdminGuards,
  makeApiKeys,
} from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { png } from '../../test/picture-files.js';
import { adminHomeTable } from './admin.home.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'read' | 'write' | 'orders', string>;

const hour = 3_600_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();
const slide = (over: Record<string, unknown> = {}) => ({
  image: '/img/banners/home-hero.svg',
  alt: 'Subwoofers built loud',
  link: '/collections/car-subwoofers',
  startsAt: null,
  endsAt: null,
  ...over,
});
const homeOf = async () => HomeResponseSchema.parse((await request(t.app).get('/api/home').expect(200)).body);
const adminHome = async () => AdminHomeSchema.parse((await admin.get('/api/admin/home').expect(200)).body);
const snapshot = async () =>
  JSON.stringify({
    home: await adminHome(),
    audit: await t.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  });

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, { read: 'catalog:read', write: 'catalog:write', orders: 'orders:read' });
});
afterAll(() => t.close());

describe('who may call /api/admin/home', () => {
  it('refuses anonymous callers, shoppers and keys without the scope', async () => {
    await expectAdminGuards(t.app, adminHomeTable, {
      agents: [shopper],
      params: {},
      wrongKeys: (scope) => [keys.orders, ...(scope === 'catalog:write' ? [keys.read] : [])],
    });
  });

  it('refuses a session write without its csrf token or from another origin, and takes a key', async () => {
    const before = await snapshot();
    const noCsrf = await admin.put('/api/admin/home/tiles').send({ tiles: [] });
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const foreign = await admin
      .put('/api/admin/home/tiles')
      .set('Origin', 'https://evil.test')
      .send({ tiles: [], csrfToken: await csrfOf(admin) });
    expect([foreign.status, codeOf(foreign)]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    expect(await snapshot()).toBe(before);
    const byKey = await request(t.app)
      .put('/api/admin/home/tiles')
      .set(bearer(keys.write))
      .send({ tiles: [] });
    expect(byKey.status).toBe(200);
  });
});

describe('a new shop', () => {
  it('shows no slide, tile or bar, and the spec’s pages in its footer', async () => {
    const home = await homeOf();
    expect(home).toEqual({ slides: [], tiles: [], announcement: null, footer: DEFAULT_FOOTER_GROUPS });
    expect(await adminHome()).toMatchObject({ footerIsDefault: true, announcement: { enabled: false } });
  });
});

describe('the hero slides', () => {
  it('replaces them in order, audited, and the storefront shows the scheduled ones at once', async () => {
    const cached = await request(t.app).get('/api/home').expect(200);
    expect(cached.headers['cache-control']).toBe('private, no-cache');
    await request(t.app).get('/api/home').set('If-None-Match', cached.headers.etag!).expect(304);

    const slides = [
      slide({ alt: 'Now' }),
      slide({ alt: 'Later', startsAt: at(hour), endsAt: at(2 * hour) }),
      slide({ alt: 'Over', startsAt: at(-2 * hour), endsAt: at(-hour) }),
      slide({ alt: 'Open-ended', link: 'https://help.example.com/', startsAt: '2026-03-01T09:00:00-05:00' }),
    ];
    const res = await write(admin, 'put', '/api/admin/home/slides', { slides });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = AdminHomeSchema.parse(res.body).slides;
    expect(saved.map((s) => s.alt)).toEqual(['Now', 'Later', 'Over', 'Open-ended']);
    // Kept as UTC instants.
    expect(saved[3]!.startsAt).toBe('2026-03-01T14:00:00.000Z');

    // The write emptied the cached answer: the old tag is no longer the answer's.
    const fresh = await request(t.app)
      .get('/api/home')
      .set('If-None-Match', cached.headers.etag!)
      .expect(200);
    const shown = HomeResponseSchema.parse(fresh.body).slides;
    expect(shown.map((s) => s.alt)).toEqual(['Now', 'Open-ended']);
    expect(shown[0]).toEqual({
      image: '/img/banners/home-hero.svg',
      srcset: null,
      alt: 'Now',
      link: '/collections/car-subwoofers',
    });

    // Reordered: the list's order.
    await write(admin, 'put', '/api/admin/home/slides', { slides: [slides[3], slides[0]] });
    expect((await homeOf()).slides.map((s) => s.alt)).toEqual(['Open-ended', 'Now']);

    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=home&entity_id=slides').expect(200)).body,
    ).entries;
    expect(audit.map((e) => e.action)).toEqual(['home.slides.update', 'home.slides.update']);
    expect((audit[0]!.after as { alt: string }[]).map((s) => s.alt)).toEqual(['Open-ended', 'Now']);
  });

  it.each([
    ['an unsafe link', { link: 'javascript:alert(1)' }, 'slides.0.link'],
    ['a plain http link', { link: 'http://example.com/' }, 'slides.0.link'],
    ['another site’s path', { link: '//evil.example/x' }, 'slides.0.link'],
    ['no alt text', { alt: ' ' }, 'slides.0.alt'],
    ['a picture off the shop', { image: 'https://cdn.example/x.jpg' }, 'slides.0.image'],
    ['an end before the start', { startsAt: at(hour), endsAt: at(0) }, 'slides.0.endsAt'],
    ['a start that is no moment', { startsAt: 'tomorrow' }, 'slides.0.startsAt'],
  ])('refuses %s (400, the field named) and stores nothing', async (_what, over, path) => {
    const before = await snapshot();
    const res = await write(admin, 'put', '/api/admin/home/slides', { slides: [slide(over)] });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(res.body)).toContain(path.split('.').at(-1));
    expect(await snapshot()).toBe(before);
  });

  it('refuses more slides than the hero takes', async () => {
    const res = await write(admin, 'put', '/api/admin/home/slides', { slides: Array(9).fill(slide()) });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it("gives an uploaded picture's stored widths as the slide's srcset", async () => {
    const uploaded = await admin
      .post(PICTURE_UPLOAD_PATHS.home)
      .set('x-csrf-token', await csrfOf(admin))
      .attach('file', await png(2000, 700, '#20a060'), { filename: 'hero.png', contentType: 'image/png' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { path } = UploadedPictureSchema.parse(uploaded.body);
    for (const px of [1920, 1280, 640]) {
      const width = path.replace(/\.webp$/, `-${px}.webp`);
      const served = await request(t.app).get(width).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    await write(admin, 'put', '/api/admin/home/slides', { slides: [slide({ image: path })] });
    const [shown] = (await homeOf()).slides;
    expect(shown!.srcset).toBe(
      [1920, 1280, 640].map((px) => `${path.replace(/\.webp$/, `-${px}.webp`)} ${px}w`).join(', '),
    );
  });
});

describe('tiles, the bar and the footer', () => {
  it('stores each whole and the storefront reads them', async () => {
    const tiles = [
      { title: 'Subwoofers', image: null, link: '/collections/car-subwoofers' },
      { title: 'Amplifiers', image: '/img/collections/amps.svg', link: '/collections/car-amplifiers' },
    ];
    expect((await write(admin, 'put', '/api/admin/home/tiles', { tiles })).status).toBe(200);
    const bar = { text: 'Holiday shipping: order by Dec 18', link: '/pages/shipping', enabled: true };
    expect((await write(admin, 'put', '/api/admin/home/announcement', { announcement: bar })).status).toBe(
      200,
    );
    const groups = [
      {
        title: 'Help',
        links: [
          { label: 'Contact Us', url: '/pages/contact-us' },
          { label: 'Help Center', url: 'https://help.example.com/' },
        ],
      },
    ];
    const saved = await write(admin, 'put', '/api/admin/home/footer', { groups });
    expect(AdminHomeSchema.parse(saved.body)).toMatchObject({ footer: groups, footerIsDefault: false });

    const home = await homeOf();
    expect(home.tiles).toEqual(tiles);
    expect(home.announcement).toEqual({ text: bar.text, link: bar.link });
    expect(home.footer).toEqual(groups);

    // Off: the storefront shows no bar; the back office keeps its text.
    await write(admin, 'put', '/api/admin/home/announcement', { announcement: { ...bar, enabled: false } });
    expect((await homeOf()).announcement).toBeNull();
    expect((await adminHome()).announcement).toEqual({ ...bar, enabled: false });

    // No groups: the spec's pages again.
    await write(admin, 'put', '/api/admin/home/footer', { groups: [] });
    expect((await homeOf()).footer).toEqual(DEFAULT_FOOTER_GROUPS);
  });

  it.each([
    ['/api/admin/home/tiles', { tiles: [{ title: '', image: null, link: '/x' }] }],
    ['/api/admin/home/tiles', { tiles: [{ title: 'X', image: null, link: 'data:text/html,x' }] }],
    ['/api/admin/home/announcement', { announcement: { text: '', link: null, enabled: true } }],
    ['/api/admin/home/announcement', { announcement: { text: 'Hi', link: 'javascript:x', enabled: true } }],
    ['/api/admin/home/footer', { groups: [{ title: 'Help', links: [] }] }],
    ['/api/admin/home/footer', { groups: [{ title: 'Help', links: [{ label: 'X', url: 'ftp://x' }] }] }],
    ['/api/admin/home/footer', { groups: 'none' }],
  ])('refuses bad input to %s (400) and stores nothing', async (url, body) => {
    const before = await snapshot();
    const res = await write(admin, 'put', url, body);
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await snapshot()).toBe(before);
  });
});
