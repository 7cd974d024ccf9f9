import { describe, expect, it } from 'vitest';
import { isAppPagePath } from './content-pages.js';

describe('isAppPagePath', () => {
  it.each([
    '/account/forgot-password',
    '/account/reset-password',
    '/account/verify-email',
    '/marketing/confirm',
    '/marketing/unsubscribe',
    '/orders/lookup',
    `/orders/${'a'.repeat(43)}`,
  ])('counts the mailed link page %s as a private page of the shop', (path) => {
    expect(isAppPagePath(path)).toBe(true);
  });

  it.each([
    '/marketing',
    '/marketing/confirm/extra',
    '/marketing/subscribe',
    '/account/reset-password/x',
    '/account/forgot',
    '/orders',
    `/orders/${'a'.repeat(43)}/returns`,
  ])('does not count %s (the server answers 404)', (path) => {
    expect(isAppPagePath(path)).toBe(false);
  });
});
