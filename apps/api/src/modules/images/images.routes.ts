/** GET /img/p/:sku/:n.svg (product pictures) and /img/{banners,overlays,menu,collections,ui}/:name.svg (panels). */
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { HandleParamSchema } from '@shop/domain';
import { validateParams } from '../../lib/validate.js';
import { panelSvg } from './images.panels.js';
import { productSvg } from './images.svg.js';

const ProductImageParams = z.object({
  sku: HandleParamSchema,
  file: z.string().regex(/^([1-9]\d?)\.svg$/, 'Expected n.svg'),
});
const PANEL_KINDS = ['banners', 'overlays', 'menu', 'collections', 'ui'] as const;
const PanelParams = z.object({
  file: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*\.svg$/i, 'Expected name.svg'),
});

const sendSvg = (res: Response, svg: string) => {
  res
    .set('Content-Type', 'image/svg+xml; charset=utf-8')
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
};

export function imageRoutes(db: Db): Router {
  const router = Router();
  const categoryOf = db.prepare<[string], { category: string | null }>(
    'SELECT category FROM products WHERE sku = ?',
  );
  router.get('/p/:sku/:file', (req, res) => {
    const { sku, file } = validateParams(ProductImageParams, req.params);
    const n = Number(file.slice(0, -'.svg'.length));
    const product = categoryOf.get(sku);
    sendSvg(res, productSvg(sku, n, product?.category ?? null));
  });
  // Only these folders are drawn; anything else under /img (the web app's own files) passes through.
  for (const kind of PANEL_KINDS) {
    router.get(`/${kind}/:file`, (req, res) => {
      const { file } = validateParams(PanelParams, req.params);
      sendSvg(res, panelSvg(kind, file));
    });
  }
  return router;
}
