/** The back office's review SQL: the moderation queue, one review with its product and photos, and its writes. */
import { reviewStateOf, type AdminReview, type StoredReviewStatus } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export type QueueFilter = {
  status?: StoredReviewStatus;
  rating?: number;
  sku?: string;
  withPhotos?: boolean;
};

export type StoredReview = {
  id: number;
  product_id: number;
  status: StoredReviewStatus;
  reply_body: string | null;
  reply_at: string | null;
};

/** An uploaded photo's URL (/img/reviews/{22 characters}.webp) names its upload row. */
const UPLOAD_URL = /^\/img\/reviews\/([A-Za-z0-9_-]{22})\.webp$/;

export function createAdminReviewsRepo(db: Db) {
  const filtered = (f: QueueFilter) => {
    let q = db.selectFrom('reviews as r').innerJoin('products as p', 'p.id', 'r.product_id');
    if (f.status) q = q.where('r.status', '=', f.status);
    if (f.rating !== undefined) q = q.where('r.rating', '=', f.rating);
    // reviews.sku compares case-insensitively (NOCASE on SQLite, citext on PostgreSQL).
    if (f.sku !== undefined) q = q.where('r.sku', '=', f.sku);
    if (f.withPhotos !== undefined) {
      const withPhotos = f.withPhotos;
      q = q.where((eb) => {
        const has = eb.exists(
          eb
            .selectFrom('review_images as i')
            .select(sql`1`.as('one'))
            .whereRef('i.review_id', '=', 'r.id'),
        );
        return withPhotos ? has : eb.not(has);
      });
    }
    return q;
  };

  const toReviews = async (
    rows: readonly {
      id: number;
      status: string;
      sku: string;
      name: string;
      path: string | null;
      reviewer_name: string;
      title: string;
      body: string;
      rating: number;
      verified: string;
      thumbs_up: number;
      created_at: string;
      reply_body: string | null;
      reply_at: string | null;
    }[],
  ): Promise<AdminReview[]> => {
    const ids = rows.map((r) => r.id);
    const photos =
      ids.length === 0
        ? []
        : await db
            .selectFrom('review_images')
            .select(['review_id', 'position', 'url', 'thumb_url'])
            .where('review_id', 'in', ids)
            .orderBy('review_id')
            .orderBy('position')
            .execute();
    return rows.map((r) => ({
      id: r.id,
      state: reviewStateOf(r.status as StoredReviewStatus),
      sku: r.sku,
      product: { name: r.name, path: r.path },
      reviewerName: r.reviewer_name,
      title: r.title,
      body: r.body,
      rating: r.rating,
      verified: r.verified,
      thumbsUp: r.thumbs_up,
      createdAt: r.created_at,
      photos: photos
        .filter((p) => p.review_id === r.id)
        .map((p) => ({ position: p.position, url: p.url, thumb: p.thumb_url })),
      reply: r.reply_body !== null && r.reply_at !== null ? { body: r.reply_body, at: r.reply_at } : null,
    }));
  };

  const COLUMNS = [
    'r.id',
    'r.status',
    'r.sku',
    'p.name',
    'p.path',
    'r.reviewer_name',
    'r.title',
    'r.body',
    'r.rating',
    'r.verified',
    'r.thumbs_up',
    'r.created_at',
    'r.reply_body',
    'r.reply_at',
  ] as const;

  return {
    /** A page of the queue: held reviews first, then newest first. */
    page: async (f: QueueFilter, limit: number, offset: number): Promise<AdminReview[]> =>
      toReviews(
        await filtered(f)
          .select(COLUMNS)
          .orderBy(sql`CASE WHEN r.status = 'pending' THEN 0 ELSE 1 END`)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ),
    count: async (f: QueueFilter): Promise<number> =>
      Number(
        (
          await filtered(f)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      ),
    review: async (id: number): Promise<AdminReview | undefined> =>
      (await toReviews(await filtered({}).select(COLUMNS).where('r.id', '=', id).execute()))[0],
    stored: (id: number): Promise<StoredReview | undefined> =>
      db
        .selectFrom('reviews')
        .select(['id', 'product_id', 'status', 'reply_body', 'reply_at'])
        .where('id', '=', id)
        .$narrowType<{ status: StoredReviewStatus }>()
        .executeTakeFirst(),
    setStatus: async (id: number, status: StoredReviewStatus): Promise<void> => {
      await db.updateTable('reviews').set({ status }).where('id', '=', id).execute();
    },
    setReply: async (id: number, body: string | null, atIso: string | null): Promise<void> => {
      await db
        .updateTable('reviews')
        .set({ reply_body: body, reply_at: atIso })
        .where('id', '=', id)
        .execute();
    },
    photo: (id: number, position: number) =>
      db
        .selectFrom('review_images')
        .select(['url', 'thumb_url'])
        .where('review_id', '=', id)
        .where('position', '=', position)
        .executeTakeFirst(),
    /**
     * Removes the photo and moves the later ones up a place (so a photo's position is its index in the shop's
     * list); an uploaded one's stored bytes go too, so its URL answers 404 from now on.
     */
    deletePhoto: async (id: number, position: number, url: string): Promise<void> => {
      await db
        .deleteFrom('review_images')
        .where('review_id', '=', id)
        .where('position', '=', position)
        .execute();
      const later = await db
        .selectFrom('review_images')
        .select('position')
        .where('review_id', '=', id)
        .where('position', '>', position)
        .orderBy('position')
        .execute();
      // One row at a time, lowest first: each moves into the place just freed (the key stays unique).
      for (const row of later)
        await db
          .updateTable('review_images')
          .set({ position: row.position - 1 })
          .where('review_id', '=', id)
          .where('position', '=', row.position)
          .execute();
      const upload = UPLOAD_URL.exec(url)?.[1];
      if (upload) await db.deleteFrom('review_uploads').where('id', '=', upload).execute();
    },
  };
}
