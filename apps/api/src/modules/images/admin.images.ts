/**
 * A product's pictures in the back office (decision 046): upload one, reorder them and set their alt
 * texts, delete one. An upload goes through the shop's one image intake (lib/image-encoder.ts, as review
 * photos): WebP of at most 1600 px without metadata plus the storefront's sizes, stored in the image store
 * (migration 009) under a new /img/products/ path, since a path's bytes never change. Each write runs in one
 * transaction holding the product's row, is audited there, and publishes the 'catalog' topic after the commit
 * so that every node's storefront shows it at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  PRODUCT_IMAGE_MAX_PX,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGES_MAX,
  productImageSizesOf,
  uploadedProductImagePath,
  type AdminProductImages,
  type UpdateProductImagesBody,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { encodeWebp } from '../../lib/image-encoder.js';
import { createImagesRepo } from './images.repo.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { createAdminImagesRepo, type ProductImageRow } from './admin.images.repo.js';
import { recordAudit } from '../audit/admin.audit.js';

/** An image's id: 16 characters of its URL's sha256, the same wherever the picture stands in the list. */
export const imageIdOf = (url: string): string =>
  createHash('sha256').update(`product-image:${url}`).digest('base64url').slice(0, 16);

const WEBP = 'image/webp';
/** The full picture's quality, and the sizes': as the review photo and its thumbnail. */
export const FULL_QUALITY = 82;
const SIZE_QUALITY = 75;

const toList = (sku: string, rows: readonly ProductImageRow[]): AdminProductImages => ({
  sku,
  images: rows.map((r, n) => ({
    id: imageIdOf(r.url),
    url: r.url,
    alt: r.alt_text,
    position: n + 1,
    sizes: productImageSizesOf(r.url),
  })),
});

/** What the audit log keeps of a list: each picture's url and alt text, in order. */
const auditOf = (rows: readonly { url: string; alt_text: string }[]) =>
  rows.map((r) => ({ url: r.url, alt: r.alt_text }));

const tooMany = () =>
  new AppError(
    'TOO_MANY_IMAGES',
    `A product has at most ${PRODUCT_IMAGES_MAX} pictures: delete one before adding another`,
  );

/**
 * In `trx`, the caller's transaction: removes the stored bytes of the pictures `urls` (and their sizes') that
 * nothing the shop shows refers to any more: no product, collection, menu entry or sale. A picture's removal
 * here, and a product's deletion in the catalogue (decision 069's Ports).
 */
export async function removeUnusedPictures(trx: Db, urls: readonly string[]): Promise<void> {
  const repo = createAdminImagesRepo(trx);
  const paths = new Set(urls.flatMap((url) => [url, ...productImageSizesOf(url).map((s) => s.url)]));
  const unused: string[] = [];
  for (const path of paths) if (!(await repo.isReferenced(path))) unused.push(path);
  await createImagesRepo(trx).remove(unused);
}

/**
 * The port a product's pictures reach their product through: the catalogue's products repo, which app.ts hands
 * in (decision 069: the catalogue's product deletion frees pictures here, so this module does not import it).
 */
export type PictureProducts = (db: Db) => {
  findBySku(sku: string): Promise<{ id: number; sku: string } | null>;
  lock(id: number): Promise<void>;
};

