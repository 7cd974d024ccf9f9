/**
 * Content pages over HTTP against the real store (decision 081): the built-in pages served from their default
 * texts in a shop without the demo, the back office's pages (who may call, bad input, csrf, the audit log),
 * sanitized HTML, the cached answer with its ETag, the server-rendered head and the sitemap.
 */
import { rmSync } from 'node:fs';
import {
  AdminPageListSchema,
  AdminPageSchema,
  AuditListSchema,
  ContentPageLinksSchema,
  ContentPageSchema,
  PagePreviewSchema,
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
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { headOf, makeWebDist } from '../../test/spa-fixture.js';
import { adminContentTable } from './admin.content.routes.js';

const ORIGIN = 'http://shop.test';
const dist = makeWebDist();
let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'read' | 'write' | 'tax', string>;

const pageOf = async (slug: string) =>
  ContentPageSchema.parse((await request(t.app).get(`/api/pages/${slug}`).expect(200)).body);
const linksOf = async () =>
  ContentPageLinksSchema.parse((await request(t.app).get('/api/pages').expect(200)).body).pages.map(
    (p) => p.slug,
  );
const adminList = async () =>
  AdminPageListSchema.parse((await admin.get('/api/admin/pages').expect(200)).body).pages;
const auditOf = async () =>
  AuditListSchema.parse(
    (await admin.get('/api/admin/audit?entity=content-page').expect(200)).body,
  ).entries.map((e) => `${e.action} ${e.entity_id}`);
const BUILT_IN = [
  'about-us',
  'contact-us',
  'frequently-asked-questions',
  'return-policy',
  'warranty-policy',
  'privacy-policy',
  'terms-and-conditions',
  'financing',
];

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    webDistDir: dist,
    configOverrides: { publicUrl: ORIGIN, signInRateLimit: 1000, adminKeyRateLimit: 10_000 },
  });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, { read: 'content:read', write: 'content:write', tax: 'tax:read' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('who may call /api/admin/pages', () => {
  it('refuses anonymous callers, shoppers and keys without the scope', async () => {
    await expectAdminGuards(t.app, adminContentTable, {
      agents: [shopper],
      params: { slug: 'about-us' },
      wrongKeys: (scope) => [keys.tax, ...(scope === 'content:write' ? [keys.read] : [])],
    });
  });

  it('takes a session write only with its csrf token', async () => {
    const res = await admin.patch('/api/admin/pages/about-us').send({ title: 'No token' });
    expect(res.status).toBe(403);
    const del = await admin.delete('/api/admin/pages/about-us');
    expect(del.status).toBe(403);
    expect((await adminList())[0]!.title).toBe('About Us');
  });
});

describe('a shop started without the demo', () => {
  it('serves the built-in pages from their default texts, rendered, with an ETag', async () => {
    expect(await linksOf()).toEqual(BUILT_IN);
    const about = await pageOf('about-us');
    expect(about).toMatchObject({ title: 'About Us', seoTitle: 'About Us', updatedAt: null });
    expect(about.seoDescription).toMatch(/^Skar Audio designs subwoofers/);
    expect(about.html).toContain('<h2>What we make</h2>');
    expect(about.html).toContain('<a href="/box-design-calculator">box design calculator</a>');
    const res = await request(t.app).get('/api/pages/about-us').expect(200);
    expect(res.headers.etag).toBeTruthy();
    await request(t.app).get('/api/pages/about-us').set('If-None-Match', res.headers.etag!).expect(304);
    expect((await adminList()).map((p) => [p.slug, p.builtIn, p.published])).toEqual(
      BUILT_IN.map((slug) => [slug, true, true]),
    );
  });

  it('answers 404 for an unknown page and 400 for a path that is no page address', async () => {
    const missing = await request(t.app).get('/api/pages/no-such-page');
    expect([missing.status, codeOf(missing)]).toEqual([404, 'NOT_FOUND']);
    const bad = await request(t.app).get('/api/pages/Not_A_Slug');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await admin.get('/api/admin/pages/no-such-page')).status).toBe(404);
  });
});

