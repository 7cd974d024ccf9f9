/**
 * The marketing messages (frame and escaping: mail.layout): the sign-up's confirmation link (double
 * opt-in), the welcome once confirmed, and the unsubscribe link asked for without proof. The welcome is
 * marketing mail: it carries the signed unsubscribe link in its footer, and its headers (mail.queue) the
 * RFC 8058 one-click ones.
 */
import type { SiteInfo } from '@shop/domain';
import { noticeMail, type RenderedMail } from './mail.layout.js';

export function subscriptionConfirmationMail(confirmUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `Confirm your ${site.name} VIP subscription`,
    heading: 'One click to confirm',
    paragraphs: [
      `Someone, hopefully you, asked to receive ${site.name} VIP emails at this address: new product launches, sales and offers, first.`,
      'Please confirm that you want them.',
    ],
    action: { label: 'Yes, subscribe me', url: confirmUrl },
    after: [
      'The link works for seven days. If you did not ask for this, ignore this email: you will not be subscribed.',
    ],
  });
}

export function subscriptionWelcomeMail(
  shopUrl: string,
  unsubscribeUrl: string,
  site: SiteInfo,
): RenderedMail {
  return noticeMail(site, {
    subject: `You're a ${site.name} VIP`,
    heading: "You're in!",
    paragraphs: [
      "Thanks for confirming. You'll hear about new product launches and sales before anyone else.",
    ],
    action: { label: 'Shop now', url: shopUrl },
    unsubscribeUrl,
  });
}

export function unsubscribeLinkMail(unsubscribeUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `Unsubscribe from ${site.name} emails`,
    heading: 'Unsubscribe',
    paragraphs: [`We received a request to stop ${site.name} marketing emails to this address.`],
    action: { label: 'Unsubscribe me', url: unsubscribeUrl },
    after: [
      'If you did not ask for this, ignore this email: you stay subscribed. Order emails are not affected.',
    ],
  });
}
