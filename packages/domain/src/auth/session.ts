/**
 * Session rules that need no zod at run time: kept apart from schemas.ts so the web's first load (the
 * header's session read) does not pull the schemas, and zod with them, into the initial bundle.
 */
import type { SessionResponse, SignedInSession } from './schemas.js';

export const isSignedIn = (session: SessionResponse): session is SignedInSession =>
  'user' in session && session.user !== undefined;
