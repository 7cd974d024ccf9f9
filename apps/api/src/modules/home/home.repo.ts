import type { Db } from '../../db/database.js';

export type HomeSlideRow = {
  image: string;
  srcset: string | null;
  alt: string;
  link: string;
  starts_at: string | null;
  ends_at: string | null;
};
export type HomeTileRow = { title: string; image: string | null; link: string };
export type FooterLinkRow = { group_id: number; label: string; url: string };
export type FooterGroupRow = { id: number; title: string };
export type AnnouncementRow = { text: string; link: string | null; enabled: number };

export type HomeRepo = ReturnType<typeof createHomeRepo>;

/** The home's rows (migration 037), each list in its order; a transaction is a Db too. */
export function createHomeRepo(db: Db) {
  return {
    slides: (): Promise<HomeSlideRow[]> =>
      db
        .selectFrom('home_slides')
        .select(['image', 'srcset', 'alt', 'link', 'starts_at', 'ends_at'])
        .orderBy('position')
        .execute(),
    tiles: (): Promise<HomeTileRow[]> =>
      db.selectFrom('home_tiles').select(['title', 'image', 'link']).orderBy('position').execute(),
    async footer(): Promise<{ groups: FooterGroupRow[]; links: FooterLinkRow[] }> {
      const groups = await db
        .selectFrom('home_footer_groups')
        .select(['id', 'title'])
        .orderBy('position')
        .execute();
      const links = await db
        .selectFrom('home_footer_links')
        .select(['group_id', 'label', 'url'])
        .orderBy('group_id')
        .orderBy('position')
        .execute();
      return {
        groups: groups.map((g) => ({ id: Number(g.id), title: g.title })),
        links: links.map((l) => ({ ...l, group_id: Number(l.group_id) })),
      };
    },
    announcement: async (): Promise<AnnouncementRow | null> =>
      (await db
        .selectFrom('home_announcement')
        .select(['text', 'link', 'enabled'])
        .where('id', '=', 1)
        .executeTakeFirst()) ?? null,

    async replaceSlides(rows: readonly HomeSlideRow[]): Promise<void> {
      await db.deleteFrom('home_slides').execute();
      if (rows.length > 0)
        await db
          .insertInto('home_slides')
          .values(rows.map((r, position) => ({ ...r, position })))
          .execute();
    },
    async replaceTiles(rows: readonly HomeTileRow[]): Promise<void> {
      await db.deleteFrom('home_tiles').execute();
      if (rows.length > 0)
        await db
          .insertInto('home_tiles')
          .values(rows.map((r, position) => ({ ...r, position })))
          .execute();
    },
    async replaceFooter(
      groups: readonly { title: string; links: readonly { label: string; url: string }[] }[],
    ) {
      await db.deleteFrom('home_footer_links').execute();
      await db.deleteFrom('home_footer_groups').execute();
      for (const [position, group] of groups.entries()) {
        const { id } = await db
          .insertInto('home_footer_groups')
          .values({ position, title: group.title })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('home_footer_links')
          .values(
            group.links.map((l, i) => ({ group_id: Number(id), position: i, label: l.label, url: l.url })),
          )
          .execute();
      }
    },
    async setAnnouncement(row: AnnouncementRow): Promise<void> {
      await db
        .insertInto('home_announcement')
        .values({ id: 1, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    },
  };
}
