import { describe, expect, it } from 'vitest';
import {
  MARKETING_MESSAGES as M,
  SA_POPUP_CLOSED_LIFETIME_DAYS,
  VIP_POPUP_DELAY_MS,
  VIP_POPUP_SUCCESS_CLOSE_MS,
  canSubmitFooter,
  canSubmitPopup,
  footerSignupMessages,
  hasEmailConsent,
  isVipPopupSuppressedPath,
  popupEmailError,
  popupSubmitOutcome,
  popupSuccessMessage,
  shouldShowVipPopup,
  validateFooterSignup,
} from './signup.js';

const form = (f: Partial<{ email: string; phone: string; emailConsent: boolean; smsConsent: boolean }>) => ({
  email: '',
  phone: '',
  emailConsent: false,
  smsConsent: false,
  ...f,
});

describe('validateFooterSignup', () => {
  it('says nothing for an empty form', () => {
    expect(validateFooterSignup(form({}))).toEqual({ email: null, phone: null });
    expect(validateFooterSignup(form({ email: '  ', phone: ' ' }))).toEqual({ email: null, phone: null });
  });

  it.each([
    [
      'SMS consent without a phone',
      form({ smsConsent: true }),
      null,
      'Phone is required when opting for marketing SMS',
    ],
    [
      'a phone without SMS consent',
      form({ phone: '5551234567' }),
      null,
      'Please check consent the checkbox for marketing SMS',
    ],
    [
      'email consent without an email',
      form({ emailConsent: true }),
      'Email is required when opting for marketing emails',
      null,
    ],
    [
      'an email without email consent',
      form({ email: 'a@b.com' }),
      'Please check consent the checkbox for marketing emails.',
      null,
    ],
    ['a bad email with consent', form({ email: 'nope', emailConsent: true }), 'Invalid email address', null],
    ['a bad phone with consent', form({ phone: '123', smsConsent: true }), null, 'Invalid phone number'],
    [
      'email and phone both fine',
      form({ email: 'a@b.com', emailConsent: true, phone: '5551234567', smsConsent: true }),
      null,
      null,
    ],
    ['email only, fine', form({ email: 'a@gmial.com', emailConsent: true }), null, null],
    ['phone only, fine', form({ phone: '(555) 123-4567', smsConsent: true }), null, null],
    [
      'both consents and nothing typed',
      form({ emailConsent: true, smsConsent: true }),
      'Email is required when opting for marketing emails',
      'Phone is required when opting for marketing SMS',
    ],
    [
      'both typed and no consent',
      form({ email: 'a@b.com', phone: '5551234567' }),
      'Please check consent the checkbox for marketing emails.',
      'Please check consent the checkbox for marketing SMS',
    ],
  ])('%s', (_name, f, email, phone) => {
    expect(validateFooterSignup(f)).toEqual({ email, phone });
  });

  it('lists the messages email first', () => {
    expect(
      footerSignupMessages(validateFooterSignup(form({ emailConsent: true, smsConsent: true }))),
    ).toEqual([M.emailRequiredForEmails, M.phoneRequiredForSms]);
  });
});

describe('canSubmitFooter', () => {
  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [true, true, false, true],
    [true, true, true, false],
    [true, false, true, false],
  ])('email %s sms %s submitting %s -> %s', (emailConsent, smsConsent, submitting, expected) => {
    expect(canSubmitFooter({ emailConsent, smsConsent, submitting })).toBe(expected);
  });
});

