/**
 * The account's one-time links and their mails (decision 042), each issued and queued inside the caller's
 * transaction so that the mail exists exactly when the event does: the verification after registration,
 * the reset link, the notice to an address that tried to register again (it carries a reset link, since
 * its owner has probably forgotten the password). At most ONE_TIME_LINKS_PER_HOUR of one kind per address.
 */
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { createOneTimeLinks, type OneTimeLink } from '../../lib/one-time-links.js';
import type { MailQueue } from '../mail/mail.queue.js';

type Account = { id: number; email: string; first_name: string | null };

export type AccountLinks = ReturnType<typeof createAccountLinks>;

export function createAccountLinks(mail: MailQueue) {
  const reset = async (trx: Db, user: Account, now: Date) =>
    createOneTimeLinks(trx).issue(
      { purpose: 'password-reset', email: user.email, userId: user.id, ttlMs: PASSWORD_RESET_TTL_MS },
      now,
    );

  return {
    /** The verification mail of a new account. */
    async sendVerification(trx: Db, user: Account, now: Date): Promise<void> {
      const link = await createOneTimeLinks(trx).issue(
        {
          purpose: 'email-verification',
          email: user.email,
          userId: user.id,
          ttlMs: EMAIL_VERIFICATION_TTL_MS,
        },
        now,
      );
      if (!link) return;
      const message = mail.messages.emailVerification(user.first_name ?? 'there', link.token);
      await mail.add(
        trx,
        { key: `email-verification:${link.id}`, kind: 'email-verification', to: user.email, ...message },
        now.toISOString(),
      );
    },
    /** A reset link, to an account whose owner asked for one. */
    async sendReset(trx: Db, user: Account, now: Date): Promise<void> {
      const link = await reset(trx, user, now);
      if (!link) return;
      await mail.add(
        trx,
        {
          key: `password-reset:${link.id}`,
          kind: 'password-reset',
          to: user.email,
          ...mail.messages.passwordReset(link.token),
        },
        now.toISOString(),
      );
    },
    /** To an address that asked to register an account it already has: sign in, or reset (a link inside). */
    async sendAccountExists(trx: Db, user: Account, now: Date): Promise<void> {
      const link = await reset(trx, user, now);
      if (!link) return;
      await mail.add(
        trx,
        {
          key: `account-exists:${link.id}`,
          kind: 'account-exists',
          to: user.email,
          ...mail.messages.accountExists(link.token),
        },
        now.toISOString(),
      );
    },
    useReset: (trx: Db, token: string, now: Date): Promise<OneTimeLink | null> =>
      createOneTimeLinks(trx).use('password-reset', token, now),
    useVerification: (trx: Db, token: string, now: Date): Promise<OneTimeLink | null> =>
      createOneTimeLinks(trx).use('email-verification', token, now),
    retireResets: (trx: Db, userId: number, now: Date): Promise<void> =>
      createOneTimeLinks(trx).retire(userId, 'password-reset', now),
    committed: (): void => mail.committed(),
  };
}
