/**
 * Visitor cookies (spec shopping-and-account.md section 9): names, lifetimes and id formats. Ids are
 * built from random bytes passed in, so that these functions stay pure; the API passes node:crypto.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const VISITOR_COOKIES = {
  /** The visitor: 730 days (the default cookie lifetime). */
  visitor: { name: 'sa_visitor', length: 21, maxAgeDays: 730 },
  /** The session id: 21 characters, lives for the browser session. */
  session: { name: 'sa_session_id', length: 21, maxAgeDays: null },
  /** A second id of 15 lowercase characters, 730 days. */
  uid: { name: 'sa_uid', length: 15, maxAgeDays: 730 },
  /** The campaign id from the pn_cs_id query parameter, 400 days. */
  campaign: { name: 'sa_campaign_id', length: null, maxAgeDays: 400 },
} as const;

export const CAMPAIGN_QUERY_PARAM = 'pn_cs_id';

/** URL-safe alphabet of 64 characters (as nanoid). */
export const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
export const LOWERCASE_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export type RandomBytes = (size: number) => Uint8Array;

/**
 * An id of `length` characters from `alphabet` (at most 256 characters), unbiased: bytes that would
 * favour the first characters are rejected and more are drawn.
 */
export function randomId(length: number, alphabet: string, randomBytes: RandomBytes): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  if (alphabet.length < 2 || alphabet.length > 256)
    throw new RangeError('alphabet must have 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < length) {
    const bytes = randomBytes(Math.ceil((length - id.length) * 1.6) + 1);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      id += alphabet[byte % alphabet.length];
      if (id.length === length) break;
    }
  }
  return id;
}

export const newVisitorId = (randomBytes: RandomBytes) =>
  randomId(VISITOR_COOKIES.visitor.length, ID_ALPHABET, randomBytes);
export const newSessionId = (randomBytes: RandomBytes) =>
  randomId(VISITOR_COOKIES.session.length, ID_ALPHABET, randomBytes);
export const newUid = (randomBytes: RandomBytes) =>
  randomId(VISITOR_COOKIES.uid.length, LOWERCASE_ID_ALPHABET, randomBytes);

const VISITOR_ID = /^[A-Za-z0-9_-]{21}$/;
const UID = /^[a-z0-9]{15}$/;
const CAMPAIGN_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** A visitor or session id cookie we issued ourselves (both have this form); anything else is replaced. */
export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && VISITOR_ID.test(value);
export const isUid = (value: unknown): value is string => typeof value === 'string' && UID.test(value);
export const isCampaignId = (value: unknown): value is string =>
  typeof value === 'string' && CAMPAIGN_ID.test(value);

/**
 * The campaign id of a URL, a path with a query or a bare query string ('?pn_cs_id=abc'), or null when
 * it has none or its value is not a plain id.
 */
export function campaignIdFrom(urlOrQuery: string | null | undefined): string | null {
  if (!urlOrQuery) return null;
  const queryStart = urlOrQuery.indexOf('?');
  const query = queryStart >= 0 ? urlOrQuery.slice(queryStart + 1) : urlOrQuery;
  const value = new URLSearchParams(query.split('#', 1)[0]).get(CAMPAIGN_QUERY_PARAM);
  return isCampaignId(value) ? value : null;
}

/** Cookie lifetime in milliseconds, or undefined for a session cookie. */
export const cookieMaxAgeMs = (maxAgeDays: number | null): number | undefined =>
  maxAgeDays === null ? undefined : maxAgeDays * DAY_MS;
