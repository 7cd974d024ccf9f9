/**
 * The composition root (decision 069, "The module contract"): createApp mounts every table of route-tables.ts
 * SHOP_MODULES, stage by stage in the list's order, and no route is hidden behind one mounted before it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { endpointsOf, openApiPath } from './lib/route-table.js';
import { mountsOf, type Stage } from './lib/shop-module.js';
import { SHOP_MODULES } from './route-tables.js';
import { makeApp } from './test/make-app.js';
import { mountedRoutes } from './test/mounted-routes.js';

const STAGES: readonly Stage[] = ['raw', 'files', 'api', 'admin', 'site'];

/** `METHOD /path` of every table's routes, stage by stage, in the modules' order. */
const expectedOrder = (production: boolean): string[] =>
  STAGES.flatMap((stage) =>
    endpointsOf(
      mountsOf(SHOP_MODULES, production)
        .filter((m) => m.stage === stage)
        .map((m) => m.table),
    ).map(([method, path]) => `${method.toUpperCase()} ${openApiPath(path)}`),
  );

/** Whether `earlier` matches every URL of `later` (each of its segments a parameter or the same literal). */
const hides = (earlier: string, later: string): boolean => {
  const [em, ep] = earlier.split(' ');
  const [lm, lp] = later.split(' ');
  const e = ep!.split('/');
  const l = lp!.split('/');
  return em === lm && e.length === l.length && e.every((s, i) => s.startsWith('{') || s === l[i]);
};

describe.each([false, true])('createApp (production: %s)', async (production) => {
  const t = await makeApp({ seed: false, configOverrides: production ? { nodeEnv: 'production' } : {} });
  afterAll(() => t.close());

  it("mounts every module's routes, stage by stage in the modules' order", () => {
    expect(mountedRoutes(t.app)).toEqual(expectedOrder(production));
  });

  it('hides no route behind one mounted before it (a literal path before a :param)', () => {
    const mounted = mountedRoutes(t.app);
    const hidden = mounted.flatMap((route, i) =>
      mounted.slice(0, i).flatMap((before) => (hides(before, route) ? [`${route} behind ${before}`] : [])),
    );
    expect(hidden).toEqual([]);
  });

  it('mounts the development outbox outside production only', () => {
    expect(mountedRoutes(t.app).some((r) => r.includes('/dev/outbox'))).toBe(!production);
  });
});
