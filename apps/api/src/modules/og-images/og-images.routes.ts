/**
 * GET /img/og/... (decision 063): the link-preview pictures that pages name as og:image, 1200x630 PNG drawn
 * from the picture the domain's previewImagePath names them after: a stored product picture
 * (/img/og/p/{sku}/{n}.png from /img/p/{sku}/{n}.svg), an uploaded one (/img/og/products/{file}.png from
 * /img/products/{file}.webp, /img/og/uploads/{name}.png from /img/uploads/{name}.webp: the merchant's logo
 * among them), a collection or menu panel, or the shop's own picture (/img/og/site.png). A stored path's
 * bytes never change, so its preview is cached for a year. The shop's own picture is the merchant's logo
 * when one is uploaded, else the built web app's favicon.svg (decision 080); it changes with a new logo, so
 * site.png is cached for five minutes, then revalidated by its ETag (the source's content hash). Pages name
 * the logo's own preview (/img/og/uploads/...), which a new logo renames; site.png is for links made before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HandleParamSchema, UploadedPictureFileSchema, UploadedProductImageFileSchema } from '@shop/domain';
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { defineRoutes, fails, media, mountRoutes } from '../../lib/route-table.js';
import { productImagePath, storedPictures } from '../images/images.service.js';
import { createPreviewRenderer } from './og-images.render.js';

const png = {
  200: media('A 1200x630 PNG', 'image/png'),
  304: { description: 'Not modified (If-None-Match)' },
  400: fails('Bad file name (VALIDATION_FAILED)'),
  404: fails('No such picture (NOT_FOUND)'),
};

const PANEL_KINDS = ['banners', 'menu', 'collections', 'ui'] as const;
const pngName = (pattern: string) => z.string().regex(new RegExp(`^${pattern}\\.png$`), 'Expected name.png');
const baseName = (file: string) => file.slice(0, -'.png'.length);

export const ogImagesTable = defineRoutes('/img/og', 'og-images', {
  site: {
    method: 'get',
    path: '/site.png',
    summary:
      "The link preview of the shop's own picture (the merchant's uploaded logo, else the web app's favicon.svg), 1200x630 PNG, cached 5 minutes",
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    responses: png,
  },
  upload: {
    method: 'get',
    path: '/uploads/:file',
    summary:
      "The link preview of a back-office upload (/img/uploads/{name}.webp: the shop's logo, a sale's or collection's picture) as name.png, 1200x630",
    params: z.object({ file: pngName('[A-Za-z0-9_-]{22}') }),
    errors: ['NOT_FOUND'],
    responses: png,
  },
  product: {
    method: 'get',
    path: '/p/:sku/:file',
    summary: 'The link preview of a product picture (/img/p/{sku}/{n}.svg) as n.png, 1200x630',
    params: z.object({ sku: HandleParamSchema, file: pngName('[1-9]\\d?') }),
    errors: ['NOT_FOUND'],
    responses: png,
  },
  uploaded: {
    method: 'get',
    path: '/products/:file',
    summary:
      'The link preview of an uploaded product picture (/img/products/{name}.webp) as name.png, 1200x630',
    params: z.object({ file: pngName('[A-Za-z0-9_-]{1,80}') }),
    errors: ['NOT_FOUND'],
    responses: png,
  },
  panel: {
    method: 'get',
    path: '/:kind/:file',
    summary:
      'The link preview of a collection, menu, banner or ui picture (/img/{kind}/{name}.svg), 1200x630',
    params: z.object({ kind: z.enum(PANEL_KINDS), file: pngName('[a-z0-9][a-z0-9-]{0,115}') }),
    errors: ['NOT_FOUND'],
    responses: png,
  },
});

const A_YEAR = 'public, max-age=31536000, immutable';
/** The shop's own picture follows the settings: briefly cached, then revalidated by its ETag. */
const FIVE_MINUTES = 'public, max-age=300';

export function ogImageRoutes(
  db: Db,
  options: {
    webDistDir: string;
    /** The merchant's uploaded logo (the settings' identity.logo_url: /img/uploads/{name}.webp), or null. */
    siteLogo: () => Promise<string | null>;
  },
): Router {
  const pictures = storedPictures(db);
  const renderer = createPreviewRenderer();

  const send = async (res: Response, source: Buffer | null, cacheControl: string) => {
    if (!source) throw notFound('No such picture');
    const { png: body, etag } = await renderer.previewOf(source);
    // Express answers 304 itself when the request's If-None-Match holds this ETag.
    res
      .set('Content-Type', 'image/png')
      .set('Cache-Control', cacheControl)
      .set('ETag', etag)
      .set('X-Content-Type-Options', 'nosniff')
      .set('Content-Security-Policy', "default-src 'none'")
      .send(body);
  };
  const stored = (storePath: string): Promise<Buffer | null> => pictures.bytesOf(storePath);

  return mountRoutes(Router(), ogImagesTable, {
    site: async (_req, res) => {
      const uploaded = await options.siteLogo();
      // A logo whose stored bytes are gone falls back to the favicon, as a shop without one does.
      const logo =
        (uploaded ? await stored(uploaded) : null) ??
        (await readFile(path.join(options.webDistDir, 'favicon.svg')).catch(() => null));
      await send(res, logo, FIVE_MINUTES);
    },
    upload: async (_req, res, { params: { file } }) => {
      const source = `${baseName(file)}.webp`;
      if (!UploadedPictureFileSchema.safeParse(source).success) throw notFound('No such picture');
      await send(res, await stored(`/img/uploads/${source}`), A_YEAR);
    },
    product: async (_req, res, { params: { sku, file } }) =>
      send(res, await stored(productImagePath(sku, Number(baseName(file)))), A_YEAR),
    uploaded: async (_req, res, { params: { file } }) => {
      const source = `${baseName(file)}.webp`;
      if (!UploadedProductImageFileSchema.safeParse(source).success) throw notFound('No such picture');
      await send(res, await stored(`/img/products/${source}`), A_YEAR);
    },
    panel: async (_req, res, { params: { kind, file } }) =>
      send(res, await stored(`/img/${kind}/${baseName(file)}.svg`), A_YEAR),
  });
}
