/**
 * The direct read's step lists (shared by app.ts through shareDirectRead) are kept by hand: this test walks the
 * app's own stacks for a GET of a product and checks that every step Express would run before the product
 * route is either one the direct read runs (the very instance, in the same order) or one named below with the
 * reason it does nothing for a plain anonymous product read. A step added to app.ts before the route fails it
 * until it is added to the direct read or to that list.
 */
import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { catalogTable } from '../modules/catalog/catalog.routes.js';
import { makeApp } from '../test/make-app.js';
import { directReadOf } from './direct-read.js';

type Layer = {
  name: string;
  handle: RequestHandler & { stack?: Layer[] };
  /** Express's own test of a path against the layer's (a pathless layer matches every path). */
  match: (path: string) => boolean;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
};

/** Steps Express runs for the read that the direct read leaves out, by function name, with the reason. */
const LEFT_OUT: Record<string, string> = {
  helmetMiddleware: 'the fast path sends the same security headers itself (lib/security-headers.ts)',
  corsMiddleware: 'with CORS origins configured, product reads go to the app',
  originGuard: 'acts on state-changing methods only',
  jsonBodyGuard: 'acts on requests with a body only (the fast path hands those to the app)',
  jsonParser: 'reads bodies only',
  clearOnWrites: 'acts on writes only',
};

const SKU_PATH = '/api/product/ABC-1';
const matches = (layer: Layer, path: string) => layer.match(path);
const stackOf = (handle: unknown) => (handle as { stack?: Layer[] }).stack;
/** A router or route layer that would answer a GET of `path` below it. */
const answersGet = (layer: Layer, path: string): boolean => {
  if (!matches(layer, path)) return false;
  if (layer.route) return Boolean(layer.route.methods.get ?? layer.route.methods._all);
  const inner = stackOf(layer.handle);
  return inner === undefined || inner.some((l) => answersGet(l, path));
};

/** The layers Express runs before `stop`, split into the direct read's (instances) and the others (names). */
function walk(layers: Layer[], path: string, stop: (layer: Layer) => boolean) {
  const run: RequestHandler[] = [];
  const others: string[] = [];
  for (const layer of layers) {
    if (stop(layer)) return { run, others, stopped: layer };
    // Error handlers (four arguments) run only after a failure, which the direct read sends to the app's.
    if (!matches(layer, path) || layer.handle.length === 4) continue;
    // A router that answers nothing for this GET is passed through.
    if (stackOf(layer.handle) && !answersGet(layer, path)) continue;
    run.push(layer.handle);
    others.push(layer.name);
  }
  throw new Error(`no layer stopped the walk for ${path}`);
}

describe('direct product reads', () => {
  it('run every step the app runs before the product route, or one that does nothing for them', async () => {
    const t = await makeApp();
    const read = directReadOf(t.app)!;
    expect(read).not.toBeNull();
    const appStack = (t.app as unknown as { router: { stack: Layer[] } }).router.stack;

    const front = walk(appStack, SKU_PATH, (l) => stackOf(l.handle)?.[0]?.handle === read.api[0]);
    const shared = [read.compress, ...read.front];
    expect(front.run.filter((h) => shared.includes(h))).toEqual(shared);
    const frontOthers = front.others.filter((_, i) => !shared.includes(front.run[i]!));
    expect(frontOthers.filter((name) => !(name in LEFT_OUT))).toEqual([]);

    // Inside the API router the path has lost its mount.
    const inner = SKU_PATH.slice(read.mount.length);
    const api = walk(
      stackOf(front.stopped.handle)!,
      inner,
      (l) => answersGet(l, inner) && !!stackOf(l.handle),
    );
    expect(api.run.filter((h) => read.api.includes(h))).toEqual([...read.api]);
    const apiOthers = api.others.filter((_, i) => !read.api.includes(api.run[i]!));
    expect(apiOthers.filter((name) => !(name in LEFT_OUT))).toEqual([]);

    // The router that answers: its first matching route is the product route, whose steps the read runs
    // (made by the same routeHandlers from the same route spec: the same steps, other closures).
    const route = stackOf(api.stopped.handle)!.find((l) => l.route && answersGet(l, inner))!;
    expect(route.route!.path).toBe(catalogTable.routes.product.path);
    expect(route.route!.stack.map((l) => l.handle.name)).toEqual(read.route.map((h) => h.name));
  });
});
