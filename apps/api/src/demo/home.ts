/**
 * The demo's home page and footer as data (decision 082): the hero the home showed before it was the
 * merchant's (one slide, its picture drawn by pictures/home-hero.svg.ts), a tile per main collection and the
 * footer's groups with the help-center and product-video links. --remove-demo takes out what is still the
 * demo's: a new shop's footer is then the spec's pages again.
 */
import {
  DEFAULT_FOOTER_GROUPS,
  MAIN_COLLECTIONS,
  type FooterGroup,
  type HomeSlideInput,
  type HomeTile,
} from '@shop/domain';
import type { Db } from '../db/database.js';
import { createHomeRepo } from '../modules/home/home.repo.js';
import { footerOf } from '../modules/home/home.service.js';

export const DEMO_HERO_IMAGE = '/img/banners/home-hero.svg';

const DEMO_SLIDES: readonly HomeSlideInput[] = [
  {
    image: DEMO_HERO_IMAGE,
    alt: 'Built loud. Built to last. Subwoofers, enclosures, amplifiers and wiring: shop subwoofers',
    link: '/collections/car-subwoofers',
    startsAt: null,
    endsAt: null,
  },
];

const DEMO_TILES: readonly HomeTile[] = MAIN_COLLECTIONS.map((c) => ({
  title: c.label === 'More...' ? 'Amp Kits & Wiring' : c.label,
  image: null,
  link: `/collections/${c.handle}`,
}));

const [service, company, resources] = DEFAULT_FOOTER_GROUPS;
const DEMO_FOOTER: readonly FooterGroup[] = [
  { ...service!, links: [...service!.links, { label: 'Help Center', url: 'https://help.skaraudio.com/' }] },
  company!,
  {
    ...resources!,
    links: [
      ...resources!.links.slice(0, 2),
      { label: 'Product Videos', url: 'https://www.youtube.com/@SkarAudio' },
      ...resources!.links.slice(2),
    ],
  },
];

/** Stores the demo's slides, tiles and footer (in the seed's transaction). */
export async function seedHome(trx: Db): Promise<void> {
  const repo = createHomeRepo(trx);
  await repo.replaceSlides(
    DEMO_SLIDES.map((s) => ({
      image: s.image,
      srcset: null,
      alt: s.alt,
      link: s.link,
      starts_at: s.startsAt,
      ends_at: s.endsAt,
    })),
  );
  await repo.replaceTiles(DEMO_TILES);
  await repo.replaceFooter(DEMO_FOOTER);
}

const footerText = (groups: readonly FooterGroup[]) =>
  JSON.stringify(groups.map((g) => [g.title, ...g.links.map((l) => [l.label, l.url])]));
const tilesText = (tiles: readonly HomeTile[]) =>
  JSON.stringify(tiles.map((t) => [t.title, t.image, t.link]));

/** Takes out each part of the home that is still the demo's; the merchant's changes stay. */
export async function removeDemoHome(trx: Db): Promise<void> {
  const repo = createHomeRepo(trx);
  const slides = await repo.slides();
  if (slides.some((s) => s.image === DEMO_HERO_IMAGE))
    await repo.replaceSlides(slides.filter((s) => s.image !== DEMO_HERO_IMAGE));
  if (tilesText(await repo.tiles()) === tilesText(DEMO_TILES)) await repo.replaceTiles([]);
  if (footerText((await footerOf(repo)).groups) === footerText(DEMO_FOOTER)) await repo.replaceFooter([]);
}
