/**
 * The messages about a dealer application (decision 050; frame and escaping: mail.layout): approved, with a
 * link to Dealer Quick Order, and declined, with the administrator's note.
 */
import type { SiteInfo } from '@shop/domain';
import { noticeMail, type RenderedMail } from './mail.layout.js';

export function dealerApprovedMail(
  a: { contact_name: string; business_name: string; note: string | null },
  quickOrderUrl: string,
  site: SiteInfo,
): RenderedMail {
  return noticeMail(site, {
    subject: `Your ${site.name} dealer account is ready`,
    heading: `Welcome aboard, ${a.contact_name}`,
    paragraphs: [
      `We approved the dealer application of ${a.business_name}. Your account now sees dealer prices on the whole catalogue: just open the shop, no need to sign in again.`,
      ...(a.note ? [a.note] : []),
    ],
    action: { label: 'Open Dealer Quick Order', url: quickOrderUrl },
    after: ['Dealer prices show whenever you are signed in with this account.'],
  });
}

export function dealerDeclinedMail(
  a: { contact_name: string; business_name: string; note: string },
  applyUrl: string,
  site: SiteInfo,
): RenderedMail {
  return noticeMail(site, {
    subject: `Your ${site.name} dealer application`,
    heading: `Hello ${a.contact_name}`,
    paragraphs: [
      `Thank you for applying to sell ${site.name} at ${a.business_name}. We cannot approve the application as it stands:`,
      a.note,
    ],
    action: { label: 'Apply again', url: applyUrl },
    after: ['Your account keeps working as before, with retail prices.'],
  });
}
