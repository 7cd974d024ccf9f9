/**
 * Sign-in, sign-out, registration, password change, the session answer and the client-log beacon.
 * Passwords are bcrypt hashes (cost 12; lower only under NODE_ENV=test), made and checked on the
 * worker threads of lib/password-hasher.ts, never on the event loop. A wrong password and an
 * unknown email take the same time and get the same refusal; registration answers the same whether or
 * not the email is taken (decision 017), so accounts cannot be enumerated.
 */
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DISABLED_ERROR,
  CREDENTIALS_SIGNIN_ERROR,
  EMAIL_VERIFIED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  REGISTER_ACCEPTED_MESSAGE,
  RESET_LINK_INVALID,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_INVALID,
  safeCallbackUrl,
  utf8Length,
  PASSWORD_MAX_BYTES,
  type ChangePasswordBody,
  type ClientLogBody,
  type CredentialsSignInBody,
  type ProvidersResponse,
  type RegisterBody,
  type RegisterResponse,
  type ResetPasswordBody,
  type SessionResponse,
  type SessionUser,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CartService } from '../cart/cart.service.js';
import type { AccountLinks } from './auth.links.js';
import { createAuthRepo, type AuthRepo, type UserRow } from './auth.repo.js';

/** An account's row shapes, for the modules that are handed auth's account reads (account, decision 069). */
export type { ProfileChange, UserRow } from './auth.repo.js';

/**
 * The port a session's shape reads the account's default address through (else its first): the account module
 * owns addresses and fills it with `defaultAddressIn(ex)`, handed in by app-modules.ts (decision 069, Ports).
 */
export type SessionAddresses = { of(userId: number): Promise<SessionUser['address']> };
import { toViewerUser } from './auth.session.js';
import { signSession } from './auth.tokens.js';

/** A cost-12 hash of a random string: compared against when the email is unknown, to take the same time. */
const DUMMY_HASH_COST_12 = '$2b$12$gvZjjEvwoGC7keWo9PYUNOs4h5Uhi.oAI0081X4kR.PJSOK9RoHC.';

export const credentialsRefused = () =>
  new AppError(CREDENTIALS_SIGNIN_ERROR.code, CREDENTIALS_SIGNIN_ERROR.message);

const accountDisabled = () => new AppError(ACCOUNT_DISABLED_ERROR.code, ACCOUNT_DISABLED_ERROR.message);

