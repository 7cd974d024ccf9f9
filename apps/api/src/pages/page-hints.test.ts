import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../test/server-process.js';
import {
  chunksOf,
  readPreloadLinks,
  createModulePreloadLinks,
  heroImageOf,
  leadImagesOf,
  requestTarget,
  routeModuleOf,
  type ViteManifest,
} from './page-hints.js';

const at = (target: string) => new URL(target, 'http://shop.invalid');

describe('requestTarget', () => {
  it('reads an origin-form or absolute-form target, and answers null for one that is no URL', () => {
    expect(requestTarget('/search/products?q=a')?.search).toBe('?q=a');
    expect(requestTarget('http://x:8080/products/a')?.pathname).toBe('/products/a');
    expect(requestTarget('http://x:99999/a')).toBeNull();
  });
});

describe('readPreloadLinks', () => {
  it("always preloads the menu, the active sale and the home's content, then the page data, escaped for an attribute", () => {
    expect(readPreloadLinks(at('/account'))).toBe(
      '<link rel="preload" as="fetch" href="/api/menu" crossorigin>' +
        '<link rel="preload" as="fetch" href="/api/sales/active" crossorigin>' +
        '<link rel="preload" as="fetch" href="/api/home" crossorigin>',
    );
    const links = readPreloadLinks(at('/search/products?q=%22%3E%3Cscript%3E&page=1'));
    expect(links).toContain('href="/api/search/products?q=%22%3E%3Cscript%3E&amp;page=1"');
    expect(links).not.toMatch(/<script/);
  });
});

describe('route module preloads', () => {
  it('names web sources that exist', () => {
    for (const url of [
      '/collections/vehicle-specific-subwoofer-enclosures',
      '/collections/a',
      '/products/a',
      '/search/products',
    ]) {
      const source = routeModuleOf(url);
      expect(source, url).not.toBeNull();
      expect(existsSync(path.join(REPO_ROOT, 'apps/web', source!)), source!).toBe(true);
    }
    expect(routeModuleOf('/')).toBeNull();
    expect(routeModuleOf('/account')).toBeNull();
  });

  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor.js'] },
    _vendor: { file: 'assets/vendor-1.js' },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    'src/features/catalog/routes/collection-page.tsx': {
      file: 'assets/collection-page-1.js',
      imports: ['_crumbs.js', '_vendor.js'],
    },
    '_crumbs.js': { file: 'assets/crumbs-1.js', imports: ['_vendor.js', '_crumbs.js'] },
  };

  it('lists a module with its imports once, and preloads only what index.html does not load', () => {
    expect(chunksOf(manifest, 'src/features/catalog/routes/collection-page.tsx')).toEqual([
      '/assets/collection-page-1.js',
      '/assets/crumbs-1.js',
      '/assets/vendor-1.js',
    ]);
    const links = createModulePreloadLinks(
      manifest,
      '<script type="module" src="/assets/vendor-1.js"></script>',
    )(at('/collections/x'));
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/collection-page-1.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/crumbs-1.js">');
    expect(links).not.toContain('vendor-1.js');
    expect(createModulePreloadLinks(manifest, '')(at('/account'))).toBe('');
    expect(createModulePreloadLinks(null, '')(at('/collections/x'))).toBe('');
  });
});

