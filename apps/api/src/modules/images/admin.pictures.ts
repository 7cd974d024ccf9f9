/**
 * Pictures for the sale and collection editors' picture fields (decision 058): one upload goes through the
 * shop's one image intake (lib/image-encoder.ts, as product pictures: type read from the bytes, 40-megapixel
 * limit, upright, no metadata) to one WebP of at most 2400 px, stored in the image store (migration 009, both
 * SQLite and PostgreSQL, every node) under /img/uploads/{hash}.webp, named by the stored bytes' sha256: the
 * same picture twice is one path, and a path's bytes never change, so it is cached for a year. The upload is
 * audited in the same transaction (picture.upload). Nothing refers to the path until the editor saves it.
 */
import { createHash } from 'node:crypto';
import {
  PICTURE_MAX_PX,
  uploadedPicturePath,
  type PictureUploadKind,
  type UploadedPicture,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { encodeWebp } from '../../lib/image-encoder.js';
import { createImagesRepo } from './images.repo.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { FULL_QUALITY } from './admin.images.js';
import { recordAudit } from '../audit/admin.audit.js';

/** A picture's name: 22 characters (132 bits) of base64url of its bytes' sha256. */
const nameOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

export function createAdminPictures(deps: { db: Db; clock: Clock }) {
  async function upload(kind: PictureUploadKind, bytes: Buffer, actor: AdminActor): Promise<UploadedPicture> {
    const [picture] = await encodeWebp(bytes, [{ px: PICTURE_MAX_PX, quality: FULL_QUALITY }]);
    if (!picture) throw new Error('admin pictures: the encoder gave no picture');
    const path = uploadedPicturePath(nameOf(picture.data));
    const answer = { path, width: picture.width, height: picture.height, bytes: picture.data.length };
    const now = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const stored = await createImagesRepo(trx).add({
        path,
        contentType: 'image/webp',
        body: picture.data,
        createdAt: now,
      });
      await recordAudit(
        trx,
        [
          {
            actor: actorName(actor),
            action: 'picture.upload',
            entity: 'picture',
            entityId: path,
            before: null,
            // new: false when the same picture was stored already (its path is the same).
            after: { ...answer, for: kind, new: stored },
          },
        ],
        now,
      );
    });
    return answer;
  }

  return { upload };
}
