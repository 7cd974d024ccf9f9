/**
 * The OpenAPI 3.1 description of the API: the paths come from the modules' route tables
 * (lib/route-table.ts), the components from the zod schemas of @shop/domain they name.
 */
import {
  AdminMenuCollectionSchema,
  CardVariantSchema,
  MenuCollectionSchema,
  ProductCardSchema,
  ProductSummarySchema,
} from '@shop/domain';
import { z } from 'zod';
import {
  component,
  componentsOf,
  ErrorComponent,
  scopesOf,
  openApiPaths,
  type Component,
  type JsonSchema,
  type RouteTable,
} from '../../lib/route-table.js';
import { SESSION_COOKIE } from '../auth/auth.tokens.js';

/** Parts of several answers: named so that the answers refer to them instead of repeating them. */
const SHARED_PARTS: Component[] = [
  ErrorComponent,
  component('MenuCollection', MenuCollectionSchema),
  component('AdminMenuCollection', AdminMenuCollectionSchema),
  component('ProductSummary', ProductSummarySchema),
  component('CardVariant', CardVariantSchema),
  component('ProductCard', ProductCardSchema),
];

function schemasOf(components: readonly Component[], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<string, z.ZodType>();
  for (const { id, schema } of components) {
    const known = ids.get(id);
    if (known && known !== schema) throw new Error(`Component ${id} names two schemas`);
    ids.set(id, schema);
    registry.add(schema, { id });
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

/** The answers' components as the server sends them, the bodies' as a client sends them (before transforms). */
function componentSchemas(tables: readonly RouteTable[]): Record<string, JsonSchema> {
  const { bodies, answers } = componentsOf(tables);
  const sent = schemasOf([...SHARED_PARTS, ...answers], 'output');
  const received = schemasOf(bodies, 'input');
  for (const id of Object.keys(received))
    if (id in sent && JSON.stringify(sent[id]) !== JSON.stringify(received[id]))
      throw new Error(`Component ${id} is a body and an answer of different shapes`);
  return { ...sent, ...received };
}

export function buildOpenApiDocument(tables: readonly RouteTable[]): JsonSchema {
  const paths = openApiPaths(tables);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Skar Audio shop API',
      version: '0.1.0',
      description:
        'Money is in dollars with 2 decimals. Errors are {"error":{"code","message","details"?}}. price_dealer is null unless the session is a dealer.',
    },
    servers: [{ url: '/', description: 'The shop that serves this document' }],
    paths,
    components: {
      schemas: componentSchemas(tables),
      securitySchemes: {
        customerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            "A signed-in shopper's session, set by POST /api/auth/callback/credentials (writes also send the csrf token of GET /api/auth/csrf)",
        },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: "An administrator's session (writes also send the csrf token of GET /api/auth/csrf)",
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A back-office API key (sk_...), created by an administrator, with scopes: ${scopesOf(tables).join(', ')}`,
        },
      },
    },
  };
}