describe('hasEmailConsent', () => {
  it.each([
    [{ email_consent: 1 }, true],
    [{ email_consent: 0 }, false],
    [{ email_consent: true }, false],
    [{ email_consent: '1' }, false],
    [{ email_consent: 2 }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (x, expected) => {
    expect(hasEmailConsent(x)).toBe(expected);
  });
});

describe('popupSubmitOutcome', () => {
  const member = {
    id: 1,
    email: 'a@b.com',
    email_consent: 1,
    email_consent_ts: '2026-01-01T00:00:00.000Z',
    email_opted_out_ts: null,
  };
  it.each([
    ['consent, consent time, no opt-out', member, 'already_member'],
    ['consent without a consent time', { ...member, email_consent_ts: null }, 'update'],
    ['consent with an opt-out time', { ...member, email_opted_out_ts: '2026-02-01T00:00:00.000Z' }, 'update'],
    ['no consent', { ...member, email_consent: 0 }, 'update'],
    [
      'all fields null (unknown email)',
      { id: null, email: null, email_consent: null, email_consent_ts: null, email_opted_out_ts: null },
      'new',
    ],
    ['null', null, 'new'],
    ['an empty object', {}, 'new'],
  ])('%s -> %s', (_name, check, expected) => {
    expect(popupSubmitOutcome(check)).toBe(expected);
  });

  it('shows the member message for already_member and update, the VIP message for new', () => {
    expect(popupSuccessMessage('already_member')).toBe("You're already a member!");
    expect(popupSuccessMessage('update')).toBe("You're already a member!");
    expect(popupSuccessMessage('new')).toBe("Thanks for subscribing, you're now a Skar Audio VIP!");
  });
});

describe('popup email checks', () => {
  it.each([
    ['', 'mobile', 'Your email address is required'],
    ['  ', 'desktop', 'Email address is required'],
    ['nope', 'mobile', 'invalid email address'],
    ['nope', 'desktop', 'Invalid email address'],
    ['a@gmial.com', 'mobile', null],
  ] as const)('%j on %s -> %s', (email, formType, expected) => {
    expect(popupEmailError(email, formType)).toBe(expected);
  });
  it('disables submit for an empty or invalid email and while submitting', () => {
    expect(canSubmitPopup('')).toBe(false);
    expect(canSubmitPopup('x@')).toBe(false);
    expect(canSubmitPopup('x@y.com')).toBe(true);
    expect(canSubmitPopup('x@y.com', true)).toBe(false);
  });
});

describe('shouldShowVipPopup', () => {
  const base = { signedInWithAccount: false, consented: false, saPopup: null, pathname: '/' };
  it('shows on home for a new visitor', () => {
    expect(shouldShowVipPopup(base)).toBe(true);
    expect(shouldShowVipPopup({ ...base, pathname: '/collections/car-subwoofers' })).toBe(true);
    expect(shouldShowVipPopup({ ...base, saPopup: 'something-else' })).toBe(true);
  });
  it.each([
    ['signed in', { signedInWithAccount: true }],
    ['consented', { consented: true }],
    ['closed before', { saPopup: 'closed' }],
    ['subscribed before', { saPopup: 'subscribed' }],
  ])('hides when %s', (_name, change) => {
    expect(shouldShowVipPopup({ ...base, ...change })).toBe(false);
  });
  it.each([
    '/account',
    '/account/login',
    '/account/orders',
    '/checkout',
    '/checkout/v3',
    '/subwoofer-wiring-diagrams',
    '/returns',
    '/returns/',
    '/reviews',
    '/reviews/SKU-1',
    '/pages/reviews',
    '/search',
    '/search/products?q=amp',
    '/pages/frequently-asked-questions',
    '/pages/return-policy',
    '/pages/privacy-policy',
    '/pages/warranty-policy',
    '/pages/contact-us',
    '/Pages/Contact-Us',
  ])('is suppressed on %s', (pathname) => {
    expect(isVipPopupSuppressedPath(pathname)).toBe(true);
    expect(shouldShowVipPopup({ ...base, pathname })).toBe(false);
  });
  it.each(['/', '/accounting', '/products/sdr-1x12', '/pages/about-us', '/returns-info', '/cart'])(
    'is not suppressed on %s',
    (p) => {
      expect(isVipPopupSuppressedPath(p)).toBe(false);
    },
  );
  it('keeps the timings of the spec', () => {
    expect(VIP_POPUP_DELAY_MS).toBe(6000);
    expect(SA_POPUP_CLOSED_LIFETIME_DAYS).toBe(3);
    expect(VIP_POPUP_SUCCESS_CLOSE_MS).toEqual({ mobile: 1500, desktop: 1750 });
  });
});

describe('MARKETING_MESSAGES', () => {
  it('holds the catalogue verbatim, including the spec spelling', () => {
    expect(M.footerUpdateFailed).toBe('Error: Failed to update exisiting profile');
    expect(M.footerSaveFailed).toBe('Error: Failed - Please try again later');
    expect(M.footerThanks).toBe('THANK YOU FOR SIGNING UP!');
    expect(M.saveNewFailed).toBe('Error: Failed to save new subscriber');
    expect(M.updateExistingFailed).toBe('Error: Failed to update existing profile');
    expect(M.updateSubscriberFailed).toBe('Failed to update subscriber');
    expect(M.noEmail).toBe('No email supplied to form');
  });
});
