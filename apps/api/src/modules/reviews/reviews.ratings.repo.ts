/**
 * The products' ratings (the ratings table) recomputed from their published reviews: after a shopper's review is
 * written (the storefront), after a moderation decision or an edit (the back office), and all at once (the seed).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Averages are rounded as roundAverage of @shop/domain does (from the integer sum, so halves agree).
 * The rating of a product: its own published reviews, and for a variant parent those of the whole family
 * (the parent and its variants), rounded to one decimal.
 */
const FAMILY_AVG = sql<number>`coalesce(round(sum(r.rating) * 10.0 / count(*)) / 10.0, 0)`;

/** One product's rating: its own published reviews, or its whole family's for a variant parent. */
async function refreshOne(db: Db, id: number): Promise<void> {
  const r = await db
    .selectFrom('reviews as r')
    .select((eb) => [eb.fn.countAll().as('count'), FAMILY_AVG.as('avg_rating')])
    .where('r.status', '=', 'published')
    .where('r.product_id', 'in', (eb) =>
      eb
        .selectFrom('products as f')
        .select('f.id')
        .where((w) =>
          w.or([
            w('f.id', '=', id),
            w(
              'f.variant_parent_sku',
              '=',
              w
                .selectFrom('products as p')
                .select('p.sku')
                .where('p.id', '=', id)
                .where('p.is_parent', '=', 1),
            ),
          ]),
        ),
    )
    .executeTakeFirst();
  const count = Number(r?.count ?? 0);
  const avg = Number(r?.avg_rating ?? 0);
  await db
    .insertInto('ratings')
    .values({ product_id: id, avg_rating: avg, count })
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        avg_rating: eb.ref('excluded.avg_rating'),
        count: eb.ref('excluded.count'),
      })),
    )
    .execute();
}

/** Recompute the rating of a product and of its variant parent (call in the writing transaction). */
export async function refreshRating(db: Db, productId: number): Promise<void> {
  await refreshOne(db, productId);
  const parent = await db
    .selectFrom('products as child')
    .innerJoin('products as parent', 'parent.sku', 'child.variant_parent_sku')
    .select('parent.id')
    .where('child.id', '=', productId)
    .executeTakeFirst();
  if (parent) await refreshOne(db, parent.id);
}

/**
 * Recompute every product's rating from the reviews (the seed, after a bulk insert): every product gets a
 * ratings row, then its own published reviews, then a variant parent those of its whole family. Runs on the
 * executor given (the seed's transaction, when it has one).
 */
export async function refreshAllRatings(db: Db): Promise<void> {
  await sql`INSERT INTO ratings (product_id, avg_rating, count) SELECT id, 0, 0 FROM products WHERE true
    ON CONFLICT (product_id) DO NOTHING`.execute(db);
  await sql`UPDATE ratings SET count = 0, avg_rating = 0`.execute(db);
  await sql`UPDATE ratings SET count = o.n, avg_rating = round(o.total * 10.0 / o.n) / 10.0
    FROM (
      SELECT product_id, count(*) AS n, sum(rating) AS total FROM reviews
      WHERE status = 'published' GROUP BY product_id
    ) AS o
    WHERE ratings.product_id = o.product_id`.execute(db);
  await sql`UPDATE ratings SET
      count = f.n,
      avg_rating = CASE WHEN f.n = 0 THEN 0 ELSE round(f.total * 10.0 / f.n) / 10.0 END
    FROM (
      SELECT parent.id AS id, count(r.id) AS n, coalesce(sum(r.rating), 0) AS total
      FROM products parent
      JOIN products member ON member.id = parent.id OR member.variant_parent_sku = parent.sku
      LEFT JOIN reviews r ON r.product_id = member.id AND r.status = 'published'
      WHERE parent.is_parent = 1
      GROUP BY parent.id
    ) AS f
    WHERE ratings.product_id = f.id`.execute(db);
}
