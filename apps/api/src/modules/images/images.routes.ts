/** GET /img/p/:sku/:n.svg (product pictures) and /img/{banners,overlays,menu,collections,ui}/:name.svg. */
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { HandleParamSchema } from '@shop/domain';
import { validateParams } from '../../lib/validate.js';
import { panelSvg, productSvg } from './images.svg.js';

const ProductImageParams = z.object({
  sku: HandleParamSchema,
  file: z.string().regex(/^([1-9]\d?)\.svg$/, 'Expected n.svg'),
});
const PanelParams = z.object({
  kind: z.enum(['banners', 'overlays', 'menu', 'collections', 'ui']),
  file: z.string().max(120).regex(/^[a-z0-9][a-z0-9-]*\.svg$/i, 'Expected name.svg'),
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
  const categoryOf = db.prepare<[string], { category: string | null }>('SELECT category FROM products WHERE sku = ?');
  router.get('/p/:sku/:file', (req, res) => {
    const { sku, file } = validateParams(ProductImageParams, req.params);
    const n = Number(file.slice(0, -'.svg'.length));
    const product = categoryOf.get(sku);
    sendSvg(res, productSvg(sku, n, product?.category ?? null));
  });
  router.get('/:kind/:file', (req, res) => {
    const { kind, file } = validateParams(PanelParams, req.params);
    sendSvg(res, panelSvg(kind, file));
  });
  return router;
}
