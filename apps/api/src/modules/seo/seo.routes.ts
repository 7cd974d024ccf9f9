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
import { validateParams } from '../../lib/validate.js';
import type { SeoRepo } from './seo.repo.js';

const ChunkParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

const encodePath = (handle: string) => handle.split('/').map(encodeURIComponent).join('/');

export function seoRoutes(repo: SeoRepo, options: { publicUrl: string; maxUrlsPerFile?: number }): Router {
  const router = Router();
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const origin = options.publicUrl;

  const send = (res: Response, type: string, body: string) =>
    res.type(type).set('Cache-Control', 'public, max-age=3600').send(body);

  /** Home, collections and content pages. */
  function pageUrls(lastmod: string | null): SitemapUrl[] {
    return [
      { loc: `${origin}/`, lastmod },
      ...repo.collectionHandles().map((h) => ({ loc: `${origin}/collections/${encodePath(h)}`, lastmod })),
      ...CONTENT_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod })),
    ];
  }

  const productUrls = (limit: number, offset: number): SitemapUrl[] =>
    repo.products(limit, offset).map((p) => ({
      loc: `${origin}/products/${encodeURIComponent(p.slug)}`,
      lastmod: sitemapDate(p.created_at),
    }));

  router.get('/robots.txt', (_req, res) => {
    send(res, 'text/plain', buildRobotsTxt(origin));
  });

  router.get('/sitemap.xml', (_req, res) => {
    const lastmod = sitemapDate(repo.lastChange());
    const pages = pageUrls(lastmod);
    const productCount = repo.productCount();
    if (pages.length + productCount <= maxUrls) {
      send(res, 'application/xml', buildSitemapXml([...pages, ...productUrls(productCount, 0)]));
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
  });

  router.get('/sitemap-pages.xml', (_req, res) => {
    send(res, 'application/xml', buildSitemapXml(pageUrls(sitemapDate(repo.lastChange()))));
  });

  router.get('/sitemap-products-:n.xml', (req, res) => {
    const { n } = validateParams(ChunkParamsSchema, req.params);
    const urls = productUrls(maxUrls, (n - 1) * maxUrls);
    if (urls.length === 0) throw notFound('No such sitemap');
    send(res, 'application/xml', buildSitemapXml(urls));
  });

  return router;
}
