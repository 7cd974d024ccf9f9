/**
 * Sign-in `callbackUrl` (ARCHITECTURE.md, Security): only a path on this site may come back, so a crafted link
 * cannot send a shopper to another origin after signing in. Pure: the site origin is an argument.
 */

/** Where a sign-in goes when the callbackUrl is missing or not allowed. */
export const DEFAULT_CALLBACK_PATH = '/account';

const MAX_CALLBACK_LENGTH = 2048;
// Control characters and backslashes: browsers read '/\evil.com' as '//evil.com'.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-site path (with its query and hash) for the callbackUrl, else `fallback` ('/account').
 * Accepted: a path starting with one '/', or an absolute http(s) URL on the same host as `origin`.
 * Refused: '//evil', 'https://evil', 'javascript:', backslashes, control characters, over 2048 chars.
 * The answer always starts with exactly one '/' and resolves to `origin`'s host.
 */
export function safeCallbackUrl(
  url: unknown,
  origin: string,
  fallback: string = DEFAULT_CALLBACK_PATH,
): string {
  if (typeof url !== 'string') return fallback;
  const raw = url.trim();
  if (raw === '' || raw.length > MAX_CALLBACK_LENGTH || UNSAFE_CHARS.test(raw)) return fallback;
  let base: URL;
  let parsed: URL;
  try {
    base = new URL(origin);
    parsed = new URL(raw, base);
  } catch {
    return fallback;
  }
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  const isSameSiteAbsolute =
    /^https?:\/\//i.test(raw) &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.host === base.host &&
    parsed.username === '' &&
    parsed.password === '';
  if (!isPath && !isSameSiteAbsolute) return fallback;
  if (parsed.host !== base.host) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // A path that normalizes to '//host' would be protocol-relative: refuse it.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}