export function createAdminImages(deps: {
  db: Db;
  clock: Clock;
  changes: ChangeFeed;
  products: PictureProducts;
}) {
  const nowIso = () => deps.clock.now().toISOString();

  /** The product with this sku (any case), its row held until the transaction ends; 404 when none. */
  async function lockedProduct(trx: Db, sku: string): Promise<{ id: number; sku: string }> {
    const products = deps.products(trx);
    const found = await products.findBySku(sku);
    if (!found) throw notFound(`No product has the sku "${sku}"`);
    await products.lock(found.id);
    return found;
  }

  async function list(sku: string): Promise<AdminProductImages> {
    const found = await deps.products(deps.db).findBySku(sku);
    if (!found) throw notFound(`No product has the sku "${sku}"`);
    return toList(found.sku, await createAdminImagesRepo(deps.db).imagesOf(found.id));
  }

  async function upload(
    sku: string,
    bytes: Buffer,
    alt: string,
    actor: AdminActor,
  ): Promise<AdminProductImages> {
    // Refused before the encoder's work when it would be refused after it anyway.
    const known = await list(sku);
    if (known.images.length >= PRODUCT_IMAGES_MAX) throw tooMany();
    const [full, ...sized] = await encodeWebp(bytes, [
      { px: PRODUCT_IMAGE_MAX_PX, quality: FULL_QUALITY },
      ...PRODUCT_IMAGE_SIZES.map((px) => ({ px, quality: SIZE_QUALITY })),
    ]);
    if (!full) throw new Error('admin images: the encoder left out the full picture');
    const url = uploadedProductImagePath(randomBytes(16).toString('base64url'));
    const now = nowIso();
    const answer = await deps.db.transaction().execute(async (trx) => {
      const product = await lockedProduct(trx, sku);
      const repo = createAdminImagesRepo(trx);
      if ((await repo.imagesOf(product.id)).length >= PRODUCT_IMAGES_MAX) throw tooMany();
      const store = createImagesRepo(trx);
      const files = [
        { path: url, data: full.data },
        ...productImageSizesOf(url).map((size, n) => ({ path: size.url, data: sized[n]?.data })),
      ];
      for (const file of files) {
        if (!file.data) throw new Error('admin images: the encoder left out a size');
        await store.add({ path: file.path, contentType: WEBP, body: file.data, createdAt: now });
      }
      await repo.append(product.id, url, alt);
      const after = await repo.imagesOf(product.id);
      await recordAudit(
        trx,
        [
          {
            actor: actorName(actor),
            action: 'product.image.add',
            entity: 'product',
            entityId: product.sku,
            before: null,
            after: { url, alt, position: after.length, width: full.width, height: full.height },
          },
        ],
        now,
      );
      return toList(product.sku, after);
    });
    deps.changes.publish('catalog');
    return answer;
  }

  /** The new order and alt texts; it must name each of the product's pictures once (409 otherwise). */
  async function update(
    sku: string,
    body: UpdateProductImagesBody,
    actor: AdminActor,
  ): Promise<AdminProductImages> {
    const now = nowIso();
    const { answer, changed } = await deps.db.transaction().execute(async (trx) => {
      const product = await lockedProduct(trx, sku);
      const repo = createAdminImagesRepo(trx);
      const before = await repo.imagesOf(product.id);
      // The stored pictures by id; a url given twice in the list (an import may) is a picture given twice.
      const unused = new Map<string, ProductImageRow[]>();
      for (const row of before) {
        const id = imageIdOf(row.url);
        unused.set(id, [...(unused.get(id) ?? []), row]);
      }
      const unknown: string[] = [];
      const next: { url: string; alt: string }[] = [];
      for (const item of body.images) {
        const id = item.id ?? imageIdOf(item.url ?? '');
        const row = unused.get(id)?.shift();
        if (!row) {
          unknown.push(item.id ?? item.url ?? '');
          continue;
        }
        next.push({ url: row.url, alt: item.alt ?? row.alt_text });
      }
      const missing = [...unused.values()].flat().map((r) => imageIdOf(r.url));
      if (unknown.length > 0 || missing.length > 0)
        throw new AppError(
          'IMAGE_LIST_MISMATCH',
          'Name each of the product’s pictures once: the list has changed since it was read, reload it',
          { unknown, missing },
        );
      const same =
        next.length === before.length &&
        next.every((n, i) => n.url === before[i]?.url && n.alt === before[i]?.alt_text);
      if (same) return { answer: toList(product.sku, before), changed: false };
      await repo.replace(product.id, next);
      await recordAudit(
        trx,
        [
          {
            actor: actorName(actor),
            action: 'product.images.update',
            entity: 'product',
            entityId: product.sku,
            before: auditOf(before),
            after: next,
          },
        ],
        now,
      );
      return { answer: toList(product.sku, await repo.imagesOf(product.id)), changed: true };
    });
    if (changed) deps.changes.publish('catalog');
    return answer;
  }

  /**
   * Removes the picture from the product (every row of its url) and its stored bytes and sizes when nothing
   * else the shop shows refers to them.
   */
  async function remove(sku: string, imageId: string, actor: AdminActor): Promise<AdminProductImages> {
    const now = nowIso();
    const answer = await deps.db.transaction().execute(async (trx) => {
      const product = await lockedProduct(trx, sku);
      const repo = createAdminImagesRepo(trx);
      const before = await repo.imagesOf(product.id);
      const gone = before.filter((r) => imageIdOf(r.url) === imageId);
      const [first] = gone;
      if (!first) throw notFound(`The product ${product.sku} has no picture with the id "${imageId}"`);
      const kept = before.filter((r) => imageIdOf(r.url) !== imageId);
      await repo.replace(
        product.id,
        kept.map((r) => ({ url: r.url, alt: r.alt_text })),
      );
      await removeUnusedPictures(trx, [first.url]);
      await recordAudit(
        trx,
        [
          {
            actor: actorName(actor),
            action: 'product.image.delete',
            entity: 'product',
            entityId: product.sku,
            before: { url: first.url, alt: first.alt_text, position: before.indexOf(first) + 1 },
            after: null,
          },
        ],
        now,
      );
      return toList(product.sku, await repo.imagesOf(product.id));
    });
    deps.changes.publish('catalog');
    return answer;
  }

  return { list, upload, update, remove };
}
