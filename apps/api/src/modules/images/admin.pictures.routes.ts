/**
 * POST /api/admin/sales/pictures (scope sales:write) and /api/admin/collections/pictures (catalog:write), decision
 * 058: one picture for a picture field of the sale or the collection editor, taken as a product picture is
 * (multipart/form-data, the guard and its csrf header before the form is read, the same limits and intake) and
 * answered as the path the field then holds. Served by GET /img/uploads/:file (images.routes.ts).
 */
import {
  PICTURE_MAX_PX,
  PICTURE_UPLOAD_PATHS,
  PRODUCT_IMAGE_FILE_FIELD,
  PRODUCT_IMAGE_MAX_BYTES,
  UploadedPictureSchema,
  type AdminScope,
  type PictureUploadKind,
} from '@shop/domain';
import { Router, type Request, type Response } from 'express';
import { rawMultipart, readOneFileForm } from '../../lib/multipart-form.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  type JsonSchema,
  type RouteSpec,
} from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { csrfHeader, pictureFilePart, pictureRefusals, uploadGuarded } from './admin.images.routes.js';
import { createAdminPictures } from './admin.pictures.js';

const Picture = component('UploadedPicture', UploadedPictureSchema);
const form: JsonSchema = {
  type: 'object',
  required: [PRODUCT_IMAGE_FILE_FIELD],
  additionalProperties: false,
  properties: { [PRODUCT_IMAGE_FILE_FIELD]: pictureFilePart },
};

const uploadRoute = (kind: PictureUploadKind, scope: AdminScope, fields: string) =>
  ({
    method: 'post',
    path: PICTURE_UPLOAD_PATHS[kind].slice('/api'.length),
    security: { scope },
    summary: `Store a picture for ${fields} (scope ${scope}): multipart/form-data with the picture in \`${PRODUCT_IMAGE_FILE_FIELD}\`, nothing else. It is re-encoded to WebP (at most ${PICTURE_MAX_PX} px on its long side, never enlarged, auto-rotated, no metadata) and stored at /img/uploads/{hash}.webp, named by the stored bytes (the same picture twice is the same path), served for a year. Audited (picture.upload). A session sends its csrf token in the x-csrf-token header. Answers the path to save in the field; nothing refers to it until then.`,
    headers: [csrfHeader],
    form,
    errors: ['VALIDATION_FAILED', 'INVALID_FORM', 'NOT_AN_IMAGE', 'IMAGE_TOO_LARGE'],
    responses: {
      201: reply('Stored; its path, size and bytes', Picture),
      400: fails(
        'Not a readable JPEG, PNG or WebP (NOT_AN_IMAGE), a form that does not parse (INVALID_FORM), no file or another field (VALIDATION_FAILED)',
      ),
      ...pictureRefusals,
      ...uploadGuarded,
    },
  }) satisfies RouteSpec;

export const adminPicturesTable = defineRoutes('/api', 'admin', {
  uploadSalePicture: uploadRoute(
    'sales',
    'sales:write',
    "a sale's picture fields (desktop and mobile banners, overlays)",
  ),
  uploadCollectionPicture: uploadRoute(
    'collections',
    'catalog:write',
    "a collection's picture fields (page image, sale and no-sale banners)",
  ),
  uploadHomePicture: uploadRoute(
    'home',
    'catalog:write',
    "the home page's hero slides and category tiles (also stored at 1920, 1280 and 640 px as {hash}-{px}.webp for a srcset)",
  ),
  uploadSettingsPicture: uploadRoute('settings', 'settings:write', "the shop's logo and favicon"),
});

export function adminPicturesRoutes(opts: AdminWriteRouteOptions): Router {
  const pictures = createAdminPictures(opts);
  const guardOf = guardsOf(adminPicturesTable, opts.guard);
  const handle = (kind: PictureUploadKind) => async (req: Request, res: Response) => {
    const { file } = await readOneFileForm(req, {
      fileField: PRODUCT_IMAGE_FILE_FIELD,
      textFields: [],
      maxFileBytes: PRODUCT_IMAGE_MAX_BYTES,
    });
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json(await pictures.upload(kind, file, adminActorOf(res)));
  };
  return mountRoutes(Router(), adminPicturesTable, {
    // The guard first: nobody else's upload is read.
    uploadSalePicture: {
      before: [...guardOf('uploadSalePicture'), rawMultipart(PRODUCT_IMAGE_MAX_BYTES)],
      handle: handle('sales'),
    },
    uploadCollectionPicture: {
      before: [...guardOf('uploadCollectionPicture'), rawMultipart(PRODUCT_IMAGE_MAX_BYTES)],
      handle: handle('collections'),
    },
    uploadHomePicture: {
      before: [...guardOf('uploadHomePicture'), rawMultipart(PRODUCT_IMAGE_MAX_BYTES)],
      handle: handle('home'),
    },
    uploadSettingsPicture: {
      before: [...guardOf('uploadSettingsPicture'), rawMultipart(PRODUCT_IMAGE_MAX_BYTES)],
      handle: handle('settings'),
    },
  });
}
