/**
 * Dealer applications in the back office (decision 050): listed by status, read one by one, and decided. An
 * approval makes the account a dealer (role 2; the shell's standing), puts a resale certificate given with the
 * application on file (the account module's) and mails the applicant; a decline mails the note. Each decision is
 * one transaction with its audit entries and its mail; the mail senders are told once it committed.
 *
 * The role reaches a session on every request (auth.session.ts reads the account's row), so an approval shows at
 * the next page load without signing in again.
 */
import {
  DEALER_APPLICATIONS_PAGE_SIZE,
  decideDealerApplication,
  type DealerApplication,
  type DealerApplicationList,
  type DealerApplicationsQuery,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { setStanding, standingIn, standingOf } from '../admin/admin.administrators.js';
import { putResaleCertificate } from '../account/admin.customers.js';
import { auditedMailWrite } from '../audit/admin.audit.js';
import { createDealerApplicationsRepo } from './dealers.applications.repo.js';

const noApplication = () => notFound('No such dealer application');
const decided = (reason: string) => new AppError('APPLICATION_DECIDED', reason);

/** An account's applications, the newest first: the customer page's port (account's CustomerApplications). */
export const applicationsOfAccounts = (db: Db) => ({
  of: (userId: number): Promise<DealerApplication[]> =>
    createDealerApplicationsRepo(db).applicationsOf(userId),
});

export function createAdminDealerApplications(deps: { db: Db; clock: Clock; mail: MailQueue }) {
  /** Decides an open application: approval makes the account a dealer; the mail goes with it. */
  function decide(
    id: number,
    decision: 'approve' | 'decline',
    note: string | null,
    actor: AdminActor,
  ): Promise<DealerApplication> {
    return auditedMailWrite(deps, actor, async (trx, audit, now) => {
      const repo = createDealerApplicationsRepo(trx);
      const before = await repo.application(id);
      if (!before) throw noApplication();
      const move = decideDealerApplication(before.status, decision);
      if (!move.ok) throw decided(move.reason);
      const after = await repo.decide(id, {
        status: move.status,
        note,
        by: actor.kind === 'user' ? actor.id : null,
        nowIso: now,
      });
      if (!after) throw decided('This application was decided already');
      audit({
        action: `dealer-application.${decision}`,
        entity: 'dealer-application',
        entityId: String(id),
        before,
        after,
      });
      const account = await standingIn(trx, before.user_id);
      if (!account) return after;
      if (decision === 'approve') {
        const was = standingOf(account);
        await setStanding(trx, account.id, { role: 2, endSessions: false }, now);
        audit({
          action: 'customer.make-dealer',
          entity: 'customer',
          entityId: String(account.id),
          before: was,
          after: { ...was, role: 2, isDealer: true },
        });
        // A resale certificate given with the application goes on file: the dealer pays no tax (decision 075).
        if (after.resale_certificate && after.resale_certificate_state) {
          const certificate = {
            resale_certificate: after.resale_certificate,
            resale_certificate_state: after.resale_certificate_state,
          };
          await putResaleCertificate(trx, account.id, certificate);
          audit({
            action: 'customer.tax-exempt',
            entity: 'customer',
            entityId: String(account.id),
            before: null,
            after: certificate,
          });
        }
      }
      const message =
        decision === 'approve'
          ? deps.mail.messages.dealerApproved({ ...after, note })
          : deps.mail.messages.dealerDeclined({ ...after, note: note ?? '' });
      await deps.mail.add(
        trx,
        {
          key: `dealer-application-${decision}:${id}`,
          kind: `dealer-${decision}`,
          to: account.email,
          ...message,
        },
        now,
      );
      return after;
    });
  }

  return {
    async applications(query: DealerApplicationsQuery): Promise<DealerApplicationList> {
      const size = DEALER_APPLICATIONS_PAGE_SIZE;
      const { rows, total } = await createDealerApplicationsRepo(deps.db).applications(
        query.status,
        size,
        (query.page - 1) * size,
      );
      return { applications: rows, total, page: query.page, pageSize: size };
    },

    application: async (id: number): Promise<DealerApplication> =>
      (await createDealerApplicationsRepo(deps.db).application(id)) ?? Promise.reject(noApplication()),

    approve: (id: number, note: string | undefined, actor: AdminActor) =>
      decide(id, 'approve', note || null, actor),
    decline: (id: number, note: string, actor: AdminActor) => decide(id, 'decline', note, actor),
  };
}
