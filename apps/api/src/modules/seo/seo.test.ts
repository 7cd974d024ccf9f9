import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGE_PATHS, isExcludedSku } from '@shop/domain';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { createSeoRepo } from './seo.repo.js';
import { seoRoutes } from './seo.routes.js';

/** No PUBLIC_URL: links go to localhost on PORT (the test configuration's 3000). */
const shop = await makeApp();
afterAll(() => shop.close());
const ORIGIN = 'http://localhost:3000';
const FORGED_HOST = 'evil.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /robots.txt', () => {
  it('allows all, keeps private paths out and names the sitemap on PUBLIC_URL, never the Host header', async () => {
    const res = await request(shop.app).get('/robots.txt').set('Host', FORGED_HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /cart',
        'Disallow: /api',
      ]),
    );
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.text).not.toContain(FORGED_HOST);
  });

  it('names the sitemap on the configured PUBLIC_URL', async () => {
    const app = express().use(seoRoutes(createSeoRepo(shop.db), { publicUrl: 'https://www.skar.example' }));
    const res = await request(app).get('/robots.txt').set('Host', FORGED_HOST).expect(200);
    expect(res.text).toContain('Sitemap: https://www.skar.example/sitemap.xml');
    expect(res.text).not.toContain(FORGED_HOST);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, visible collections and sub-collections, every visible card and the content pages', async () => {
    const res = await request(shop.app).get('/sitemap.xml').set('Host', FORGED_HOST);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(FORGED_HOST);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.text);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/collections/car-subwoofers`);
    expect(urls.some((u) => /\/collections\/[^/]+\/[^/]+$/.test(u ?? ''))).toBe(true);
    for (const page of CONTENT_PAGE_PATHS) expect(urls).toContain(`${ORIGIN}${page}`);
    const cards = await shop.db
      .selectFrom('products')
      .select(['sku', 'slug'])
      .where('enabled_on_site', '=', 1)
      .where('variant_parent_sku', 'is', null)
      .orderBy('id')
      .execute();
    for (const { sku, slug } of cards)
      if (isExcludedSku(sku)) expect(urls).not.toContain(`${ORIGIN}/products/${slug}`);
      else expect(urls).toContain(`${ORIGIN}/products/${slug}`);
    expect(urls).not.toContain(`${ORIGIN}/products/skar-evl-12-d2`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(res.text.match(/<url>/g)?.length).toBe(
      res.text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length,
    );
  });

  it('leaves out a product that is not enabled on the site', async () => {
    const { slug } = await shop.db
      .selectFrom('products')
      .select('slug')
      .where('variant_parent_sku', 'is', null)
      .where('enabled_on_site', '=', 1)
      .where('product_type', '=', 'normal')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ enabled_on_site: 0 }).where('slug', '=', slug).execute();
    const res = await request(shop.app).get('/sitemap.xml');
    await shop.db.updateTable('products').set({ enabled_on_site: 1 }).where('slug', '=', slug).execute();
    expect(res.text).not.toContain(`/products/${slug}<`);
  });

  it('splits a catalogue over the per-file limit into a sitemap index', async () => {
    const app = express().use(
      seoRoutes(createSeoRepo(shop.db), { maxUrlsPerFile: 20, publicUrl: 'http://x.test' }),
    );
    const index = await request(app).get('/sitemap.xml').set('Host', FORGED_HOST);
    expect(index.text).toContain('<sitemapindex');
    const parts = locs(index.text);
    expect(parts[0]).toBe('http://x.test/sitemap-pages.xml');
    expect(parts[1]).toBe('http://x.test/sitemap-products-1.xml');
    const pages = await request(app).get('/sitemap-pages.xml').set('Host', FORGED_HOST);
    expect(locs(pages.text)).toContain('http://x.test/pages/reviews');
    const last = parts.at(-1)?.replace('http://x.test', '') ?? '';
    const chunk = await request(app).get(last).set('Host', FORGED_HOST);
    expect(chunk.text).not.toContain(FORGED_HOST);
    expect(chunk.status).toBe(200);
    expect(locs(chunk.text).length).toBeGreaterThan(0);
    expect(locs(chunk.text).length).toBeLessThanOrEqual(20);
    expect((await request(app).get(`/sitemap-products-${parts.length + 5}.xml`)).status).toBe(404);
  });

  it('is served before the SPA fallback', async () => {
    const dist = path.join(shop.dir, 'web-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>SPA</title><div id="spa-root"></div>',
    );
    const withSpa = await makeApp({ webDistDir: dist });
    try {
      const res = await request(withSpa.app).get('/sitemap.xml');
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect((await request(withSpa.app).get('/robots.txt')).text).toContain('User-agent: *');
      expect((await request(withSpa.app).get('/pages/about-us')).text).toContain('<div id="spa-root">');
    } finally {
      await withSpa.close();
    }
  });
});
