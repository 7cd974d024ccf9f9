import type { Request } from 'express';

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin the request was addressed to; a malformed Host header falls back to localhost. */
export function requestOrigin(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}

/**
 * The origin of the shop's own links (sitemap, robots, canonical and og:url): PUBLIC_URL when it is set,
 * else the one the request was addressed to.
 */
export const siteOrigin = (req: Request, publicUrl: string | null): string => publicUrl ?? requestOrigin(req);
