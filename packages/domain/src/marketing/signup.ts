/**
 * Marketing sign-ups (spec sections 2, 4, 5, 8 and 9): the footer form rules and messages, what consent
 * means, the VIP popup's three-way submit flow, when the popup may open, and its timings.
 */
import { normalizeEmail } from './email.js';
import { normalizePhone } from './phone.js';

/** Every message the marketing forms show, verbatim from the spec (including its spelling). */
export const MARKETING_MESSAGES = {
  alreadyMember: "You're already a member!",
  vipWelcome: "Thanks for subscribing, you're now a Skar Audio VIP!",
  invalidEmail: 'Invalid email address',
  noEmail: 'No email supplied to form',
  saveNewFailed: 'Error: Failed to save new subscriber',
  updateExistingFailed: 'Error: Failed to update existing profile',
  updateSubscriberFailed: 'Failed to update subscriber',
  emailRequiredMobile: 'Your email address is required',
  emailRequiredDesktop: 'Email address is required',
  invalidEmailMobile: 'invalid email address',
  footerThanks: 'THANK YOU FOR SIGNING UP!',
  footerSaveFailed: 'Error: Failed - Please try again later',
  /** Sic: the spec's spelling. */
  footerUpdateFailed: 'Error: Failed to update exisiting profile',
  phoneRequiredForSms: 'Phone is required when opting for marketing SMS',
  smsConsentRequired: 'Please check consent the checkbox for marketing SMS',
  emailRequiredForEmails: 'Email is required when opting for marketing emails',
  emailConsentRequired: 'Please check consent the checkbox for marketing emails.',
  /** Ours: the spec names no message for a phone that is not ten digits. */
  invalidPhone: 'Invalid phone number',
  /** Ours (decision 042): a sign-up by a visitor waits for the confirmation link. */
  confirmInbox: 'Check your inbox: open the link we sent to confirm your subscription.',
  subscriptionConfirmed: 'Your subscription is confirmed. Thanks for joining the Skar Audio VIPs!',
  confirmLinkInvalid: 'This confirmation link has expired or has already been used. Please sign up again.',
  unsubscribed: 'You have been unsubscribed from marketing emails.',
  unsubscribeLinkSent: 'If that address is subscribed, we have sent it a link to unsubscribe.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Use the link in our latest email.',
  /** What unsubscribing does, said on the page of a mail's unsubscribe link before its button. */
  unsubscribeExplained:
    'You will no longer get our news and offers by email. Order and account emails still reach you.',
} as const;

/** The question of the page a mail's unsubscribe link opens. */
export const unsubscribeQuestion = (email: string) => `Unsubscribe ${email} from marketing emails?`;

/** A sign-up's confirmation link (double opt-in) works for seven days, once. */
export const MARKETING_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type FormType = 'mobile' | 'desktop';
export const FORM_TYPES = ['mobile', 'desktop'] as const;

export type FooterSignupForm = {
  email: string;
  phone: string;
  emailConsent: boolean;
  smsConsent: boolean;
};

/** One message per field at most; both null means the form may be sent. */
export type FooterSignupErrors = { email: string | null; phone: string | null };

const filled = (s: string | null | undefined): boolean => typeof s === 'string' && s.trim() !== '';

/** True when any field holds something (the rules only apply then). */
export function isFooterFormFilled(f: FooterSignupForm): boolean {
  return filled(f.email) || filled(f.phone) || f.emailConsent || f.smsConsent;
}

/**
 * The footer rules, only when any field is filled: SMS consent needs a phone, a phone needs SMS consent,
 * email consent needs an email, an email needs email consent. A filled and consented email or phone that
 * cannot be normalised gets 'Invalid email address' / 'Invalid phone number'.
 */
export function validateFooterSignup(f: FooterSignupForm): FooterSignupErrors {
  const errors: FooterSignupErrors = { email: null, phone: null };
  if (!isFooterFormFilled(f)) return errors;
  const hasPhone = filled(f.phone);
  const hasEmail = filled(f.email);
  if (f.smsConsent && !hasPhone) errors.phone = MARKETING_MESSAGES.phoneRequiredForSms;
  else if (hasPhone && !f.smsConsent) errors.phone = MARKETING_MESSAGES.smsConsentRequired;
  else if (hasPhone && normalizePhone(f.phone) === null) errors.phone = MARKETING_MESSAGES.invalidPhone;
  if (f.emailConsent && !hasEmail) errors.email = MARKETING_MESSAGES.emailRequiredForEmails;
  else if (hasEmail && !f.emailConsent) errors.email = MARKETING_MESSAGES.emailConsentRequired;
  else if (hasEmail && normalizeEmail(f.email) === null) errors.email = MARKETING_MESSAGES.invalidEmail;
  return errors;
}

/** The messages of validateFooterSignup as a list (email first), for a single error line. */
export function footerSignupMessages(errors: FooterSignupErrors): string[] {
  return [errors.email, errors.phone].filter((m): m is string => m !== null);
}

