/**
 * What the other modules use to send mail: a message is queued in the transaction of the event that causes it
 * (so it exists exactly when the event does), and after that transaction commits the senders are told, on
 * every node through the change feed. Delivery is mail.sender's. `messages` renders each message of the shop
 * with its links to PUBLIC_URL; marketing messages also get the RFC 8058 unsubscribe headers.
 */
import { accountOrderPath, guestOrderPath, type Order, type Shipment, type SiteInfo } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { accountExistsMail, emailVerificationMail, passwordResetMail } from './mail.account-templates.js';
import { dealerApprovedMail, dealerDeclinedMail } from './mail.dealer-templates.js';
import type { RenderedMail } from './mail.layout.js';
import {
  subscriptionConfirmationMail,
  subscriptionWelcomeMail,
  unsubscribeLinkMail,
} from './mail.marketing-templates.js';
import { createMailRepo, type OutgoingMail } from './mail.repo.js';
import { newOrderMail } from './mail.shop-templates.js';
import { orderCancelledMail, orderDeliveredMail, orderRefundedMail } from './mail.order-updates.js';
import {
  orderConfirmationMail,
  orderShippedMail,
  returnUpdateMail,
  type ReturnUpdate,
} from './mail.templates.js';

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * Where a message about an order links: the account's order page (Order History), or for a guest order the
 * order's own page by its token, with its status, shipment and return requests (decision 057).
 */
export type OrderLink = { order_number: string; user_id: number | null; confirmation_token: string };

/** A return's message names the item and links where its status shows: View Returns, or the guest order's page. */
export type ReturnLink = OrderLink & { first_name: string; item: string; quantity: number };

/**
 * The signed unsubscribe links of a marketing mail to `email`: the page, and the URL of the one-click POST.
 * Marketing signs them (marketing.links.ts) and app.ts passes them in: mail imports no marketing module
 * (decision 067).
 */
export type UnsubscribeUrls = (email: string) => { page: string; oneClick: string };

export function createMailQueue(deps: {
  changes: ChangeFeed;
  /** The shop's facts, or how to read them now (the settings, decision 080). */
  site: SiteInfo | (() => SiteInfo);
  publicUrl: string;
  unsubscribeUrls: UnsubscribeUrls;
  /** Where the shop is told of each new order (the settings' order address, decision 080); null: nobody. */
  shopOrderEmail?: string | null | (() => string | null);
}) {
  const { publicUrl, unsubscribeUrls } = deps;
  const siteOf = deps.site;
  /** The shop's facts now, its logo as an absolute URL (a mail is read far from the shop). */
  const site = (): SiteInfo => {
    const s = typeof siteOf === 'function' ? siteOf() : siteOf;
    return s.logoUrl ? { ...s, logoUrl: new URL(s.logoUrl, publicUrl).toString() } : s;
  };
  const orderEmailOf = deps.shopOrderEmail;
  const link = (path: string, params: Record<string, string> = {}): string => {
    const query = new URLSearchParams(params).toString();
    return `${publicUrl}${path}${query ? `?${query}` : ''}`;
  };
  const orderUrl = (o: OrderLink): string =>
    link(o.user_id !== null ? accountOrderPath(o.order_number) : guestOrderPath(o.confirmation_token));

  return {
    /** Queues `mail` in the transaction `trx` (nothing when its key was queued before). */
    add: (trx: Db, mail: OutgoingMail, nowIso: string): Promise<boolean> =>
      createMailRepo(trx).enqueue(mail, nowIso),
    /** The shop's order address (a setting), or null when nobody is to be told of new orders. */
    get shopOrderEmail(): string | null {
      return (typeof orderEmailOf === 'function' ? orderEmailOf() : orderEmailOf) ?? null;
    },
    /** Call once the transaction that queued mail committed: a sender picks it up now, not at its next pass. */
    committed: (): void => deps.changes.publish('mail'),
    messages: {
      orderConfirmation: (order: Order, to: OrderLink): RenderedMail =>
        orderConfirmationMail(order, orderUrl(to), site()),
      /** To the shop: a new paid order, linking to its back-office page. */
      newOrder: (order: Order): RenderedMail =>
        newOrderMail(order, link(`/admin/orders/${encodeURIComponent(order.order.order_number)}`), site()),
      orderShipped: (order: OrderLink & { first_name: string }, shipment: Shipment): RenderedMail =>
        orderShippedMail(order, shipment, orderUrl(order), site()),
      orderDelivered: (order: OrderLink & { first_name: string }): RenderedMail =>
        orderDeliveredMail(order, orderUrl(order), site()),
      orderCancelled: (
        order: OrderLink & { first_name: string },
        refundedCents: number,
        reason: string,
      ): RenderedMail => orderCancelledMail(order, refundedCents, reason, orderUrl(order), site()),
      orderRefunded: (
        order: OrderLink & { first_name: string },
        refund: { amountCents: number; totalRefundedCents: number; paidCents: number; reason: string },
      ): RenderedMail => orderRefundedMail(order, refund, orderUrl(order), site()),
      returnUpdate: (ret: ReturnLink, status: ReturnUpdate, note?: string): RenderedMail =>
        returnUpdateMail(
          ret,
          status,
          ret.user_id !== null
            ? { label: 'See your returns', url: link('/returns') }
            : { label: 'See your return on your order', url: orderUrl(ret) },
          site(),
          note,
        ),
      passwordReset: (token: string): RenderedMail =>
        passwordResetMail(link('/account/reset-password', { token }), site()),
      emailVerification: (firstName: string, token: string): RenderedMail =>
        emailVerificationMail(firstName, link('/account/verify-email', { token }), site()),
      accountExists: (resetToken: string): RenderedMail =>
        accountExistsMail(
          link('/account/login'),
          link('/account/reset-password', { token: resetToken }),
          site(),
        ),
      dealerApproved: (a: { contact_name: string; business_name: string; note: string | null }) =>
        dealerApprovedMail(a, link('/dealers'), site()),
      dealerDeclined: (a: { contact_name: string; business_name: string; note: string }) =>
        dealerDeclinedMail(a, link('/pages/become-a-dealer'), site()),
      subscriptionConfirmation: (token: string): RenderedMail =>
        subscriptionConfirmationMail(link('/marketing/confirm', { token }), site()),
      unsubscribeLink: (email: string): RenderedMail =>
        unsubscribeLinkMail(unsubscribeUrls(email).page, site()),
      /** Marketing: the footer's signed link and the one-click headers (RFC 8058). */
      subscriptionWelcome: (email: string): RenderedMail => {
        const urls = unsubscribeUrls(email);
        return {
          ...subscriptionWelcomeMail(link('/'), urls.page, site()),
          headers: {
            'List-Unsubscribe': `<${urls.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        };
      },
    },
  };
}
