/**
 * Every link the shop hands out leads to a real page: each href of the menu API, each footer and main
 * collection link, and each <loc> of the sitemap answers 200 with that page's own head (an unknown
 * product, collection or content page is a 404, pages/page-heads.ts).
 */
import { rmSync } from 'node:fs';
import {
  DEFAULT_FOOTER_GROUPS,
  HomeResponseSchema,
  isExternalLink,
  MAIN_COLLECTIONS,
  menuLinks,
  MenuResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { FIXTURE_TITLE, headOf, makeWebDist } from '../../test/spa-fixture.js';

const ORIGIN = 'http://shop.test';
const dist = makeWebDist();
const t = await makeApp({ webDistDir: dist, configOverrides: { publicUrl: ORIGIN } });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The paths among `links` that do not answer 200 with a head of their own, with what they answered. */
async function brokenLinks(links: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const link of new Set(links)) {
    const res = await request(t.handle).get(link);
    const title = headOf(res.text).titles[0] ?? '';
    if (res.status !== 200 || title === FIXTURE_TITLE.replace('&amp;', '&'))
      broken.push(`${link} -> ${res.status}`);
  }
  return broken;
}

describe('links the shop hands out', () => {
  it('every href of the menu API leads to a real page', async () => {
    const menu = MenuResponseSchema.parse((await request(t.app).get('/api/menu').expect(200)).body);
    const links = menuLinks(menu);
    expect(links.length).toBeGreaterThan(50);
    expect(await brokenLinks(links)).toEqual([]);
  });

  it("every link of the demo's home and footer, the default footer's and each main collection's leads to a real page", async () => {
    const home = HomeResponseSchema.parse((await request(t.app).get('/api/home').expect(200)).body);
    const links = [
      ...home.slides.map((s) => s.link),
      ...home.tiles.map((tile) => tile.link),
      ...[...home.footer, ...DEFAULT_FOOTER_GROUPS].flatMap((g) => g.links.map((l) => l.url)),
    ];
    const internal = links.filter((link) => !isExternalLink(link));
    expect(internal.length).toBeGreaterThan(15 * 2 + 8);
    const shortcuts = MAIN_COLLECTIONS.map((c) => `/collections/${c.handle}`);
    expect(await brokenLinks([...new Set([...internal, ...shortcuts])])).toEqual([]);
  });

  it('every <loc> of the sitemap leads to a real page', async () => {
    const xml = (await request(t.app).get('/sitemap.xml').expect(200)).text;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(await brokenLinks(locs.map((loc) => loc.slice(ORIGIN.length)))).toEqual([]);
  });

  it('would catch a link to nothing', async () => {
    expect(await brokenLinks(['/collections/shop', '/products/no-such', '/pages/no-such'])).toEqual([
      '/collections/shop -> 404',
      '/products/no-such -> 404',
      '/pages/no-such -> 404',
    ]);
  });
});
