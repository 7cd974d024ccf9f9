/**
 * The back office's content pages (decision 081): listed, read, created, edited (a built-in page's first edit
 * stores its row), unpublished and deleted (not the built-in ones), and previewed as the storefront renders
 * them. Each write is audited in its transaction (entityWriter), which then publishes the 'catalog' topic:
 * every node's cached GET /api/pages answers go at once.
 */
import {
  isBuiltInSlug,
  type AdminPage,
  type AdminPageList,
  type CreatePageBodySchema,
  type PagePreview,
  type SiteInfo,
  type UpdatePageBodySchema,
} from '@shop/domain';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { entityWriter } from '../audit/admin.audit.js';
import { renderMarkdown } from './content.markdown.js';
import { createContentRepo, type ContentPageFields, type ContentPageRow } from './content.repo.js';
import { adminPageOf, allPages, defaultRowOf } from './content.service.js';

type NewPage = Omit<z.output<typeof CreatePageBodySchema>, 'csrfToken'>;
type PageChanges = Omit<z.output<typeof UpdatePageBodySchema>, 'csrfToken'>;

const fieldsOf = (row: ContentPageRow): ContentPageFields => ({
  title: row.title,
  body: row.body,
  seo_title: row.seo_title,
  seo_description: row.seo_description,
  published: row.published,
});

/** The audit entry's view of a page: its fields, the body by length (a log of whole pages helps nobody). */
const audited = (f: ContentPageFields) => ({ ...f, body: undefined, bodyLength: f.body.length });

export type AdminContentDeps = { db: Db; clock: Clock; changes: ChangeFeed; site: () => SiteInfo };

export function createAdminContent(deps: AdminContentDeps) {
  const write = entityWriter(deps, 'content', 'content-page');
  const rowOf = async (db: Db, slug: string) =>
    (await createContentRepo(db).find(slug)) ?? defaultRowOf(slug, deps.site());

  return {
    list: async (): Promise<AdminPageList> => ({
      pages: (await allPages(createContentRepo(deps.db), deps.site())).map((p) => {
        const { body: _b, seoTitle: _t, seoDescription: _d, ...summary } = adminPageOf(p);
        return summary;
      }),
    }),

    get: async (slug: string): Promise<AdminPage> => {
      const row = await rowOf(deps.db, slug);
      if (!row) throw notFound('No such page');
      return adminPageOf(row);
    },

    create: (page: NewPage, actor: AdminActor): Promise<AdminPage> =>
      write(actor, async (trx, audit) => {
        const fields: ContentPageFields = {
          title: page.title,
          body: page.body,
          seo_title: page.seoTitle,
          seo_description: page.seoDescription,
          published: page.published,
        };
        const now = deps.clock.now().toISOString();
        const inserted =
          !isBuiltInSlug(page.slug) && (await createContentRepo(trx).insert(page.slug, fields, now));
        if (!inserted) throw new AppError('PAGE_EXISTS', 'A page with this address exists already');
        audit({ action: 'content-page.create', entityId: page.slug, before: null, after: audited(fields) });
        return adminPageOf((await createContentRepo(trx).find(page.slug))!);
      }),

    update: (slug: string, changes: PageChanges, actor: AdminActor): Promise<AdminPage> =>
      write(actor, async (trx, audit) => {
        const current = await rowOf(trx, slug);
        if (!current) throw notFound('No such page');
        const before = fieldsOf(current);
        const after: ContentPageFields = {
          title: changes.title ?? before.title,
          body: changes.body ?? before.body,
          seo_title: changes.seoTitle ?? before.seo_title,
          seo_description: changes.seoDescription ?? before.seo_description,
          published: changes.published ?? before.published,
        };
        const repo = createContentRepo(trx);
        await repo.put(slug, after, deps.clock.now().toISOString());
        const action =
          before.published === after.published ? 'update' : after.published ? 'publish' : 'unpublish';
        audit({
          action: `content-page.${action}`,
          entityId: slug,
          before: audited(before),
          after: audited(after),
        });
        return adminPageOf((await repo.find(slug))!);
      }),

    remove: (slug: string, actor: AdminActor): Promise<void> =>
      write(actor, async (trx, audit) => {
        if (isBuiltInSlug(slug))
          throw new AppError('BUILT_IN_PAGE', 'A built-in page can be unpublished, not deleted');
        const repo = createContentRepo(trx);
        const before = await repo.find(slug);
        if (!before || !(await repo.remove(slug))) throw notFound('No such page');
        audit({
          action: 'content-page.delete',
          entityId: slug,
          before: audited(fieldsOf(before)),
          after: null,
        });
      }),

    preview: (body: string): PagePreview => ({ html: renderMarkdown(body) }),
  };
}