/** Submit is enabled once at least one consent box is checked, and not while submitting. */
export function canSubmitFooter(state: {
  emailConsent: boolean;
  smsConsent: boolean;
  submitting: boolean;
}): boolean {
  return (state.emailConsent || state.smsConsent) && !state.submitting;
}

/** Only email_consent equal to 1 means consented (not true, not '1'). */
export function hasEmailConsent(x: { email_consent?: unknown } | null | undefined): boolean {
  return x?.email_consent === 1;
}

export type ConsentCheck = {
  id: number | null;
  email: string | null;
  email_consent: number | null;
  email_consent_ts: string | null;
  email_opted_out_ts: string | null;
};

export type PopupOutcome = 'already_member' | 'update' | 'new';

/**
 * The popup's three-way flow after checking consent for the email: a subscriber with email consent, a
 * consent time and no opt-out time is already a member; any other known subscriber is updated; no
 * subscriber is saved as new.
 */
export function popupSubmitOutcome(check: Partial<ConsentCheck> | null | undefined): PopupOutcome {
  const exists = check !== null && check !== undefined && check.id !== null && check.id !== undefined;
  if (!exists) return 'new';
  if (hasEmailConsent(check) && filled(check.email_consent_ts) && !filled(check.email_opted_out_ts))
    return 'already_member';
  return 'update';
}

/** The spec's messages that name the shop, with the shop's name as the settings say (decision 080). */
const SPEC_SHOP_NAME = 'Skar Audio';
const named = (message: string, shopName: string): string => message.replace(SPEC_SHOP_NAME, shopName);

/** "Thanks for joining the {shop} VIPs!": a confirmed subscription. */
export const subscriptionConfirmedMessage = (shopName: string = SPEC_SHOP_NAME): string =>
  named(MARKETING_MESSAGES.subscriptionConfirmed, shopName);

/** The message shown after a successful popup submit; a new member is welcomed as the shop's VIP. */
export function popupSuccessMessage(outcome: PopupOutcome, shopName: string = SPEC_SHOP_NAME): string {
  return outcome === 'new'
    ? named(MARKETING_MESSAGES.vipWelcome, shopName)
    : MARKETING_MESSAGES.alreadyMember;
}

/** The popup's own email check: required (wording per form type), then valid after normalisation. */
export function popupEmailError(email: string, formType: FormType): string | null {
  if (!filled(email))
    return formType === 'mobile'
      ? MARKETING_MESSAGES.emailRequiredMobile
      : MARKETING_MESSAGES.emailRequiredDesktop;
  if (normalizeEmail(email) === null)
    return formType === 'mobile' ? MARKETING_MESSAGES.invalidEmailMobile : MARKETING_MESSAGES.invalidEmail;
  return null;
}

/** Popup submit is disabled when the email is empty or invalid after normalisation. */
export function canSubmitPopup(email: string, submitting = false): boolean {
  return !submitting && normalizeEmail(email) !== null;
}

/** The VIP popup opens after 6 s. */
export const VIP_POPUP_DELAY_MS = 6000;
/** Stored client key and its values. */
export const SA_POPUP_KEY = 'sa_popup';
export type SaPopupValue = 'closed' | 'subscribed';
/** Decision (docs/decisions/021): the spec's "third argument of 3" on closing is a lifetime in days. */
export const SA_POPUP_CLOSED_LIFETIME_DAYS = 3;
/** Ours: 'subscribed' is kept as long as the other long-lived cookies (730 days). */
export const SA_POPUP_SUBSCRIBED_LIFETIME_DAYS = 730;
/** After success the popup closes after 1.5 s (mobile) or 1.75 s (desktop). */
export const VIP_POPUP_SUCCESS_CLOSE_MS = { mobile: 1500, desktop: 1750 } as const;
/** The popup code sent with save-popup-subscriber. */
export const VIP_POPUP_CODE = 'sa_popup';

/** Paths (and everything under them) where the popup never opens. */
export const VIP_POPUP_SUPPRESSED_PATHS = [
  '/account',
  '/checkout',
  '/subwoofer-wiring-diagrams',
  '/returns',
  '/reviews',
  '/pages/reviews',
  '/search',
  '/pages/frequently-asked-questions',
  '/pages/return-policy',
  '/pages/privacy-policy',
  '/pages/warranty-policy',
  '/pages/contact-us',
] as const;

/** True on a suppressed path (case and a trailing slash ignored; sub-paths included). */
export function isVipPopupSuppressedPath(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '') || '/';
  return VIP_POPUP_SUPPRESSED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export type VipPopupState = {
  /** Signed in with an account (a session with an email). */
  signedInWithAccount: boolean;
  /** The session user's email_consent is 1. */
  consented: boolean;
  /** The stored sa_popup value, if any. */
  saPopup: string | null | undefined;
  pathname: string;
};

/** The popup may open (after VIP_POPUP_DELAY_MS) unless any suppression applies. */
export function shouldShowVipPopup(s: VipPopupState): boolean {
  if (s.signedInWithAccount || s.consented) return false;
  if (s.saPopup === 'closed' || s.saPopup === 'subscribed') return false;
  return !isVipPopupSuppressedPath(s.pathname);
}
