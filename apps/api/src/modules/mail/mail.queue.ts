/**
 * What the other modules use to send mail: a message is queued in the transaction of the event that causes it
 * (so it exists exactly when the event does), and after that transaction commits the senders are told, on
 * every node through the change feed. Delivery is mail.sender's.
 */
import type { SiteInfo, Order } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { createMailRepo, type OutgoingMail } from './mail.repo.js';
import { orderConfirmationMail, type RenderedMail } from './mail.templates.js';

export type MailQueue = ReturnType<typeof createMailQueue>;

export function createMailQueue(deps: { changes: ChangeFeed; site: SiteInfo; publicUrl: string }) {
  return {
    /** Queues `mail` in the transaction `trx` (nothing when its key was queued before). */
    add: (trx: Db, mail: OutgoingMail, nowIso: string): Promise<boolean> =>
      createMailRepo(trx).enqueue(mail, nowIso),
    /** Call once the transaction that queued mail committed: a sender picks it up now, not at its next pass. */
    committed: (): void => deps.changes.publish('mail'),
    /** The messages, rendered in the shop's brand with links to PUBLIC_URL. */
    messages: {
      orderConfirmation: (order: Order, confirmationToken: string): RenderedMail =>
        orderConfirmationMail(
          order,
          `${deps.publicUrl}/checkout/v3/confirmation/${encodeURIComponent(confirmationToken)}`,
          deps.site,
        ),
    },
  };
}
