/**
 * The content pages as the storefront reads them (decision 081): a published page's HTML (its Markdown
 * rendered and sanitized here, never in the browser) with its SEO fields, and the published pages' links.
 * A built-in page without a row is its default text, so a shop started without the demo still has them.
 * Answers go through the response cache (GET /api/pages...); a back-office write publishes 'catalog', which
 * empties every node's cache.
 */
import {
  BUILT_IN_PAGES,
  builtInPage,
  contentPagePath,
  type AdminPage,
  type ContentPageLinks,
  type ContentPageResponse,
  type SiteInfo,
} from '@shop/domain';
import { notFound } from '../../lib/app-error.js';
import { renderMarkdown } from './content.markdown.js';
import type { ContentPageRow, ContentRepo } from './content.repo.js';

/** A built-in page's default row, as the shop starts with it (published, never updated). */
export const defaultRowOf = (slug: string, site: SiteInfo): ContentPageRow | null => {
  const page = builtInPage(slug);
  return page
    ? {
        slug,
        title: page.title,
        body: page.body(site),
        seo_title: '',
        seo_description: '',
        published: true,
        updated_at: '',
      }
    : null;
};

/** A page as the back office edits it: the stored row, else the built-in default. */
export const adminPageOf = (row: ContentPageRow): AdminPage => ({
  slug: row.slug,
  title: row.title,
  path: contentPagePath(row.slug),
  published: row.published,
  builtIn: builtInPage(row.slug) !== undefined,
  updatedAt: row.updated_at || null,
  body: row.body,
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
});

/** Every page: the built-in ones first (stored or default) in their order, then the merchant's by title. */
export async function allPages(repo: ContentRepo, site: SiteInfo): Promise<ContentPageRow[]> {
  const rows = await repo.all();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const builtIn = BUILT_IN_PAGES.map((p) => bySlug.get(p.slug) ?? defaultRowOf(p.slug, site)!);
  const added = rows
    .filter((r) => !builtInPage(r.slug))
    .sort((a, b) => a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug));
  return [...builtIn, ...added];
}

export type ContentService = ReturnType<typeof createContentService>;

/** `site`: the shop's identity now (the settings, decision 080): the built-in pages' default texts name it. */
export function createContentService(repo: ContentRepo, site: () => SiteInfo) {
  return {
    /** GET /api/pages/:slug: a published page; 404 for an unknown or unpublished one. */
    async page(slug: string): Promise<ContentPageResponse> {
      const row = (await repo.find(slug)) ?? defaultRowOf(slug, site());
      if (!row?.published) throw notFound('No such page');
      return {
        slug: row.slug,
        title: row.title,
        html: renderMarkdown(row.body),
        seoTitle: row.seo_title || row.title,
        seoDescription: row.seo_description || (builtInPage(slug)?.seoDescription(site()) ?? ''),
        updatedAt: row.updated_at || null,
      };
    },

    /** GET /api/pages: the published pages' slugs, titles and paths (the footer's links, the sitemap). */
    async links(): Promise<ContentPageLinks> {
      const pages = (await allPages(repo, site())).filter((p) => p.published);
      return { pages: pages.map((p) => ({ slug: p.slug, title: p.title, path: contentPagePath(p.slug) })) };
    },
  };
}
