/**
 * Paths still described by hand, of the modules not yet on a route table (lib/route-table.ts). Each
 * module that moves to a table takes its lines out of here; the mounted-vs-documented test keeps both
 * halves honest meanwhile.
 */
import type { z } from 'zod';
import { component, type Component, type JsonSchema } from '../../lib/route-table.js';
import { authPaths, registerAuthSchemas } from './openapi.auth.js';
import { cartPaths, registerCartSchemas } from './openapi.cart.js';

type Paths = Record<string, Record<string, JsonSchema>>;

export function legacyComponents(): Component[] {
  const list: Component[] = [];
  const collector = {
    add: (schema: z.ZodType, meta: { id: string }) => {
      list.push(component(meta.id, schema));
      return collector;
    },
  } as unknown as z.core.$ZodRegistry<{ id: string }>;
  registerCartSchemas(collector);
  registerAuthSchemas(collector);
  return list;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const file = (...names: string[]) =>
  names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
const image = (summary: string, type: string, parameters: JsonSchema[]) => ({
  get: {
    summary,
    parameters,
    responses: {
      '200': { description: type, content: { [type]: { schema: { type: 'string' } } } },
      '400': json('Bad file name (VALIDATION_FAILED)', 'Error'),
      '404': json('No such image (NOT_FOUND)', 'Error'),
    },
  },
});
const imagePaths = (): Paths => ({
  '/img/p/{sku}/{file}': image('A product picture (n.svg), stored', 'image/svg+xml', file('sku', 'file')),
  ...Object.fromEntries(
    ['banners', 'overlays', 'menu', 'collections', 'ui'].map((kind) => [
      `/img/${kind}/{file}`,
      image(`A ${kind} picture (name.svg), stored`, 'image/svg+xml', file('file')),
    ]),
  ),
  '/img/r/{id}/{file}': image('A seeded review photo (n.svg), stored', 'image/svg+xml', file('id', 'file')),
});

export function legacyPaths(): Paths {
  return {
    ...imagePaths(),
    ...(cartPaths() as Paths),
    ...(authPaths() as Paths),
  };
}
