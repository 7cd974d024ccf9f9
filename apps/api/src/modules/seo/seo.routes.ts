/**
 * GET /robots.txt and GET /sitemap.xml, mounted before the SPA fallback. The sitemap is one urlset
 * (home, collections, product cards, content pages) up to SITEMAP_MAX_URLS; a bigger catalogue gets a
 * sitemap index over /sitemap-pages.xml and /sitemap-products-{n}.xml.
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
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { siteOrigin } from '../../lib/origin.js';
import { validateParams } from '../../lib/validate.js';
import type { SeoRepo } from './seo.repo.js';

const ChunkParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

const encodePath = (handle: string) => handle.split('/').map(encodeURIComponent).join('/');

export function seoRoutes(
  repo: SeoRepo,
  options: { maxUrlsPerFile?: number; publicUrl?: string | null } = {},
): Router {
  const router = Router();
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
  const requestOrigin = (req: Request) => siteOrigin(req, options.publicUrl ?? null);

  const send = (res: Response, type: string, body: string) =>
    res.type(type).set('Cache-Control', 'public, max-age=3600').send(body);

  /** Home, collections and content pages. */
  function pageUrls(origin: string, lastmod: string | null): SitemapUrl[] {
    return [
      { loc: `${origin}/`, lastmod },
      ...repo.collectionHandles().map((h) => ({ loc: `${origin}/collections/${encodePath(h)}`, lastmod })),
      ...CONTENT_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod })),
    ];
  }

  const productUrls = (origin: string, limit: number, offset: number): SitemapUrl[] =>
    repo.products(limit, offset).map((p) => ({
      loc: `${origin}/products/${encodeURIComponent(p.slug)}`,
      lastmod: sitemapDate(p.created_at),
    }));

  router.get('/robots.txt', (req, res) => {
    send(res, 'text/plain', buildRobotsTxt(requestOrigin(req)));
  });

  router.get('/sitemap.xml', (req, res) => {
    const origin = requestOrigin(req);
    const lastmod = sitemapDate(repo.lastChange());
    const pages = pageUrls(origin, lastmod);
    const productCount = repo.productCount();
    if (pages.length + productCount <= maxUrls) {
      send(res, 'application/xml', buildSitemapXml([...pages, ...productUrls(origin, productCount, 0)]));
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

  router.get('/sitemap-pages.xml', (req, res) => {
    const origin = requestOrigin(req);
    send(res, 'application/xml', buildSitemapXml(pageUrls(origin, sitemapDate(repo.lastChange()))));
  });

  router.get('/sitemap-products-:n.xml', (req, res) => {
    const { n } = validateParams(ChunkParamsSchema, req.params);
    const urls = productUrls(requestOrigin(req), maxUrls, (n - 1) * maxUrls);
    if (urls.length === 0) throw notFound('No such sitemap');
    send(res, 'application/xml', buildSitemapXml(urls));
  });

  return router;
}