describe('leadImagesOf: what a listing answer shows first', () => {
  const listing = (products: unknown[], bannerImage: string | null = null) =>
    JSON.stringify({ collection: { bannerImage }, products });
  it("takes the first card's first image as the card shows it", () => {
    expect(
      leadImagesOf(
        '/api/collections/car-subwoofers?page=1',
        listing([
          { images: [{ url: '/img/p/A/1.svg', altText: '' }], imageUrl: '/img/p/A/2.svg' },
          { imageUrl: '/x' },
        ]),
      ),
    ).toEqual(['/img/p/A/1.svg']);
    expect(
      leadImagesOf(
        '/api/search/products?q=sub&page=1',
        listing([{ image_1: null, imageUrl: '/img/p/B/1.svg' }]),
      ),
    ).toEqual(['/img/p/B/1.svg']);
  });

  it("puts the collection's sale banner first when the page shows it", () => {
    const answer = listing([{ imageUrl: '/img/p/A/1.svg' }], '/img/banners/collection-sale.svg');
    expect(leadImagesOf('/api/collections/a?page=1', answer, true)).toEqual([
      '/img/banners/collection-sale.svg',
      '/img/p/A/1.svg',
    ]);
    expect(leadImagesOf('/api/collections/a?page=1', answer)).toEqual(['/img/p/A/1.svg']);
  });

  it('gives nothing for other reads, empty or broken answers and images off this origin', () => {
    expect(leadImagesOf('/api/product/a', listing([{ imageUrl: '/img/p/A/1.svg' }]))).toEqual([]);
    expect(leadImagesOf('/api/collections/a?page=1', listing([]))).toEqual([]);
    expect(leadImagesOf('/api/collections/a?page=1', '{"products": [')).toEqual([]);
    expect(
      leadImagesOf('/api/collections/a?page=1', listing([{ imageUrl: 'https://evil.example/x.svg' }])),
    ).toEqual([]);
    expect(leadImagesOf('/api/collections/a?page=1', listing([], '//evil.example/x.svg'), true)).toEqual([]);
  });

  it('is preloaded with high priority when the answer is embedded; the banner on collection pages only', () => {
    const answer = listing([{ imageUrl: '/img/p/A/1.svg?x="y"' }], '/img/banners/sale.svg');
    const links = readPreloadLinks(at('/collections/a'), new Map([['/api/collections/a?page=1', answer]]));
    expect(links).toContain(
      '<link rel="preload" as="image" href="/img/p/A/1.svg?x=&quot;y&quot;" fetchpriority="high">',
    );
    expect(links).toContain(
      '<link rel="preload" as="image" href="/img/banners/sale.svg" fetchpriority="high">',
    );
    expect(links).not.toContain('as="fetch" href="/api/collections/a?page=1"');
    const home = readPreloadLinks(at('/'), new Map([['/api/best-sellers', answer]]));
    expect(home).not.toContain('/img/banners/sale.svg');
    expect(home).toContain('href="/img/p/A/1.svg');
  });
});

describe("the home's hero (decision 082)", () => {
  const homeAnswer = (slides: { image: string; srcset: string | null }[]) =>
    JSON.stringify({ slides: slides.map((s) => ({ ...s, alt: 'x', link: '/' })), tiles: [], footer: [] });
  const cards = JSON.stringify({ products: [{ images: [{ url: '/img/p/A/1.svg' }] }] });

  it("preloads the first slide with its widths on the home alone, instead of the best sellers' first card", () => {
    const srcset = '/img/uploads/a-1920.webp 1920w, /img/uploads/a-640.webp 640w';
    const answers = new Map([
      [
        '/api/home',
        homeAnswer([
          { image: '/img/uploads/a.webp', srcset },
          { image: '/img/b.svg', srcset: null },
        ]),
      ],
      ['/api/best-sellers', cards],
    ]);
    expect(heroImageOf(answers.get('/api/home')!)).toEqual({ href: '/img/uploads/a.webp', srcset });
    const home = readPreloadLinks(at('/'), answers);
    expect(home).toContain(
      `<link rel="preload" as="image" href="/img/uploads/a.webp" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`,
    );
    expect(home).not.toContain('/img/p/A/1.svg');
    expect(home).not.toContain('/img/b.svg');
    expect(readPreloadLinks(at('/account'), answers)).not.toContain('as="image"');
  });

  it("keeps the best sellers' first card when no slide is shown, and preloads no picture off this origin", () => {
    const none = new Map([
      ['/api/home', homeAnswer([])],
      ['/api/best-sellers', cards],
    ]);
    expect(readPreloadLinks(at('/'), none)).toContain('href="/img/p/A/1.svg"');
    expect(heroImageOf(homeAnswer([{ image: '//evil.example/x.webp', srcset: null }]))).toBeNull();
    expect(heroImageOf('{"slides": [')).toBeNull();
  });
});
