/**
 * Which push services a subscription may name. The endpoint is the URL the shop's server POSTs every
 * notification to, so a free-text endpoint would let anyone aim those requests at any host (decision
 * 033). Browsers hand out endpoints of four services: Chrome, Opera and Samsung Internet use Google's
 * FCM, Firefox Mozilla's autopush, Safari Apple's, and Edge Microsoft's WNS.
 */

/** Hosts allowed as they are. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
];

/** Any host under one of these (at least one more label in front). */
export const PUSH_SERVICE_HOST_SUFFIXES: readonly string[] = [
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export const PUSH_ENDPOINT_MESSAGE =
  'endpoint must be an https URL of a known push service (Google, Mozilla, Apple or Microsoft)';

/** True for an https URL, without credentials or a port of its own, on a known push service's host. */
export function isKnownPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return false;
  const host = url.hostname; // the URL parser lower-cases it
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((s) => host.endsWith(s));
}
