import { Router } from 'express';
import { CollectionQuerySchema, HandleParamSchema, ProductQuerySchema } from '@shop/domain';
import { z } from 'zod';
import { validateParams, validateQuery } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import type { CatalogService } from './catalog.service.js';

const ProductParamsSchema = z.object({ skuOrHandle: HandleParamSchema });
const StockParamsSchema = z.object({ sku: HandleParamSchema });
const CollectionParamsSchema = z.object({ handle: HandleParamSchema });
const SubCollectionParamsSchema = z.object({ handle: HandleParamSchema, sub: HandleParamSchema });

export function catalogRoutes(catalog: CatalogService): Router {
  const router = Router();

  router.get('/product/stock/:sku', (req, res) => {
    const { sku } = validateParams(StockParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(catalog.getStock(sku));
  });

  router.get('/product/:skuOrHandle', (req, res) => {
    const { skuOrHandle } = validateParams(ProductParamsSchema, req.params);
    const query = validateQuery(ProductQuerySchema, req.query);
    res.json(catalog.getProduct(skuOrHandle, query, viewerOf(res)));
  });

  router.get('/collections/:handle', (req, res) => {
    const { handle } = validateParams(CollectionParamsSchema, req.params);
    const query = validateQuery(CollectionQuerySchema, req.query);
    res.json(catalog.getCollection(handle, query, viewerOf(res)));
  });

  router.get('/collections/:handle/:sub', (req, res) => {
    const { handle, sub } = validateParams(SubCollectionParamsSchema, req.params);
    const query = validateQuery(CollectionQuerySchema, req.query);
    res.json(catalog.getCollection(`${handle}/${sub}`, query, viewerOf(res)));
  });

  return router;
}