export type SignInResult = { sessionToken: string; cartToken: string | null; url: string };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  repo: AuthRepo;
  links: AccountLinks;
  cart: CartService;
  clock: Clock;
  secret: string;
  bcryptCost: number;
  hasher: PasswordHasher;
  addresses: SessionAddresses;
}) {
  const { db, repo, links, cart, clock, secret, bcryptCost, hasher, addresses } = deps;

  /** Runs `fn` in a transaction and, once it committed, tells the mail senders. */
  const withMail = async <T>(fn: (trx: Db, now: Date) => Promise<T>): Promise<T> => {
    const now = clock.now();
    const result = await db.transaction().execute((trx) => fn(trx, now));
    links.committed();
    return result;
  };
  let dummyHash: string | null = bcryptCost === 12 ? DUMMY_HASH_COST_12 : null;
  const dummy = async (): Promise<string> =>
    (dummyHash ??= await hasher.hash(randomBytes(16).toString('hex'), bcryptCost));

  /** True only for the right password of an existing account; the same work either way. */
  async function passwordMatches(row: UserRow | null, password: string): Promise<boolean> {
    const tooLong = utf8Length(password) > PASSWORD_MAX_BYTES;
    const ok = await hasher.compare(tooLong ? '' : password, row?.password_hash ?? (await dummy()));
    return ok && row !== null && !tooLong;
  }

  const sessionFor = (row: Pick<UserRow, 'id'>, tokenVersion: number) =>
    signSession(secret, row.id, tokenVersion, clock.now());

  return {
    providers(origin: string): ProvidersResponse {
      return {
        credentials: {
          id: 'credentials',
          name: 'Credentials',
          type: 'credentials',
          // the shop's sign-in page: the API has no sign-in form of its own (decision 060)
          signinUrl: `${origin}/account/login`,
          callbackUrl: `${origin}/api/auth/callback/credentials`,
        },
      };
    },

    /** GET /api/auth/session: `{}` signed out, else the spec's session user and when it ends. */
    async session(viewer: Viewer): Promise<SessionResponse> {
      if (!viewer.user || !viewer.expires) return {};
      const row = await repo.findById(viewer.user.account_id);
      if (!row) return {};
      return { user: await sessionUserOf(row, addresses), expires: viewer.expires };
    },

    /** POST /api/auth/callback/credentials. */
    async signIn(
      body: CredentialsSignInBody,
      anonCartToken: string | null,
      origin: string,
    ): Promise<SignInResult> {
      const row = await repo.findByEmail(body.email);
      if (!(await passwordMatches(row, body.password)) || !row) throw credentialsRefused();
      // Only the right password learns that the account is disabled (no enumeration).
      if (row.disabled_at !== null) throw accountDisabled();
      // The password is checked before: bcrypt never runs while the cart's transaction holds the database.
      const cartToken = await cart.mergeIntoAccount(anonCartToken, body.cartLineItems, row.id);
      await repo.countSignIn(row.id);
      return {
        sessionToken: sessionFor(row, row.token_version),
        cartToken,
        url: safeCallbackUrl(body.callbackUrl, origin),
      };
    },

    /** POST /api/auth/signout: ends every session of the account (token version). */
    async signOut(viewer: Viewer): Promise<void> {
      if (viewer.user) await repo.bumpTokenVersion(viewer.user.account_id, clock.now().toISOString());
    },

    /**
     * POST /api/auth/register: always the same answer. A new account gets its verification mail; a taken
     * email changes nothing, and its owner gets a notice (with a reset link) instead.
     */
    async register(body: RegisterBody): Promise<RegisterResponse> {
      const hash = await hasher.hash(body.password, bcryptCost);
      await withMail(async (trx, now) => {
        const tx = createAuthRepo(trx);
        const id = await tx.insert({
          email: body.email,
          password_hash: hash,
          first_name: body.first_name,
          last_name: body.last_name,
          created_at: now.toISOString(),
        });
        if (id !== null)
          return links.sendVerification(trx, { id, email: body.email, first_name: body.first_name }, now);
        const owner = await tx.findByEmail(body.email);
        if (owner) await links.sendAccountExists(trx, owner, now);
      });
      return { status: 'success', message: REGISTER_ACCEPTED_MESSAGE };
    },

    /** POST /api/auth/forgot-password: a reset link to an account's address; the same answer for any address. */
    async forgotPassword(email: string): Promise<RegisterResponse> {
      const row = await repo.findByEmail(email);
      if (row) await withMail((trx, now) => links.sendReset(trx, row, now));
      return { status: 'success', message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },

    /**
     * POST /api/auth/reset-password: uses the link once, sets the password and a new token version (every
     * other session ends), retires the account's other reset links and counts the address as verified (the
     * link reached it). Answers the new session, as a sign-in does.
     */
    async resetPassword(body: ResetPasswordBody): Promise<SignInResult> {
      // Hashed first: bcrypt never runs inside the transaction.
      const hash = await hasher.hash(body.password, bcryptCost);
      const now = clock.now();
      const session = await db.transaction().execute(async (trx) => {
        const link = await links.useReset(trx, body.token, now);
        if (!link || link.user_id === null)
          throw new AppError(RESET_LINK_INVALID.code, RESET_LINK_INVALID.message);
        const tx = createAuthRepo(trx);
        if ((await tx.findById(link.user_id))?.disabled_at != null) throw accountDisabled();
        const version = await tx.setPasswordHash(link.user_id, hash, now.toISOString());
        await links.retireResets(trx, link.user_id, now);
        await tx.markEmailVerified(link.user_id, now.toISOString());
        await tx.countSignIn(link.user_id);
        return sessionFor({ id: link.user_id }, version);
      });
      return { sessionToken: session, cartToken: null, url: '/account' };
    },

    /** POST /api/auth/verify-email: the verification link, once; no session needed. */
    async verifyEmail(token: string): Promise<RegisterResponse> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const link = await links.useVerification(trx, token, now);
        if (!link || link.user_id === null)
          throw new AppError(VERIFY_LINK_INVALID.code, VERIFY_LINK_INVALID.message);
        await createAuthRepo(trx).markEmailVerified(link.user_id, now.toISOString());
      });
      return { status: 'success', message: EMAIL_VERIFIED_MESSAGE };
    },

    /** POST /api/account/verification: the verification mail again (nothing when already verified). */
    async resendVerification(userId: number): Promise<RegisterResponse> {
      const row = await repo.findById(userId);
      if (row && row.email_verified_at === null)
        await withMail((trx, now) => links.sendVerification(trx, row, now));
      return { status: 'success', message: VERIFICATION_SENT_MESSAGE };
    },

    /** POST /api/account/password: a new hash and token version; answers this device's new session. */
    async changePassword(userId: number, body: ChangePasswordBody): Promise<string> {
      const row = await repo.findById(userId);
      if (!row || !(await passwordMatches(row, body.currentPassword)))
        throw new AppError('INVALID_CURRENT_PASSWORD', 'Your current password is not correct.');
      const hash = await hasher.hash(body.newPassword, bcryptCost);
      const version = await repo.setPasswordHash(row.id, hash, clock.now().toISOString());
      return sessionFor(row, version);
    },

    async log(body: ClientLogBody, userId: number | null): Promise<void> {
      await repo.insertClientLog({
        level: body.level,
        code: body.code ?? null,
        message: body.message,
        path: body.path ?? null,
        metadata: body.metadata === undefined ? null : JSON.stringify(body.metadata),
        user_id: userId,
        created_at: clock.now().toISOString(),
      });
    },
  };
}

export async function sessionUserOf(row: UserRow, addresses: SessionAddresses): Promise<SessionUser> {
  const address = await addresses.of(row.id);
  const { isAdmin, emailVerified: _verified, ...user } = toViewerUser(row);
  return {
    ...user,
    ...(isAdmin ? { isAdmin: true as const } : {}),
    ...(row.tax_exempt === 1 ? { taxExempt: true as const } : {}),
    email_consent: row.email_consent === 1 ? 1 : 0,
    sms_consent: row.sms_consent === 1 ? 1 : 0,
    primary_phone: row.phone,
    address,
  };
}
