/** The routes an Express app mounts, read from its router stack the way Express matches them. */
import type { Express } from 'express';
import { openApiPath } from '../lib/route-table.js';

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
};

function walk(stack: readonly Layer[], prefix: string): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = openApiPath(`${prefix}${layer.route.path}`);
      return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${path}`);
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return walk(layer.handle.stack, `${prefix}${mount}`);
  });
}

/** `GET /api/collections/{handle}` for every route, nested routers' mount paths included. */
export const mountedRoutes = (app: Express): string[] =>
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
