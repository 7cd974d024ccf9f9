/**
 * Guards for state-changing calls (ARCHITECTURE.md, Security), mounted once on /api before the body parser so
 * that every module's POST, PUT, PATCH and DELETE gets them:
 * - `checkOrigin`: a browser sends Origin on such calls; it must be this server's own origin or one of
 *   CORS_ORIGINS, else 403 FORBIDDEN_ORIGIN. A request without Origin (curl, server to server) passes.
 * - `requireJsonBody`: a request with a body must be application/json (or a type listed for its path,
 *   e.g. multipart/form-data for an upload route), else 415 UNSUPPORTED_MEDIA_TYPE.
 */
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isStateChanging = (req: Request): boolean => !SAFE_METHODS.has(req.method);

/** The host (name and port) of an Origin header value, or null for "null" and malformed values. */
const hostOf = (origin: string): string | null => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
};

/**
 * Same origin means the Origin's host equals the Host the request was sent to. The scheme is not
 * compared: behind a TLS-terminating proxy the server sees http while the browser says https, and a
 * cross-site page can set neither header.
 */
export function checkOrigin(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  const originGuard: RequestHandler = (req, _res, next) => {
    if (!isStateChanging(req)) return next();
    const origin = req.get('origin');
    if (origin === undefined) return next();
    const host = hostOf(origin);
    const ownHost = req.get('host')?.toLowerCase();
    if (host !== null && (host === ownHost || allowed.has(origin.toLowerCase()))) return next();
    next(new AppError('FORBIDDEN_ORIGIN', 'This origin may not change data here'));
  };
  return originGuard;
}

/** True when the request carries a body (a length above 0 or a chunked transfer). */
const hasBody = (req: Request): boolean => {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
};

export type JsonBodyOptions = {
  /**
   * Extra media types accepted under a path prefix, e.g. { '/api/reviews': ['multipart/form-data'] }; a `:name`
   * segment stands for any one segment ('/api/admin/products/:sku/images').
   */
  extraTypesByPath?: Record<string, readonly string[]>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a URL path is the prefix or below it (`:name` segments match any one segment). */
const underPrefix = (prefix: string): ((path: string) => boolean) => {
  if (!prefix.includes('/:')) return (path) => path === prefix || path.startsWith(`${prefix}/`);
  const pattern = prefix
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  const re = new RegExp(`^${pattern}(?:/|$)`);
  return (path) => re.test(path);
};

export function requireJsonBody(options: JsonBodyOptions = {}): RequestHandler {
  const extras = Object.entries(options.extraTypesByPath ?? {}).map(
    ([prefix, types]) => [underPrefix(prefix), types] as const,
  );
  const jsonBodyGuard: RequestHandler = (req, _res, next) => {
    if (!isStateChanging(req) || !hasBody(req)) return next();
    if (req.is('application/json')) return next();
    const path = req.originalUrl.split('?')[0] ?? '';
    for (const [matches, types] of extras) {
      if (matches(path) && req.is([...types])) return next();
    }
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'));
  };
  return jsonBodyGuard;
}
