import { MenuResponseSchema, type MenuCollection } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';

const t = await makeApp();
afterAll(() => t.close());

let menu: ReturnType<typeof MenuResponseSchema.parse>;
beforeAll(async () => {
  const res = await request(t.app).get('/api/menu');
  expect(res.status).toBe(200);
  menu = MenuResponseSchema.parse(res.body);
});

const category = (title: string) => {
  const found = menu.categories.find((c) => c.category === title);
  if (!found) throw new Error(`no menu category ${title}`);
  return found;
};
const flatten = (items: MenuCollection[]): MenuCollection[] =>
  items.flatMap((c) => [c, ...flatten(c.subMenu)]);
const titles = (title: string) => flatten(category(title).collections).map((c) => c.title);

describe('GET /api/menu', () => {
  it('has the spec categories in a left and a right group', () => {
    const names = menu.categories.map((c) => c.category);
    expect(names).toEqual(
      expect.arrayContaining([
        'Loaded Enclosures',
        'Empty Enclosures',
        'Amp Kits Wiring & More',
        'Vehicle Specific',
      ]),
    );
    expect(new Set(menu.categories.map((c) => c.group))).toEqual(new Set(['left', 'right']));
  });

  it("gives a category its collection's page, and none to the Shop group that has no collection", () => {
    expect(category('Subwoofers').href).toBe('/collections/car-subwoofers');
    expect(category('Vehicle Specific').href).toBe('/collections/vehicle-specific-subwoofer-enclosures');
    expect(category('Shop').href).toBeNull();
  });

  it('lists the loaded and empty enclosure entries', () => {
    expect(titles('Loaded Enclosures')).toEqual(
      expect.arrayContaining([
        'EVL Series Loaded Enclosures',
        'EVL Loaded Bass Packages',
        'Loaded Tube Enclosures',
        'Vehicle Specific',
      ]),
    );
    expect(titles('Empty Enclosures')).toEqual(
      expect.arrayContaining([
        '8 Inch Enclosures',
        '10 Inch Enclosures',
        '12 Inch Enclosures',
        '15 Inch Enclosures',
        'Vehicle Specific',
      ]),
    );
  });

  it('lists every Amp Kits Wiring & More sub-item of the spec', () => {
    expect(titles('Amp Kits Wiring & More')).toEqual(
      expect.arrayContaining([
        '1/0 Gauge Amp Kits',
        '4 Gauge Amp Kits',
        '8 Gauge Amp Kits',
        'Batteries',
        'Big 3 Wiring Kits',
        'Equalizers / Signal Processing',
        'Line Output Converters',
        'Remote Level / Bass Controls',
        'Distribution Blocks',
        'Battery Terminals',
        'Busbars',
        'Amplifier Input Adapters',
        'Speaker Wire',
        'Subwoofer & Speaker Grills',
        'RCA Interconnects',
        'Elite Frequency Filters',
        'Fuse Holders & Fuses',
        'Ring Terminals',
        'Gear Swag and More',
        'Window Decals',
      ]),
    );
  });

  it('flags hidden entries and hide-pricing collections (speaker wire, window decals)', () => {
    const all = menu.categories.flatMap((c) => flatten(c.collections));
    expect(all.filter((c) => c.isHidden).length).toBeGreaterThan(0);
    expect(
      all
        .filter((c) => c.hidePricing)
        .map((c) => c.title)
        .sort(),
    ).toEqual(['Speaker Wire', 'Window Decals']);
  });

  it('has third-level sku lists', () => {
    const all = flatten(category('Amp Kits Wiring & More').collections);
    const wire = all.find((c) => c.title === 'Speaker Wire');
    expect(wire?.products.map((p) => p.sku)).toEqual(['SKSPK-10', 'SKSPK-12', 'SKSPK-14']);
    expect(wire?.products[0]).toMatchObject({
      slug: 'skar-skspk-10',
      overrideTitle: '10 Gauge Speaker Wire',
    });
    expect(all.find((c) => c.title === 'RCA Interconnects')?.products).toHaveLength(4);
  });

  it('appends the sound-deadening product link to one category', () => {
    const withProducts = menu.categories.filter((c) => c.products.length > 0);
    expect(withProducts.map((c) => c.category)).toEqual(['Amp Kits Wiring & More']);
    expect(withProducts[0]?.products[0]).toMatchObject({ sku: 'SKDM-36', overrideTitle: 'Sound Deadening' });
  });

  it('has a mobile-only Vehicle Specific category listing makes by type', () => {
    const vs = category('Vehicle Specific');
    expect(vs.mobileOnly).toBe(true);
    expect(menu.categories.filter((c) => c.mobileOnly)).toHaveLength(1);
    const [loaded, empty] = vs.collections;
    expect(empty?.subMenu.map((m) => m.title)).toContain('Tesla');
    expect(loaded?.subMenu.map((m) => m.title)).not.toContain('Tesla');
    expect(loaded?.subMenu.map((m) => m.title)).toContain('Kia');
    expect(loaded?.slug).toBe('collections/vehicle-specific-subwoofer-enclosures?type=Loaded');
  });

  it("links every entry with a sub-menu to a page of its own, never to its category's", () => {
    for (const c of menu.categories) {
      for (const entry of flatten(c.collections).filter(
        (e) => e.subMenu.length > 0 && !e.slug?.includes('?'),
      )) {
        expect(entry.slug ?? `collections/${entry.handle}`, `${c.category} > ${entry.title}`).not.toBe(
          `collections/${c.handle}`,
        );
      }
    }
  });

  it('opens Amplifier Wiring Kits on every 1/0, 4 and 8 gauge kit and nothing else', async () => {
    const entry = flatten(category('Amp Kits Wiring & More').collections).find(
      (c) => c.title === 'Amplifier Wiring Kits',
    );
    const skus = async (path: string): Promise<string[]> => {
      const res = await request(t.app).get(`/api/${path}?pageSize=96`);
      expect(res.status, path).toBe(200);
      return (res.body as { products: { sku: string }[] }).products.map((p) => p.sku).sort();
    };
    const kits = (
      await Promise.all((entry?.subMenu ?? []).map((s) => skus(s.slug ?? `collections/${s.handle}`)))
    ).flat();
    expect(entry?.subMenu).toHaveLength(3);
    expect(kits.length).toBeGreaterThan(3);
    expect(await skus(entry?.slug ?? `collections/${entry?.handle}`)).toEqual(kits.sort());
  });

  it('labels the accessories collection "More..." with its hint', () => {
    const more = menu.categories.flatMap((c) => c.collections).find((c) => c.title === 'More...');
    expect(more).toMatchObject({
      handle: 'car-audio-installation-accessories-wiring-equipment',
      subtitle: 'Amp kits, wiring & more',
      slug: null,
    });
  });
});
