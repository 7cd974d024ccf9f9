import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isAppPagePath, isContentPath, PAGE_READS } from '@shop/domain';
import { createRoutes } from './router';

/** A path the server answers with 200 (apps/api modules/seo/page-heads.ts); any other is a 404 there. */
const servedAsPage = (path: string) =>
  path === '/' ||
  path === '/search/products' ||
  isContentPath(path) ||
  isAppPagePath(path) ||
  /^\/products\/.+/.test(path) ||
  /^\/collections\/[^/]+(\/[^/]+)?$/.test(path);

describe('the router and the server agree on what is a page', () => {
  it('every route of the SPA is a page the server answers with 200 (no route the server calls a 404)', () => {
    const children = createRoutes(new QueryClient())[0]!.children ?? [];
    const paths = children
      // The not-found page, and /pages/:page, whose unknown names are 404s by design, are not pages of their own.
      .filter((r) => r.path !== '*' && r.path !== 'pages/:page')
      .map((r) => (r.index ? '/' : `/${r.path!.replace(/:[a-z]+/gi, 'x').replace('*', 'x/y')}`));
    expect(paths.length).toBeGreaterThan(15);
    expect(paths.filter((p) => !servedAsPage(p))).toEqual([]);
  });
});

describe("the domain's route-to-reads table (PAGE_READS) and the router", () => {
  it('names only routes the router mounts, so the server embeds what the loaders read', () => {
    const children = createRoutes(new QueryClient())[0]!.children ?? [];
    const mounted = children.map((r) => (r.index ? '/' : `/${r.path}`));
    expect(PAGE_READS.map((r) => r.path).filter((p) => !mounted.includes(p))).toEqual([]);
  });
});
