/**
 * /api/admin/products/:sku/images (decision 046): a product's pictures in the back office. The list
 * takes an administrator's session or a key with catalog:read; an upload, a reorder and a delete a session (with
 * the csrf token) or a key with catalog:write. An upload is multipart/form-data, so its session sends the csrf
 * token in the `x-csrf-token` header (the guard runs before the form is read); the reorder may send it in its
 * JSON body or that header, the delete in that header (or a JSON body { csrfToken }). Every write is audited and
 * shows on the storefront at once.
 */
import {
  AdminProductImageParamsSchema,
  AdminProductImagesSchema,
  AdminProductSkuParamsSchema,
  PRODUCT_IMAGE_ALT_FIELD,
  PRODUCT_IMAGE_ALT_MAX,
  PRODUCT_IMAGE_FILE_FIELD,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_MAX,
  UpdateProductImagesBodySchema,
  UploadProductImageFieldsSchema,
} from '@shop/domain';
import { Router } from 'express';
import { rawMultipart, readOneFileForm } from '../../lib/multipart-form.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
  type JsonSchema,
} from '../../lib/route-table.js';
import { parseWith } from '../../lib/validate.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { createAdminImages, type PictureProducts } from './admin.images.js';

/** Where a picture is uploaded (multipart/form-data, accepted on this path only: app.ts). */
export const ADMIN_PRODUCT_IMAGES_PATH = '/api/admin/products/:sku/images';

/** The admin guard's refusals of an upload (also the sale and collection pictures'). */
export const uploadGuarded = {
  401: fails('No session, or a wrong or revoked API key (SESSION_REQUIRED, UNAUTHORIZED)'),
  403: fails(
    'Not an administrator (FORBIDDEN), a key without the scope (INSUFFICIENT_SCOPE), foreign Origin (FORBIDDEN_ORIGIN), or a session write without its csrf token (CSRF_TOKEN_INVALID)',
  ),
  429: fails('Too many calls for this API key (RATE_LIMITED)'),
};
const Images = component('AdminProductImages', AdminProductImagesSchema);
const noProduct = fails('No product has this sku (NOT_FOUND)');
/** A session's csrf token on an upload (also the sale and collection pictures': admin.pictures.routes.ts). */
export const csrfHeader: JsonSchema = {
  name: 'x-csrf-token',
  in: 'header',
  required: false,
  description:
    "An administrator's session: the csrf token of GET /api/auth/csrf (an upload can send it only here; an API key sends none)",
  schema: { type: 'string', maxLength: 200 },
};
const MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);
/** The picture part of an upload's form (also the sale and collection pictures'). */
export const pictureFilePart: JsonSchema = {
  type: 'string',
  format: 'binary',
  description: `One picture (${PRODUCT_IMAGE_TYPES.join(', ')}), at most ${MB} MB and 40 megapixels; the type is read from the bytes, not from the part's Content-Type or file name`,
};
/** An upload's refusals for its picture (also the sale and collection pictures'). */
export const pictureRefusals = {
  413: fails(
    `A file over ${MB} MB or a body over that and 64 KB (PAYLOAD_TOO_LARGE), or over 40 megapixels (IMAGE_TOO_LARGE)`,
  ),
  415: fails(
    'Not multipart/form-data, or another image type: GIF, SVG, TIFF, HEIC, BMP, ICO (UNSUPPORTED_MEDIA_TYPE)',
  ),
};
const uploadForm: JsonSchema = {
  type: 'object',
  required: [PRODUCT_IMAGE_FILE_FIELD],
  additionalProperties: false,
  properties: {
    [PRODUCT_IMAGE_FILE_FIELD]: pictureFilePart,
    [PRODUCT_IMAGE_ALT_FIELD]: {
      type: 'string',
      maxLength: PRODUCT_IMAGE_ALT_MAX,
      description:
        'Its alt text (no control characters); empty or left out: the storefront uses the product name',
    },
  },
};

