/**
 * The signed unsubscribe link of every marketing mail (decision 042, RFC 8058): HMAC-SHA256 of the address
 * with JWT_SECRET, so the link works without a session and cannot be made for another address. It does
 * not expire: an old mail's link must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const unsubscribeSignature = (secret: string, email: string): string =>
  createHmac('sha256', secret).update(`unsubscribe:${email}`).digest('base64url');

export function unsubscribeSignatureValid(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a mail client posts the one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe/one-click';

/** The page a person opens from a marketing mail, and the URL a mail client posts to (one click). */
export function unsubscribeUrls(publicUrl: string, secret: string, email: string) {
  const query = new URLSearchParams({ email, signature: unsubscribeSignature(secret, email) }).toString();
  return {
    page: `${publicUrl}/marketing/unsubscribe?${query}`,
    oneClick: `${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?${query}`,
  };
}
