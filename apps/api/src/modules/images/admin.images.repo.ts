/** The back office's product pictures: the product_images rows of a product, and who else refers to a picture. */
import type { Db } from '../../db/database.js';

export type ProductImageRow = { position: number; url: string; alt_text: string };

export function createAdminImagesRepo(db: Db) {
  const exists = async (query: { executeTakeFirst: () => Promise<unknown> }) =>
    (await query.executeTakeFirst()) !== undefined;

  return {
    /** The product's pictures, first shown first. */
    imagesOf: (productId: number): Promise<ProductImageRow[]> =>
      db
        .selectFrom('product_images')
        .select(['position', 'url', 'alt_text'])
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute(),

    /** Adds a picture after the product's last. */
    append: async (productId: number, url: string, alt: string): Promise<void> => {
      const last = await db
        .selectFrom('product_images')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('product_id', '=', productId)
        .executeTakeFirst();
      await db
        .insertInto('product_images')
        .values({ product_id: productId, position: Number(last?.last ?? 0) + 1, url, alt_text: alt })
        .execute();
    },

    /** The product's pictures become these, in this order (positions 1, 2, ...). */
    replace: async (productId: number, images: readonly { url: string; alt: string }[]): Promise<void> => {
      await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
      if (images.length === 0) return;
      await db
        .insertInto('product_images')
        .values(
          images.map((i, n) => ({ product_id: productId, position: n + 1, url: i.url, alt_text: i.alt })),
        )
        .execute();
    },

    /**
     * Whether anything the shop shows refers to this path: a product's pictures, a collection's page or banner
     * pictures, a menu entry's picture, a sale's settings (banner images and overlays, JSON).
     */
    isReferenced: async (path: string): Promise<boolean> => {
      if (
        (await exists(
          db.selectFrom('product_images').select('product_id').where('url', '=', path).limit(1),
        )) ||
        (await exists(
          db
            .selectFrom('collections')
            .select('id')
            .where((eb) =>
              eb.or([
                eb('page_image', '=', path),
                eb('sale_banner_image', '=', path),
                eb('no_sale_banner_image', '=', path),
              ]),
            )
            .limit(1),
        )) ||
        (await exists(
          db.selectFrom('menu_categories').select('id').where('image_url', '=', path).limit(1),
        )) ||
        (await exists(db.selectFrom('menu_collections').select('id').where('image_url', '=', path).limit(1)))
      )
        return true;
      // A sale keeps its pictures in its JSON settings; the shop has a handful of sales.
      const sales = await db
        .selectFrom('sales')
        .select('settings')
        .where('settings', 'like', '%/img/%')
        .execute();
      return sales.some((s) => s.settings.includes(path));
    },
  };
}
