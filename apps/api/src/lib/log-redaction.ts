/**
 * What the logs never hold of a request's URL (decision 059): the secret of a one-time link. The token of a
 * password reset, an email verification or a sign-up's confirmation (?token=), an unsubscribe link's signature
 * (?signature=), and an order's token in the path of its page, its API and its confirmation (the checkout's
 * thank-you page too) are written as [REDACTED]; the rest of the URL stays as it came. Names and paths match
 * whatever their case, and a query name is read percent-decoded, as Express reads them.
 */
export const REDACTED = '[REDACTED]';

/** Query parameters that hold a link's secret. */
const SECRET_PARAMS = new Set(['token', 'signature']);

/**
 * Paths with an order's token as a segment: /orders/{token} and /api/orders/{token}(/returns), but not
 * /orders/lookup; /api/orders/confirmation/{token} and /checkout/v3/confirmation/{token}.
 */
const TOKEN_SEGMENT =
  /^((?:\/api)?\/orders\/(?:confirmation\/)?|\/checkout\/v3\/confirmation\/)(?!(?:lookup|confirmation)(?:\/|$))[^/]+/i;

const nameOf = (pair: string): string => {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

const redactedQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair))
    .join('&');

/** The URL as a log line may show it: each one-time link's secret replaced with [REDACTED]. */
export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(TOKEN_SEGMENT, `$1${REDACTED}`);
  return q === -1 ? path : `${path}?${redactedQuery(url.slice(q + 1))}`;
}
