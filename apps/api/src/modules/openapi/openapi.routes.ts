import { Router } from 'express';
import { z } from 'zod';
import { component, defineRoutes, mountRoutes, reply, type RouteTable } from '../../lib/route-table.js';
import { buildOpenApiDocument } from './openapi.js';

const ObjectsByName = z.record(z.string(), z.looseObject({}));
/** The outline of an OpenAPI 3.1 document: what this answer holds (openapi.ts writes it). */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), ObjectsByName),
  components: z.looseObject({ schemas: ObjectsByName, securitySchemes: ObjectsByName }),
});

export const openApiTable = defineRoutes('/api', 'openapi', {
  document: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    errors: [],
    responses: { 200: reply('OpenAPI 3.1 document', component('OpenApiDocument', OpenApiDocumentSchema)) },
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
