/**
 * Typed API routes (docs/decisions/085): the client takes a route built from one of the API's operations, as
 * lib/api-paths.ts (generated from the API's route tables) names them, `route('GET /api/product/{key}', { key })`,
 * never a free string. An operation the API does not have, a missing path parameter or an unknown query key fails
 * `tsc`; the parameters are encoded here.
 */
import type { ApiOperations } from './api-paths';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiOperation = keyof ApiOperations;
/** The operations of one method: `ApiOperationOf<'GET'>` is `'GET /api/menu' | ...`. */
export type ApiOperationOf<M extends ApiMethod> = Extract<ApiOperation, `${M} ${string}`>;
type MethodOf<K extends ApiOperation> = K extends `${infer M extends ApiMethod} ${string}` ? M : never;

declare const routeBrand: unique symbol;
/** A request the API documents: its method and its URL with the parameters filled in. Made by `route` only. */
export type ApiRoute<M extends ApiMethod = ApiMethod> = {
  readonly method: M;
  readonly url: string;
  readonly [routeBrand]: true;
};

type QueryValue = string | number | boolean;
/** A query's values; an undefined or null one is left out of the URL. */
type QueryOf<Q> = { [P in keyof Q]: Q[P] | undefined | null };
type QueryArgs<Q> = Q extends null ? [] : [query?: QueryOf<Q>];
/** `route`'s arguments after the operation: its path parameters when it has any, then its query when it has one. */
export type RouteArgs<K extends ApiOperation> = ApiOperations[K]['path'] extends null
  ? QueryArgs<ApiOperations[K]['query']>
  : [path: ApiOperations[K]['path'], ...QueryArgs<ApiOperations[K]['query']>];

/** `?a=1&b=x` of the defined values (URLSearchParams' encoding), or '' when there are none. */
export function queryString(
  query: Readonly<Record<string, QueryValue | undefined | null>> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The route of `operation` with its path parameters (encoded) and query. */
export function route<K extends ApiOperation>(operation: K, ...args: RouteArgs<K>): ApiRoute<MethodOf<K>> {
  const [method, template] = operation.split(' ') as [MethodOf<K>, string];
  const takesPath = template.includes('{');
  const path = (takesPath ? args[0] : undefined) as Record<string, QueryValue> | undefined;
  const query = (takesPath ? args[1] : args[0]) as Parameters<typeof queryString>[0];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path?.[name])));
  return { method, url: `${url}${queryString(query)}` } as ApiRoute<MethodOf<K>>;
}

/**
 * The route of a GET whose URL the domain builds (@shop/domain's page reads: the keys of the answers the server
 * embeds in index.html and of its response cache, byte for byte; decisions 025 and 038). The operation is named
 * for the type check; in development and tests, a URL that is not the operation's throws.
 */
export function pageRead(operation: ApiOperationOf<'GET'>, url: string): ApiRoute<'GET'> {
  if (import.meta.env.DEV) {
    const template = operation
      .slice('GET '.length)
      .replace(/[.]/g, '\\.')
      .replace(/\{\w+\}/g, '[^/?]+');
    if (!new RegExp(`^${template}(\\?|$)`).test(url)) throw new Error(`${url} is not ${operation}`);
  }
  return { method: 'GET', url } as ApiRoute<'GET'>;
}
