/**
 * The messages about an account (frame and escaping: mail.layout): the password reset link, the email
 * verification link, and the notice to an address that asked to register an account it already has.
 */
import type { SiteInfo } from '@shop/domain';
import { noticeMail, type RenderedMail } from './mail.layout.js';

const NOT_YOU = 'If you did not ask for this, you can ignore this email: nothing changes.';

export function passwordResetMail(resetUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `Choose a new ${site.name} password`,
    heading: 'Choose a new password',
    paragraphs: [
      'We received a request to reset the password of your account. Use the button below to choose a new one.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    after: [
      'The link works for one hour and only once. Choosing a new password signs you out everywhere else.',
      NOT_YOU,
    ],
  });
}

export function emailVerificationMail(firstName: string, verifyUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `Confirm your email address for ${site.name}`,
    heading: `Welcome to ${site.name}, ${firstName}`,
    paragraphs: [
      'Your account is ready to use. Please confirm that this is your email address, so that order updates and password resets reach you.',
    ],
    action: { label: 'Confirm my email address', url: verifyUrl },
    after: ['The link works for two days.', NOT_YOU],
  });
}

/** Registration answers the same whether or not the address is taken; the owner learns of it here. */
export function accountExistsMail(signInUrl: string, resetUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `You already have a ${site.name} account`,
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to create an account with this email address. It already has one, so nothing was changed.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    links: [{ label: 'Forgot your password? Choose a new one', url: resetUrl }],
    after: ['The password link works for one hour and only once.', NOT_YOU],
  });
}
