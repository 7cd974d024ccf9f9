/**
 * The refusals every back-office route table states (decision 043): the admin guard's (no session or key, not
 * an administrator, a key without the scope), an invalid request, a key over its rate, and the write guards'.
 */
import { fails, writeGuardRefusals } from '../../lib/route-table.js';

/** The admin guard's refusals: every admin route's. */
export const adminGuarded = {
  401: fails('No session, or a wrong or revoked API key (SESSION_REQUIRED, UNAUTHORIZED)'),
  403: fails(
    'Not an administrator (FORBIDDEN), a key without the scope (INSUFFICIENT_SCOPE), foreign Origin or csrf',
  ),
};
export const adminInvalid = { 400: fails('Invalid body or parameters (VALIDATION_FAILED)') };
export const adminRateLimited = { 429: fails('Too many calls for this API key (RATE_LIMITED)') };
/** A JSON write's refusals: invalid, rate-limited, the write guards' and the admin guard's. */
export const adminWrites = {
  ...adminInvalid,
  ...adminRateLimited,
  ...writeGuardRefusals,
  ...adminGuarded,
};
