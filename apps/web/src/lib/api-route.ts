/**
 * Typed API routes (docs/decisions/085): the client takes a route built from one of the API's operations, as
 * lib/api-paths.ts (generated from the API's route tables) names them, `route('GET /api/product/{key}', { key })`,
 * never a free string. An operation the API does not have, a missing path parameter or an unknown query key fails
 * `tsc`; the parameters are encoded here. An operation without parameters takes lib/api-fixed-route.ts's
 * `fixedRoute`, which the start-up JS carries instead of this module.
 */
import type { ApiBodies, ApiOperations } from './api-paths';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiOperation = keyof ApiOperations;
/** The operations of one method: `ApiOperationOf<'GET'>` is `'GET /api/menu' | ...`. */
export type ApiOperationOf<M extends ApiMethod> = Extract<ApiOperation, `${M} ${string}`>;
export type MethodOf<K extends ApiOperation> = K extends `${infer M extends ApiMethod} ${string}` ? M : never;

/** The operations without path or query parameters: `fixedRoute`'s (lib/api-fixed-route.ts). */
export type FixedOperation = {
  [K in ApiOperation]: ApiOperations[K]['path'] extends null
    ? ApiOperations[K]['query'] extends null
      ? K
      : never
    : never;
}[ApiOperation];

declare const routeBrand: unique symbol;
/**
 * A request the API documents: its method and its URL with the parameters filled in, and (as a type only) the
 * operation it was made for, which types its body (`BodyOf`). Made by `route` and lib/api-fixed-route.ts only.
 */
export type ApiRoute<M extends ApiMethod = ApiMethod, K extends ApiOperation = ApiOperation> = {
  readonly method: M;
  readonly url: string;
  readonly [routeBrand]: K;
};

type BodyOfComponent<B> = B extends keyof ApiBodies
  ? ApiBodies[B]
  : B extends 'FormData'
    ? FormData
    : B extends null
      ? undefined
      : never;
/**
 * The body an operation takes (decision 085): zod's input of its JSON body's schema (lib/api-paths.ts's
 * ApiBodies), FormData for a multipart one, undefined when it takes none; never for another media type (a CSV is
 * sent by its own fetch, not by the client).
 */
export type BodyOf<K extends ApiOperation> = BodyOfComponent<ApiOperations[K]['body']>;

type QueryValue = string | number | boolean;
/** A query's values; an undefined or null one is left out of the URL. */
type QueryOf<Q> = { [P in keyof Q]: Q[P] | undefined | null };
type QueryArgs<Q> = Q extends null ? [] : [query?: QueryOf<Q>];
/** `route`'s arguments after the operation: its path parameters when it has any, then its query when it has one. */
export type RouteArgs<K extends ApiOperation> = ApiOperations[K]['path'] extends null
  ? QueryArgs<ApiOperations[K]['query']>
  : [path: ApiOperations[K]['path'], ...QueryArgs<ApiOperations[K]['query']>];

/** `?a=1&b=x` of the defined values (URLSearchParams' encoding), or '' when there are none. */
export function queryString(query: Readonly<Record<string, QueryValue | undefined | null>> = {}): string {
  const text = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value == null ? [] : [[name, String(value)]])),
  ).toString();
  return text && `?${text}`;
}

type Route<K extends ApiOperation> = ApiRoute<MethodOf<K>, K>;

/** The route of `operation` with its path parameters (encoded) and query. */
export function route<K extends ApiOperation>(operation: K, ...args: RouteArgs<K>): Route<K> {
  const [method, template] = operation.split(' ') as [MethodOf<K>, string];
  const rest: unknown[] = args;
  const path = (template.includes('{') ? rest.shift() : {}) as Record<string, QueryValue>;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name]!));
  return { method, url: url + queryString(rest[0] as Parameters<typeof queryString>[0]) } as Route<K>;
}
