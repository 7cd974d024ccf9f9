/**
 * The routes of operations without parameters (`fixedRoute('POST /api/cartv2')`) and of the page reads the domain
 * builds (`pageRead`): apart from lib/api-route.ts, whose parameter encoding the start-up JS does not need
 * (the initial bundle, decisions 053 and 085). Typed as `route` is.
 */
import type { ApiOperationOf, ApiRoute, FixedOperation, MethodOf } from './api-route';

/** The route of an operation without path or query parameters: its method and its path as written. */
export function fixedRoute<K extends FixedOperation>(operation: K): ApiRoute<MethodOf<K>, K> {
  const space = operation.indexOf(' ');
  return { method: operation.slice(0, space), url: operation.slice(space + 1) } as ApiRoute<MethodOf<K>, K>;
}

/**
 * The route of a GET whose URL the domain builds (@shop/domain's page reads: the keys of the answers the server
 * embeds in index.html and of its response cache, byte for byte; decisions 025 and 038). The operation is named
 * for the type check; in development and tests, a URL that is not the operation's throws.
 */
export function pageRead<K extends ApiOperationOf<'GET'>>(operation: K, url: string): ApiRoute<'GET', K> {
  if (import.meta.env.DEV) {
    const template = operation
      .slice('GET '.length)
      .replace(/[.]/g, '\\.')
      .replace(/\{\w+\}/g, '[^/?]+');
    if (!new RegExp(`^${template}(\\?|$)`).test(url)) throw new Error(`${url} is not ${operation}`);
  }
  return { method: 'GET', url } as ApiRoute<'GET', K>;
}
