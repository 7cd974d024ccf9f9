import {
  DEFAULT_FOOTER_GROUPS,
  shownSlides,
  type AdminHome,
  type FooterGroup,
  type HomeResponse,
} from '@shop/domain';
import type { Clock } from '../../lib/clock.js';
import type { HomeRepo } from './home.repo.js';

/** The footer groups the rows hold, or the spec's pages while the merchant has stored none (decision 082). */
export async function footerOf(repo: HomeRepo): Promise<{ groups: FooterGroup[]; isDefault: boolean }> {
  const { groups, links } = await repo.footer();
  if (groups.length === 0) return { groups: structuredClone([...DEFAULT_FOOTER_GROUPS]), isDefault: true };
  return {
    groups: groups.map((g) => ({
      title: g.title,
      links: links.filter((l) => l.group_id === g.id).map(({ label, url }) => ({ label, url })),
    })),
    isDefault: false,
  };
}

/** The back office's view: every slide with its schedule, the bar on or off. */
export async function adminHomeOf(repo: HomeRepo): Promise<AdminHome> {
  const [slides, tiles, footer, bar] = [
    await repo.slides(),
    await repo.tiles(),
    await footerOf(repo),
    await repo.announcement(),
  ];
  return {
    slides: slides.map((s) => ({
      image: s.image,
      alt: s.alt,
      link: s.link,
      startsAt: s.starts_at,
      endsAt: s.ends_at,
    })),
    tiles,
    announcement: bar
      ? { text: bar.text, link: bar.link, enabled: bar.enabled === 1 }
      : { text: '', link: null, enabled: false },
    footer: footer.groups,
    footerIsDefault: footer.isDefault,
  };
}

export type HomeService = ReturnType<typeof createHomeService>;

/**
 * GET /api/home: what the storefront shows now (the slides whose schedule holds the clock's moment, the bar
 * when on). A cached answer (lib/response-cache.ts): a back-office write empties the cache on every node, and
 * a schedule's start or end shows within the cache's time to live (decision 082).
 */
export function createHomeService(repo: HomeRepo, clock: Clock) {
  return {
    async getHome(): Promise<HomeResponse> {
      const [slides, tiles, footer, bar] = [
        await repo.slides(),
        await repo.tiles(),
        await footerOf(repo),
        await repo.announcement(),
      ];
      const shown = shownSlides(
        slides.map((s) => ({ ...s, startsAt: s.starts_at, endsAt: s.ends_at })),
        clock.now(),
      );
      return {
        slides: shown.map(({ image, srcset, alt, link }) => ({ image, srcset, alt, link })),
        tiles,
        announcement: bar?.enabled === 1 ? { text: bar.text, link: bar.link } : null,
        footer: footer.groups,
      };
    },
  };
}
