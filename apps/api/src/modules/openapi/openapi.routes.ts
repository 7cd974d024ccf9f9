import { Router } from 'express';
import { buildOpenApiDocument } from './openapi.js';

export function openApiRoutes(): Router {
  const router = Router();
  let document: string | null = null;
  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    res.type('application/json').send(document);
  });
  return router;
}
