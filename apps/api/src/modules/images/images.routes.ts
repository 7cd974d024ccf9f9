/**
 * GET /img/p/:sku/:n.svg (product pictures), /img/r/:id/:n.svg (seeded review photos),
 * /img/{banners,overlays,menu,collections}/:name.svg (panels), /img/products/:file (pictures uploaded in the
 * back office, WebP) and /img/uploads/:file (sale and collection pictures, WebP; decision 058): the bytes stored
 * under that path (migration 009), 404 when none are. Nothing is
 * drawn here: the demo seed stores its pictures.
 */
import { gunzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import {
  HandleParamSchema,
  PICTURE_MAX_PX,
  UploadedPictureFileSchema,
  UploadedProductImageFileSchema,
} from '@shop/domain';
import { AppError } from '../../lib/app-error.js';
import { defineRoutes, fails, media, mountRoutes } from '../../lib/route-table.js';
import { createImagesRepo, productImagePath, reviewPhotoPath, type StoredImage } from './images.repo.js';

const ProductImageParams = z.object({
  sku: HandleParamSchema,
  file: z.string().regex(/^([1-9]\d?)\.svg$/, 'Expected n.svg'),
});
const ReviewPhotoParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  file: z.string().regex(/^[1-9]\.svg$/, 'Expected n.svg'),
});
const UploadedProductImageParams = z.object({ file: UploadedProductImageFileSchema });
// Any name: one no upload can have is a 404 like an unknown one (decision 058), never a path to look up.
const UploadedPictureParams = z.object({ file: z.string() });
// The web build's own pictures (/img/{name}.svg) pass through to it: no folder of the store holds them.
const PANEL_KINDS = ['banners', 'overlays', 'menu', 'collections'] as const;
type PanelKind = (typeof PANEL_KINDS)[number];
const PanelParams = z.object({
  file: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*\.svg$/i, 'Expected name.svg'),
});

const numberOf = (file: string) => Number(file.slice(0, -'.svg'.length));

// SVG may carry inline styles but never scripts; anything else is plain image bytes.
const policyOf = (contentType: string) =>
  contentType.startsWith('image/svg+xml')
    ? "default-src 'none'; style-src 'unsafe-inline'"
    : "default-src 'none'";

/** A path's bytes never change: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends image bytes, cached for a year unless told (a review's photos: modules/reviews/reviews.photo-access.ts).
 * A body stored gzipped goes out as it is to clients that accept gzip, and unpacked to the rare one that does not.
 */
export function sendImage(req: Request, res: Response, image: StoredImage, cacheControl = IMMUTABLE): void {
  res
    .set('Content-Type', image.contentType)
    .set('Cache-Control', cacheControl)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Security-Policy', policyOf(image.contentType));
  if (image.contentEncoding !== 'gzip') {
    res.send(image.body);
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(image.body);
  else res.send(gunzipSync(image.body));
}

const svg = <P extends z.ZodObject>(summary: string, params: P) => ({
  method: 'get' as const,
  summary,
  params,
  errors: ['NOT_FOUND'] as const,
  responses: {
    200: media('image/svg+xml', 'image/svg+xml'),
    400: fails('Bad file name (VALIDATION_FAILED)'),
    404: fails('No such image (NOT_FOUND)'),
  },
});

export const imagesTable = defineRoutes('/img', 'images', {
  product: { ...svg('A product picture (n.svg), stored', ProductImageParams), path: '/p/:sku/:file' },
  reviewPhoto: {
    ...svg(
      'A seeded review photo (n.svg), stored: while the review is published (cached 5 minutes), else only to an administrator (never stored); 404 otherwise',
      ReviewPhotoParams,
    ),
    path: '/r/:id/:file',
  },
  uploadedProduct: {
    method: 'get',
    path: '/products/:file',
    summary:
      'A product picture uploaded in the back office ({token}.webp, at most 1600 px) or one of its stored sizes ({token}-{px}.webp: 800, 410, 301, 250), WebP without metadata',
    params: UploadedProductImageParams,
    errors: ['NOT_FOUND'],
    responses: {
      200: media('image/webp', 'image/webp'),
      400: fails('Bad file name (VALIDATION_FAILED)'),
      404: fails('No such picture, or it was deleted (NOT_FOUND)'),
    },
  },
  uploadedPicture: {
    method: 'get',
    path: '/uploads/:file',
    summary: `A picture uploaded for a sale's or a collection's picture field ({hash}.webp: named by its bytes, at most ${PICTURE_MAX_PX} px), WebP without metadata`,
    params: UploadedPictureParams,
    errors: ['NOT_FOUND'],
    responses: {
      200: media('image/webp', 'image/webp'),
      404: fails('No such picture, or a name no upload has (NOT_FOUND)'),
    },
  },
  // Only these folders are stored; anything else under /img (the web app's own files) passes through.
  ...(Object.fromEntries(
    PANEL_KINDS.map((kind) => [
      kind,
      { ...svg(`A ${kind} picture (name.svg), stored`, PanelParams), path: `/${kind}/:file` },
    ]),
  ) as Record<PanelKind, ReturnType<typeof svg<typeof PanelParams>> & { path: string }>),
});

/**
 * The port to the reviews module: the Cache-Control of review `reviewId`'s seeded photos for this asker, or null
 * when the asker may not see them (the review is held, hidden or gone).
 */
export type ReviewPhotoCaching = (req: Request, reviewId: number) => Promise<string | null>;

const notFound = () => new AppError('NOT_FOUND', 'No such image');

export function imageRoutes(db: Db, ports: { reviewPhotoCaching: ReviewPhotoCaching }): Router {
  const images = createImagesRepo(db);
  const serve = async (req: Request, res: Response, path: string, cacheControl?: string): Promise<void> => {
    const image = await images.find(path);
    if (!image) throw notFound();
    sendImage(req, res, image, cacheControl);
  };
  const panel = (kind: PanelKind) => (req: Request, res: Response, input: { params: { file: string } }) =>
    serve(req, res, `/img/${kind}/${input.params.file}`);

  return mountRoutes(Router(), imagesTable, {
    product: (req, res, { params: { sku, file } }) => serve(req, res, productImagePath(sku, numberOf(file))),
    reviewPhoto: async (req, res, { params: { id, file } }) => {
      const cacheControl = await ports.reviewPhotoCaching(req, id);
      if (cacheControl === null) throw notFound();
      await serve(req, res, reviewPhotoPath(id, numberOf(file)), cacheControl);
    },
    uploadedProduct: (req, res, { params: { file } }) => serve(req, res, `/img/products/${file}`),
    uploadedPicture: (req, res, { params: { file } }) => {
      if (!UploadedPictureFileSchema.safeParse(file).success) throw notFound();
      return serve(req, res, `/img/uploads/${file}`);
    },
    ...(Object.fromEntries(PANEL_KINDS.map((kind) => [kind, panel(kind)])) as Record<
      PanelKind,
      ReturnType<typeof panel>
    >),
  });
}
