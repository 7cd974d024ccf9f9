/**
 * The module contract (decision 069, "The module contract"). Each area's `modules/<area>/<area>.module.ts`
 * exports one definition, `defineModule({ name, mounts, create })`:
 * - `mounts`: every route table the area serves, storefront and back office, each with the stage of the
 *   request path its router is mounted at (a plain value: the OpenAPI document and the fuzz suite read it
 *   without building anything);
 * - `create(deps)`: takes the area's dependencies (the store, clock, change feed, config slices, other areas'
 *   services or ports, the back office's guard) and returns its service(s) and one router per table.
 * `route-tables.ts SHOP_MODULES` lists the definitions in mount order; `app-modules.ts buildModules` builds each
 * one with its dependencies; `app.ts createApp` mounts their routers stage by stage in the list's order
 * (`mountStage`). A router is mounted only under a table of the list, so nothing is mounted that the document
 * does not describe.
 */
import type { Router } from 'express';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { RateLimits } from './rate-limit.js';
import type { RouteTable } from './route-table.js';

/** What every module may be given: the app's shared infrastructure, made once by createApp. */
export type ModuleInfra = {
  /** The store's query connection; transactions are opened on it by the services and handed down. */
  db: Db;
  /** The catalogue reads' connections (db/database.ts Store.readDb). */
  readDb: Db;
  clock: Clock;
  changes: ChangeFeed;
  logger: Logger;
  /** The app's rate limiters (lib/rate-limit.ts). */
  rateLimits: RateLimits;
  production: boolean;
};

/**
 * Where a router is mounted on the request path (ARCHITECTURE.md), in this order: 'raw' on /api before the JSON
 * parser (payment webhooks read their body raw, decision 074); 'files' at the table's mount before /api
 * (pictures, link previews, the development outbox); 'api' the /api router (storefront); 'admin' the /api router
 * after every storefront router (the back office, behind the shell's one guard); 'site' at the root after /api
 * (sitemaps, robots.txt).
 */
export type Stage = 'raw' | 'files' | 'api' | 'admin' | 'site';

export type Mount = {
  readonly table: RouteTable;
  readonly stage: Stage;
  /** Mounted and documented outside production only (the development outbox). */
  readonly devOnly?: boolean;
};

/** What a module's factory returns: its service(s), and a router for each of its tables. */
export type ModuleParts<S, K extends string> = {
  readonly service: S;
  readonly routers: Readonly<Record<K, Router>>;
};

export type ShopModule<N extends string = string, D = never, S = unknown, K extends string = string> = {
  readonly name: N;
  readonly mounts: Readonly<Record<K, Mount>>;
  /** The other body types than JSON its /api writes take, by path prefix (lib/request-guards.ts). */
  readonly bodyTypes?: Readonly<Record<string, readonly string[]>>;
  readonly create: (deps: D) => ModuleParts<S, K>;
};

export const defineModule = <const N extends string, D, S, K extends string>(
  module: ShopModule<N, D, S, K>,
): ShopModule<N, D, S, K> => module;

/** A table mounted at `stage` (the storefront's /api router when not said). */
export const at = (table: RouteTable, stage: Stage = 'api', devOnly?: true): Mount =>
  devOnly ? { table, stage, devOnly } : { table, stage };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module, whatever its dependencies
type AnyModule = ShopModule<string, any, unknown, string>;

/** The modules' mounts in order: module by module, each module's in its own order. */
export const mountsOf = (
  modules: readonly AnyModule[],
  production: boolean,
): (Mount & { name: string; key: string })[] =>
  modules.flatMap((m) =>
    Object.entries(m.mounts)
      .filter(([, mount]) => !(production && mount.devOnly))
      .map(([key, mount]) => ({ ...mount, name: m.name, key })),
  );

/** Every table the modules mount, in order: what the OpenAPI document describes. */
export const tablesOf = (modules: readonly AnyModule[], production: boolean): RouteTable[] =>
  mountsOf(modules, production).map((m) => m.table);

/** Every module's `bodyTypes`, for requireJsonBody. */
export const bodyTypesOf = (modules: readonly AnyModule[]): Record<string, readonly string[]> =>
  Object.assign({}, ...modules.map((m) => m.bodyTypes ?? {})) as Record<string, readonly string[]>;

/** The built modules, by name: what createApp hands to mountStage. */
export type BuiltModules = Readonly<Record<string, ModuleParts<unknown, string>>>;

/** The listed modules by name (createApp builds each through it). */
export type ByName<L extends readonly AnyModule[]> = { readonly [M in L[number] as M['name']]: M };
export const byName = <L extends readonly AnyModule[]>(modules: L): ByName<L> =>
  Object.fromEntries(modules.map((m) => [m.name, m])) as ByName<L>;

/** What createApp must build: each listed module under its name, as its factory returns it. */
export type BuiltOf<L extends readonly AnyModule[]> = {
  readonly [M in L[number] as M['name']]: ReturnType<M['create']>;
};

/**
 * Mounts, in the modules' order, each router of `stage` with `use(table, router)`; a module missing from
 * `built`, or a router missing for a table, stops the app (no route goes unmounted or undocumented).
 */
export function mountStage(
  modules: readonly AnyModule[],
  built: BuiltModules,
  stage: Stage,
  production: boolean,
  use: (table: RouteTable, router: Router) => void,
): void {
  for (const mount of mountsOf(modules, production)) {
    if (mount.stage !== stage) continue;
    const router = built[mount.name]?.routers[mount.key];
    if (!router) throw new Error(`module ${mount.name} built no router for ${mount.key}`);
    use(mount.table, router);
  }
}
