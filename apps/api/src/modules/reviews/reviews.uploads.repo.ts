/**
 * The review photos a shopper uploads before writing the review (decision 022): stored with their
 * thumbnail, given to the review it is written with, purged after a day when no review took them.
 */
import type { Db } from '../../db/database.js';

export type UploadRow = { id: string; review_id: number | null; width: number; height: number };

export function createReviewUploadsRepo(db: Db) {
  return {
    uploadOf: (id: string, userId: number): Promise<UploadRow | undefined> =>
      db
        .selectFrom('review_uploads')
        .select(['id', 'review_id', 'width', 'height'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .$narrowType<{ id: string }>()
        .executeTakeFirst(),
    /** Gives the upload to the review; false when another review took it first (a concurrent write). */
    attachUpload: async (reviewId: number, uploadId: string): Promise<boolean> => {
      const result = await db
        .updateTable('review_uploads')
        .set({ review_id: reviewId })
        .where('id', '=', uploadId)
        .where('review_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    insertUpload: async (
      id: string,
      userId: number,
      image: Buffer,
      thumb: Buffer,
      width: number,
      height: number,
      at: string,
    ): Promise<void> => {
      await db
        .insertInto('review_uploads')
        .values({ id, user_id: userId, image, thumb, width, height, created_at: at })
        .execute();
    },
    purgeUploadsBefore: async (iso: string): Promise<number> =>
      Number(
        (
          await db
            .deleteFrom('review_uploads')
            .where('review_id', 'is', null)
            .where('created_at', '<', iso)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
    /** An upload's bytes and the stored status of its review (null: not attached to one yet). */
    uploadBlob: (
      id: string,
    ): Promise<{ image: Buffer; thumb: Buffer; review_status: string | null } | undefined> =>
      db
        .selectFrom('review_uploads as u')
        .leftJoin('reviews as r', 'r.id', 'u.review_id')
        .select(['u.image', 'u.thumb', 'r.status as review_status'])
        .where('u.id', '=', id)
        .executeTakeFirst(),
  };
}
