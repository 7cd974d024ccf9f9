/**
 * Paths still described by hand, of the modules not yet on a route table (lib/route-table.ts). Each
 * module that moves to a table takes its lines out of here; the mounted-vs-documented test keeps both
 * halves honest meanwhile.
 */
import type { z } from 'zod';
import { component, type Component, type JsonSchema } from '../../lib/route-table.js';
import { authPaths, registerAuthSchemas } from './openapi.auth.js';

type Paths = Record<string, Record<string, JsonSchema>>;

export function legacyComponents(): Component[] {
  const list: Component[] = [];
  const collector = {
    add: (schema: z.ZodType, meta: { id: string }) => {
      list.push(component(meta.id, schema));
      return collector;
    },
  } as unknown as z.core.$ZodRegistry<{ id: string }>;
  registerAuthSchemas(collector);
  return list;
}

export function legacyPaths(): Paths {
  return {
    ...(authPaths() as Paths),
  };
}
