/**
 * The back office's home page (decision 082): each part (slides, tiles, the bar, the footer) replaced whole in
 * one audited transaction, its order the list's; the change feed's 'catalog' topic then empties every node's
 * cached GET /api/home. A slide's picture keeps the srcset of its stored widths when the images area holds
 * them (the `pictures` port).
 */
import type { AnnouncementInput, AdminHome, HomeSlideInput, HomeTileInput } from '@shop/domain';
import type { Db } from '../../db/database.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Clock } from '../../lib/clock.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { auditedWrite, type AuditFn } from '../audit/admin.audit.js';
import { adminHomeOf } from './home.service.js';
import { createHomeRepo } from './home.repo.js';

/** The port a slide's picture is checked through: the srcset of its stored widths, or null (images area). */
export type HomePictures = { srcsetOf(db: Db, path: string): Promise<string | null> };

type FooterInput = { title: string; links: { label: string; url: string }[] };

export function createAdminHome(deps: { db: Db; clock: Clock; changes: ChangeFeed; pictures: HomePictures }) {
  /** Replaces one part: audited with the part before and after (nothing when it is the same). */
  const replace = <K extends keyof AdminHome>(
    actor: AdminActor,
    part: K,
    run: (trx: Db) => Promise<void>,
  ): Promise<AdminHome> =>
    auditedWrite(deps, actor, 'home', async (trx, audit: AuditFn) => {
      const repo = createHomeRepo(trx);
      const before = (await adminHomeOf(repo))[part];
      await run(trx);
      const home = await adminHomeOf(repo);
      if (JSON.stringify(before) !== JSON.stringify(home[part]))
        audit({ action: `home.${part}.update`, entity: 'home', entityId: part, before, after: home[part] });
      return home;
    });

  return {
    get: (): Promise<AdminHome> => adminHomeOf(createHomeRepo(deps.db)),

    replaceSlides: (slides: readonly HomeSlideInput[], actor: AdminActor) =>
      replace(actor, 'slides', async (trx) => {
        const rows = [];
        for (const s of slides)
          rows.push({
            image: s.image,
            srcset: await deps.pictures.srcsetOf(trx, s.image),
            alt: s.alt,
            link: s.link,
            starts_at: s.startsAt,
            ends_at: s.endsAt,
          });
        await createHomeRepo(trx).replaceSlides(rows);
      }),

    replaceTiles: (tiles: readonly HomeTileInput[], actor: AdminActor) =>
      replace(actor, 'tiles', (trx) => createHomeRepo(trx).replaceTiles(tiles)),

    setAnnouncement: (bar: AnnouncementInput, actor: AdminActor) =>
      replace(actor, 'announcement', (trx) =>
        createHomeRepo(trx).setAnnouncement({ text: bar.text, link: bar.link, enabled: bar.enabled ? 1 : 0 }),
      ),

    replaceFooter: (groups: readonly FooterInput[], actor: AdminActor) =>
      replace(actor, 'footer', (trx) => createHomeRepo(trx).replaceFooter(groups)),
  };
}
