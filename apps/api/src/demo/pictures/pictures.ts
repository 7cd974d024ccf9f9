/**
 * The demo's pictures, drawn once into the image store (migration 009, decision 036): every /img path the
 * catalogue refers to (product images, seeded review photos, collection, menu and sale pictures, the
 * domain's default no-sale banners) that has no stored image yet. The API only serves what is stored.
 */
import { NO_SALE_BANNERS } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { createImagesRepo } from '../../modules/images/images.repo.js';
import { homeHeroSvg } from './home-hero.svg.js';
import { panelSvg } from './panels.svg.js';
import { productSvg } from './products.svg.js';
import { reviewPhotoSvg } from './review-photos.svg.js';
import { inTransaction } from '../insert-batches.js';

const PRODUCT = /^\/img\/p\/([^/]+)\/([1-9]\d?)\.svg$/;
const REVIEW_PHOTO = /^\/img\/r\/(\d+)\/([1-9])\.svg$/;
const PANEL = /^\/img\/(banners|overlays|menu|collections|ui)\/([a-z0-9][a-z0-9-]*\.svg)$/i;

const SVG = 'image/svg+xml; charset=utf-8';
/** The demo's hero slide (demo/home.ts). */
const HOME_HERO = '/img/banners/home-hero.svg';

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null; // not a path the seed wrote
  }
};

/** The demo picture for `path` (the category shapes products and review scenes), null for other paths. */
export function drawDemoPicture(path: string, category: string | null): string | null {
  const product = PRODUCT.exec(path);
  const sku = product && decoded(product[1] ?? '');
  if (product) return sku ? productSvg(sku, Number(product[2]), category) : null;
  const photo = REVIEW_PHOTO.exec(path);
  if (photo) return reviewPhotoSvg(Number(photo[1]), Number(photo[2]), category);
  if (path === HOME_HERO) return homeHeroSvg();
  const panel = PANEL.exec(path);
  if (panel) return panelSvg(panel[1] ?? '', panel[2] ?? '');
  return null;
}

/** Every /img string in a sale's settings (banners and overlays), wherever the JSON keeps it. */
function imagePathsIn(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/img/')) into.push(value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) imagePathsIn(v, into);
  }
  return into;
}

type Referenced = { path: string | null; category: string | null };

/** The /img paths the database refers to, with the product category their picture follows. */
export async function referencedPaths(db: Db): Promise<Referenced[]> {
  const { rows } = await sql<Referenced>`
    SELECT pi.url AS path, p.category FROM product_images pi JOIN products p ON p.id = pi.product_id
    UNION ALL SELECT ri.url, p.category FROM review_images ri
      JOIN reviews r ON r.id = ri.review_id JOIN products p ON p.id = r.product_id
    UNION ALL SELECT ri.thumb_url, p.category FROM review_images ri
      JOIN reviews r ON r.id = ri.review_id JOIN products p ON p.id = r.product_id
    UNION ALL SELECT page_image, NULL FROM collections
    UNION ALL SELECT sale_banner_image, NULL FROM collections
    UNION ALL SELECT no_sale_banner_image, NULL FROM collections
    UNION ALL SELECT image_url, NULL FROM menu_categories
    UNION ALL SELECT image_url, NULL FROM menu_collections
    UNION ALL SELECT image, NULL FROM home_slides
    UNION ALL SELECT image, NULL FROM home_tiles`.execute(db);
  const settings = await db.selectFrom('sales').select('settings').execute();
  const elsewhere = [
    ...settings.flatMap((row) => imagePathsIn(JSON.parse(row.settings), [])),
    ...Object.values(NO_SALE_BANNERS).map((b) => b.image),
  ];
  return [...rows, ...elsewhere.map((path) => ({ path, category: null }))];
}

/**
 * Draws and stores the demo pictures that are missing; returns how many were stored. In the caller's
 * transaction when given one.
 */
export async function storeDemoPictures(db: Db, now: Date): Promise<number> {
  const createdAt = now.toISOString();
  return inTransaction(db, async (trx) => {
    const images = createImagesRepo(trx);
    const seen = new Set<string>();
    let stored = 0;
    for (const { path, category } of await referencedPaths(trx)) {
      if (!path || seen.has(path)) continue;
      seen.add(path);
      const svg = drawDemoPicture(path, category);
      if (svg && (await images.add({ path, contentType: SVG, body: Buffer.from(svg), createdAt }))) stored++;
    }
    return stored;
  });
}