describe('the back office', () => {
  it('creates a draft, publishes, edits, unpublishes and deletes a page, each audited, the storefront at once', async () => {
    const created = await write(admin, 'post', '/api/admin/pages', {
      slug: 'shipping',
      title: 'Shipping',
      body: '## Fast\n\nWe ship <script>alert(1)</script> [fast](javascript:alert(1)).',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(AdminPageSchema.parse(created.body)).toMatchObject({
      slug: 'shipping',
      path: '/pages/shipping',
      published: false,
      builtIn: false,
    });
    // A draft is nobody's page yet.
    expect((await request(t.app).get('/api/pages/shipping')).status).toBe(404);
    expect(await linksOf()).not.toContain('shipping');

    const published = await request(t.app)
      .patch('/api/admin/pages/shipping')
      .set(bearer(keys.write))
      .send({ published: true, seoTitle: 'Shipping times', seoDescription: 'How fast we ship.' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await pageOf('shipping');
    expect(page).toMatchObject({ seoTitle: 'Shipping times', seoDescription: 'How fast we ship.' });
    expect(page.html).toContain('<h2>Fast</h2>');
    expect(page.html).not.toMatch(/<script|href="javascript/i);
    expect(page.html).toContain('&lt;script&gt;');
    expect(await linksOf()).toEqual([...BUILT_IN, 'shipping']);

    const res = await request(t.app).get('/api/pages/shipping').expect(200);
    expect(
      (await write(admin, 'patch', '/api/admin/pages/shipping', { body: 'Now **faster**.' })).status,
    ).toBe(200);
    // The write emptied the cached answer: the old ETag is no longer the page's.
    await request(t.app).get('/api/pages/shipping').set('If-None-Match', res.headers.etag!).expect(200);
    expect((await pageOf('shipping')).html).toBe('<p>Now <strong>faster</strong>.</p>\n');

    expect((await write(admin, 'patch', '/api/admin/pages/shipping', { published: false })).status).toBe(200);
    expect((await request(t.app).get('/api/pages/shipping')).status).toBe(404);
    expect((await write(admin, 'delete', '/api/admin/pages/shipping')).status).toBe(204);
    const gone = await write(admin, 'delete', '/api/admin/pages/shipping');
    expect([gone.status, codeOf(gone)]).toEqual([404, 'NOT_FOUND']);
    expect(await auditOf()).toEqual([
      'content-page.delete shipping',
      'content-page.unpublish shipping',
      'content-page.update shipping',
      'content-page.publish shipping',
      'content-page.create shipping',
    ]);
  });

  it('edits and unpublishes a built-in page but never deletes it', async () => {
    const edited = await write(admin, 'patch', '/api/admin/pages/financing', {
      body: '# Pay later\n\nWith Affirm.',
    });
    expect(AdminPageSchema.parse(edited.body)).toMatchObject({
      builtIn: true,
      body: '# Pay later\n\nWith Affirm.',
    });
    expect((await pageOf('financing')).html).toBe('<h2>Pay later</h2>\n<p>With Affirm.</p>\n');
    const del = await write(admin, 'delete', '/api/admin/pages/financing');
    expect([del.status, codeOf(del)]).toEqual([409, 'BUILT_IN_PAGE']);
    await write(admin, 'patch', '/api/admin/pages/financing', { published: false });
    expect((await request(t.app).get('/api/pages/financing')).status).toBe(404);
    expect(await linksOf()).not.toContain('financing');
    await write(admin, 'patch', '/api/admin/pages/financing', { published: true });
    expect(await linksOf()).toContain('financing');
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = await adminList();
    for (const body of [
      { slug: 'Bad Slug', title: 'x' },
      { slug: 'a--b', title: 'x' },
      { slug: 'reviews', title: 'Reviews' },
      { slug: 'ok-slug', title: '  ' },
      { slug: 'ok-slug', title: 'x', extra: 1 },
      { slug: 'ok-slug', title: 'x', body: 'x'.repeat(50_001) },
      { slug: 'ok-slug', title: 'x', seoTitle: 'x'.repeat(71) },
      { title: 'x' },
    ]) {
      const res = await write(admin, 'post', '/api/admin/pages', body);
      expect([res.status, codeOf(res)], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    for (const slug of ['about-us', 'contact-us']) {
      const res = await write(admin, 'post', '/api/admin/pages', { slug, title: 'Again' });
      expect([res.status, codeOf(res)]).toEqual([409, 'PAGE_EXISTS']);
    }
    const patch = await write(admin, 'patch', '/api/admin/pages/about-us', { published: 'yes' });
    expect([patch.status, codeOf(patch)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await write(admin, 'patch', '/api/admin/pages/nope', { title: 'x' })).status).toBe(404);
    expect(await adminList()).toEqual(before);
  });

  it('previews Markdown as the storefront renders it, sanitized', async () => {
    const res = await write(admin, 'post', '/api/admin/pages/preview', {
      body: '## Hi\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))',
    });
    expect(res.status).toBe(200);
    const { html } = PagePreviewSchema.parse(res.body);
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).not.toMatch(/<img|<[^>]*onerror=|href="javascript/i);
  });
});

describe('search engines', () => {
  it('get a page head from its SEO fields, and a 404 for an unpublished page', async () => {
    await write(admin, 'post', '/api/admin/pages', {
      slug: 'installation-help',
      title: 'Installation help',
      body: 'Help.',
      seoTitle: 'Install help',
      seoDescription: 'How to install "bass" </title>.',
      published: true,
    });
    const res = await request(t.handle).get('/pages/installation-help').expect(200);
    const head = headOf(res.text);
    expect(head.titles).toEqual(['Install help | Skar Audio']);
    expect(head.descriptions).toEqual(['How to install "bass" </title>.']);
    expect(res.text).not.toContain('"bass" </title>');
    expect(head.canonical).toBe(`${ORIGIN}/pages/installation-help`);
    // The page's answer is in its index.html: the SPA renders it with no request.
    expect(res.text).toContain('"/api/pages/installation-help":');
    await request(t.handle).get('/pages/no-such-page').expect(404);
    await write(admin, 'patch', '/api/admin/pages/installation-help', { published: false });
    await request(t.handle).get('/pages/installation-help').expect(404);
  });

  it('find every published page in the sitemap', async () => {
    await write(admin, 'patch', '/api/admin/pages/installation-help', { published: true });
    const sitemap = (await request(t.handle).get('/sitemap.xml').expect(200)).text;
    for (const slug of [...BUILT_IN, 'installation-help', 'reviews'])
      expect(sitemap).toContain(`<loc>${ORIGIN}/pages/${slug}</loc>`);
    await write(admin, 'patch', '/api/admin/pages/installation-help', { published: false });
    expect((await request(t.handle).get('/sitemap.xml').expect(200)).text).not.toContain('installation-help');
  });
});
