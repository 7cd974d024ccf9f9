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
  HOME_PICTURE_WIDTHS,
  PICTURE_MAX_PX,
  uploadedPicturePath,
  uploadedPictureSrcset,
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
    // A home picture also stores its widths for the hero's srcset (decision 082): {name}-{px}.webp.
    const widths = kind === 'home' ? HOME_PICTURE_WIDTHS : [];
    const [picture, ...sized] = await encodeWebp(bytes, [
      { px: PICTURE_MAX_PX, quality: FULL_QUALITY },
      ...widths.map((px) => ({ px, quality: FULL_QUALITY })),
    ]);
    if (!picture) throw new Error('admin pictures: the encoder gave no picture');
    const name = nameOf(picture.data);
    const path = uploadedPicturePath(name);
    const answer = { path, width: picture.width, height: picture.height, bytes: picture.data.length };
    const now = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const images = createImagesRepo(trx);
      const stored = await images.add({
        path,
        contentType: 'image/webp',
        body: picture.data,
        createdAt: now,
      });
      for (const [i, size] of sized.entries())
        await images.add({
          path: `/img/uploads/${name}-${widths[i]}.webp`,
          contentType: 'image/webp',
          body: size.data,
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

/**
 * The srcset of a picture's stored widths (decision 082), or null when it has none stored (not uploaded as a
 * home picture): the port the home area checks a slide's picture through.
 */
export async function storedSrcsetOf(db: Db, path: string): Promise<string | null> {
  const srcset = uploadedPictureSrcset(path);
  if (srcset === null) return null;
  const smallest = HOME_PICTURE_WIDTHS.at(-1);
  const found = await createImagesRepo(db).find(path.replace(/\.webp$/, `-${smallest}.webp`));
  return found ? srcset : null;
}