export const adminImagesTable = defineRoutes('/api', 'admin', {
  listProductImages: {
    method: 'get',
    path: '/admin/products/:sku/images',
    security: { scope: 'catalog:read' },
    summary:
      'A product’s pictures, first shown first, each with its id (for the reorder and the delete), url, alt text, position and stored sizes (scope catalog:read)',
    params: AdminProductSkuParamsSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The pictures', Images),
      400: fails('Invalid sku (VALIDATION_FAILED)'),
      404: noProduct,
      ...uploadGuarded,
    },
  },
  uploadProductImage: {
    method: 'post',
    path: '/admin/products/:sku/images',
    security: { scope: 'catalog:write' },
    summary: `Add a picture after the product’s last (scope catalog:write): multipart/form-data with the picture in \`${PRODUCT_IMAGE_FILE_FIELD}\` and an optional \`${PRODUCT_IMAGE_ALT_FIELD}\`, nothing else. It is re-encoded to WebP (at most 1600 px, auto-rotated, no metadata: EXIF, GPS, XMP and ICC are dropped) plus one WebP per storefront size (800, 410, 301, 250 px: \`sizes\`), stored under a new /img/products/ path, shown on the storefront at once and audited (product.image.add). A session sends its csrf token in the x-csrf-token header. Answers the product’s pictures; the new one is last. At most ${PRODUCT_IMAGES_MAX} pictures a product.`,
    params: AdminProductSkuParamsSchema,
    headers: [csrfHeader],
    form: uploadForm,
    errors: ['INVALID_FORM', 'NOT_FOUND', 'NOT_AN_IMAGE', 'IMAGE_TOO_LARGE', 'TOO_MANY_IMAGES'],
    responses: {
      201: reply('Stored; the product’s pictures, the new one last', Images),
      400: fails(
        'Not a readable JPEG, PNG or WebP (NOT_AN_IMAGE), a form that does not parse (INVALID_FORM), no file, a repeated or unknown field or a bad alt text (VALIDATION_FAILED)',
      ),
      404: noProduct,
      409: fails(`The product has ${PRODUCT_IMAGES_MAX} pictures already (TOO_MANY_IMAGES)`),
      ...pictureRefusals,
      ...uploadGuarded,
    },
  },
  updateProductImages: {
    method: 'patch',
    path: '/admin/products/:sku/images',
    security: { scope: 'catalog:write' },
    summary:
      'Reorder the product’s pictures and set their alt texts in one call (scope catalog:write): `images` lists every picture of the product once, by `id` or `url`, in the new order, each with its `alt` (left out: kept). The first is the one the storefront shows first, at once. Audited (product.images.update, the list before and after); an unchanged list writes nothing. A session sends its csrf token as `csrfToken` or in the x-csrf-token header.',
    params: AdminProductSkuParamsSchema,
    headers: [csrfHeader],
    body: component('UpdateProductImagesBody', UpdateProductImagesBodySchema),
    errors: ['NOT_FOUND', 'IMAGE_LIST_MISMATCH'],
    responses: {
      200: reply('The product’s pictures in their new order', Images),
      400: fails('Invalid body (VALIDATION_FAILED)'),
      404: noProduct,
      409: fails(
        'The list does not name exactly the product’s pictures, each once (IMAGE_LIST_MISMATCH: details.unknown, details.missing): reload them',
      ),
      ...writeGuardRefusals,
      ...uploadGuarded,
    },
  },
  deleteProductImage: {
    method: 'delete',
    path: '/admin/products/:sku/images/:imageId',
    security: { scope: 'catalog:write' },
    summary:
      'Remove a picture from the product (scope catalog:write), and its stored bytes and sizes unless a product, collection, menu entry or sale still refers to them; audited (product.image.delete). A session sends its csrf token in the x-csrf-token header.',
    params: AdminProductImageParamsSchema,
    headers: [csrfHeader],
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The product’s remaining pictures', Images),
      400: fails('Invalid sku or image id (VALIDATION_FAILED)'),
      404: fails('No product has this sku, or it has no picture with this id (NOT_FOUND)'),
      ...writeGuardRefusals,
      ...uploadGuarded,
    },
  },
});

export function adminImagesRoutes(opts: AdminWriteRouteOptions & { products: PictureProducts }): Router {
  const images = createAdminImages(opts);
  const guardOf = guardsOf(adminImagesTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminImagesTable, {
    listProductImages: {
      before: guardOf('listProductImages'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await images.list(params.sku));
      },
    },
    uploadProductImage: {
      // The guard first: nobody else's upload is read.
      before: [...guardOf('uploadProductImage'), rawMultipart(PRODUCT_IMAGE_MAX_BYTES)],
      handle: async (req, res, { params }) => {
        const form = await readOneFileForm(req, {
          fileField: PRODUCT_IMAGE_FILE_FIELD,
          textFields: [PRODUCT_IMAGE_ALT_FIELD],
          maxFileBytes: PRODUCT_IMAGE_MAX_BYTES,
        });
        const { alt } = parseWith(UploadProductImageFieldsSchema, form.fields);
        const list = await images.upload(params.sku, form.file, alt, adminActorOf(res));
        res.status(201).set(noStore).json(list);
      },
    },
    updateProductImages: {
      before: guardOf('updateProductImages'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await images.update(params.sku, body, adminActorOf(res)));
      },
    },
    deleteProductImage: {
      before: guardOf('deleteProductImage'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await images.remove(params.sku, params.imageId, adminActorOf(res)));
      },
    },
  });
}
