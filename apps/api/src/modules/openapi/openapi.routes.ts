import { Router } from 'express';
import { defineRoutes, mountRoutes, reply, type RouteTable } from '../../lib/route-table.js';
import { buildOpenApiDocument } from './openapi.js';

export const openApiTable = defineRoutes('/api', 'openapi', {
  document: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    responses: { 200: reply('OpenAPI 3.1 document') },
  },
});

/** The document describes the tables it is given (app.ts passes every module's, this one's included). */
export function openApiRoutes(tables: readonly RouteTable[]): Router {
  let document: string | null = null;
  return mountRoutes(Router(), openApiTable, {
    document: (_req, res) => {
      document ??= JSON.stringify(buildOpenApiDocument(tables));
      res.type('application/json').send(document);
    },
  });
}
