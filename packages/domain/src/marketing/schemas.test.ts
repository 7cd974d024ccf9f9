import { describe, expect, it } from 'vitest';
import {
  CheckConsentBodySchema,
  ConsentCheckResultSchema,
  MarketingResponseSchema,
  PushPayloadSchema,
  PushSubscriptionBodySchema,
  SaveFooterSubscriberBodySchema,
  SavePopupSubscriberBodySchema,
  UpdateSubscriberBodySchema,
  base64UrlByteLength,
} from './schemas.js';

const P256DH = `B${'A'.repeat(86)}`; // 87 characters, 65 bytes
const AUTH = 'A'.repeat(22); // 16 bytes

describe('marketing call bodies', () => {
  it('footer: email, consents, phone and form type; unknown keys refused', () => {
    const ok = { email: 'a@b.com', email_consent: true, phone: '', sms_consent: false, form_type: 'desktop' };
    expect(SaveFooterSubscriberBodySchema.safeParse(ok).success).toBe(true);
    expect(SaveFooterSubscriberBodySchema.safeParse({ ...ok, form_type: 'tablet' }).success).toBe(false);
    expect(SaveFooterSubscriberBodySchema.safeParse({ ...ok, email_consent: 'yes' }).success).toBe(false);
    expect(SaveFooterSubscriberBodySchema.safeParse({ ...ok, admin: true }).success).toBe(false);
  });
  it('update: email_consent must be true', () => {
    const ok = { email: 'a@b.com', email_consent: true, form_type: 'mobile' };
    expect(UpdateSubscriberBodySchema.safeParse(ok).success).toBe(true);
    expect(
      UpdateSubscriberBodySchema.safeParse({ ...ok, phone: '5551234567', sms_consent: true }).success,
    ).toBe(true);
    expect(UpdateSubscriberBodySchema.safeParse({ ...ok, email_consent: false }).success).toBe(false);
  });
  it('popup: a popup code of letters, digits, _ and -', () => {
    const ok = { email: 'a@b.com', popup_code: 'sa_popup', form_type: 'mobile' };
    expect(SavePopupSubscriberBodySchema.safeParse(ok).success).toBe(true);
    expect(SavePopupSubscriberBodySchema.safeParse({ ...ok, popup_code: '<script>' }).success).toBe(false);
    expect(SavePopupSubscriberBodySchema.safeParse({ ...ok, popup_code: '' }).success).toBe(false);
  });
  it('check consent: an email string; results nullable', () => {
    expect(CheckConsentBodySchema.safeParse({ email: 'a@b.com' }).success).toBe(true);
    expect(CheckConsentBodySchema.safeParse({ email: 5 }).success).toBe(false);
    const none = {
      id: null,
      email: null,
      email_consent: null,
      email_consent_ts: null,
      email_opted_out_ts: null,
    };
    expect(ConsentCheckResultSchema.parse(none)).toEqual(none);
    expect(ConsentCheckResultSchema.safeParse({ ...none, email_consent: 2 }).success).toBe(false);
    expect(MarketingResponseSchema.safeParse({ status: 'success' }).success).toBe(true);
    expect(MarketingResponseSchema.safeParse({ status: 'ok' }).success).toBe(false);
  });
});

describe('push subscription body', () => {
  const ok = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:123', p256dh: P256DH, auth: AUTH };
  it('accepts a browser subscription', () => {
    expect(PushSubscriptionBodySchema.safeParse(ok).success).toBe(true);
    expect(
      PushSubscriptionBodySchema.safeParse({ ...ok, p256dh: `${P256DH}=`, auth: `${AUTH}==` }).success,
    ).toBe(true);
  });
  it.each([
    ['http endpoint', { endpoint: 'http://fcm.googleapis.com/x' }],
    ['not a URL', { endpoint: 'push me' }],
    ['localhost', { endpoint: 'https://localhost/x' }],
    ['an IP address', { endpoint: 'https://10.0.0.1/x' }],
    ['an IPv6 address', { endpoint: 'https://[::1]/x' }],
    ['credentials in the URL', { endpoint: 'https://u:p@fcm.googleapis.com/x' }],
    ['a .internal name', { endpoint: 'https://metadata.google.internal/x' }],
    ['a host that is no push service', { endpoint: 'https://push.example.com/x' }],
    ['an endpoint over 2048', { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2048)}` }],
    ['a short p256dh', { p256dh: P256DH.slice(1) }],
    ['a p256dh with bad characters', { p256dh: `${P256DH.slice(1)}!` }],
    ['a long auth', { auth: `${AUTH}AAAA` }],
    ['a short auth', { auth: 'AAAA' }],
    ['an extra key', { expirationTime: null }],
  ])('refuses %s', (_name, change) => {
    expect(PushSubscriptionBodySchema.safeParse({ ...ok, ...change }).success).toBe(false);
  });
  it('measures base64url', () => {
    expect(base64UrlByteLength('AAAA')).toBe(3);
    expect(base64UrlByteLength('A')).toBe(-1);
    expect(base64UrlByteLength('a b')).toBe(-1);
  });
  it('payload: title and body required, url a path or https URL (default /)', () => {
    expect(PushPayloadSchema.parse({ title: 'Sale', body: 'Now' })).toEqual({
      title: 'Sale',
      body: 'Now',
      url: '/',
    });
    expect(PushPayloadSchema.safeParse({ title: 'Sale', body: 'Now', url: '//evil.test' }).success).toBe(
      false,
    );
    expect(
      PushPayloadSchema.safeParse({ title: 'Sale', body: 'Now', url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(PushPayloadSchema.safeParse({ title: ' ', body: 'Now' }).success).toBe(false);
  });
});
