/**
 * GET /robots.txt and GET /sitemap.xml, mounted before the SPA fallback. The sitemap is one urlset
 * (home, collections, product cards, content pages) up to SITEMAP_MAX_URLS; a bigger catalogue gets a
 * sitemap index over /sitemap-pages.xml and /sitemap-products-{n}.xml. Every link is on PUBLIC_URL: these
 * answers are public and cached for an hour, so a forged Host header must not show in them.
 */
import {
  buildRobotsTxt,
  buildSitemapIndexXml,
  buildSitemapXml,
  CONTENT_PAGE_PATHS,
  SITEMAP_MAX_URLS,
  sitemapDate,
  type SitemapUrl,
} from '@shop/domain';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { defineRoutes, fails, media, mountRoutes } from '../../lib/route-table.js';
import type { SeoRepo } from './seo.repo.js';

const xml = media('XML', 'application/xml');

export const seoTable = defineRoutes('', 'seo', {
  robots: {
    method: 'get',
    path: '/robots.txt',
    summary: 'Crawling rules (private paths disallowed) and the sitemap location',
    errors: [],
    responses: { 200: media('text/plain', 'text/plain') },
  },
  sitemap: {
    method: 'get',
    path: '/sitemap.xml',
    summary:
      'Sitemap of home, collections, product cards and content pages (a sitemap index over /sitemap-pages.xml and /sitemap-products-{n}.xml above 50,000 URLs)',
    errors: [],
    responses: { 200: xml },
  },
  pages: {
    method: 'get',
    path: '/sitemap-pages.xml',
    summary: 'Sitemap of home, collections and content pages',
    errors: [],
    responses: { 200: xml },
  },
  products: {
    method: 'get',
    path: '/sitemap-products-:n.xml',
    summary: 'The n-th sitemap of product pages (a catalogue above 50,000 URLs)',
    params: z.object({ n: z.coerce.number().int().min(1).max(100_000) }),
    errors: ['NOT_FOUND'],
    responses: {
      200: xml,
      400: fails('Bad n (VALIDATION_FAILED)'),
      404: fails('No such sitemap (NOT_FOUND)'),
    },
  },
});

const encodePath = (handle: string) => handle.split('/').map(encodeURIComponent).join('/');

/** The content area's published pages (decision 081), through its service. */
export type SitemapPages = { links(): Promise<{ pages: readonly { path: string }[] }> };

export function seoRoutes(
  repo: SeoRepo,
  options: { publicUrl: string; maxUrlsPerFile?: number; pages?: SitemapPages },
): Router {
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const origin = options.publicUrl;

  const send = (res: Response, type: string, body: string) =>
    res.type(type).set('Cache-Control', 'public, max-age=3600').send(body);

  /** Home, collections and content pages. */
  async function pageUrls(lastmod: string | null): Promise<SitemapUrl[]> {
    return [
      { loc: `${origin}/`, lastmod },
      ...(await repo.collectionHandles()).map((h) => ({
        loc: `${origin}/collections/${encodePath(h)}`,
        lastmod,
      })),
      ...CONTENT_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod })),
      ...((await options.pages?.links())?.pages ?? []).map((p) => ({ loc: `${origin}${p.path}`, lastmod })),
    ];
  }

  const productUrls = async (limit: number, offset: number): Promise<SitemapUrl[]> =>
    (await repo.products(limit, offset)).map((p) => ({
      loc: `${origin}/products/${encodeURIComponent(p.slug)}`,
      lastmod: sitemapDate(p.created_at),
    }));

  return mountRoutes(Router(), seoTable, {
    robots: (_req, res) => {
      send(res, 'text/plain', buildRobotsTxt(origin));
    },
    sitemap: async (_req, res) => {
      const lastmod = sitemapDate(await repo.lastChange());
      const pages = await pageUrls(lastmod);
      const productCount = await repo.productCount();
      if (pages.length + productCount <= maxUrls) {
        send(res, 'application/xml', buildSitemapXml([...pages, ...(await productUrls(productCount, 0))]));
        return;
      }
      const chunks = Math.ceil(productCount / maxUrls);
      send(
        res,
        'application/xml',
        buildSitemapIndexXml([
          { loc: `${origin}/sitemap-pages.xml`, lastmod },
          ...Array.from({ length: chunks }, (_, i) => ({
            loc: `${origin}/sitemap-products-${i + 1}.xml`,
            lastmod,
          })),
        ]),
      );
    },
    pages: async (_req, res) => {
      send(res, 'application/xml', buildSitemapXml(await pageUrls(sitemapDate(await repo.lastChange()))));
    },
    products: async (_req, res, { params: { n } }) => {
      const urls = await productUrls(maxUrls, (n - 1) * maxUrls);
      if (urls.length === 0) throw notFound('No such sitemap');
      send(res, 'application/xml', buildSitemapXml(urls));
    },
  });
}
