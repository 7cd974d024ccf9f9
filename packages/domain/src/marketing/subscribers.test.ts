import { describe, expect, it } from 'vitest';
import {
  AdminPushBodySchema,
  SUBSCRIBERS_CSV_HEADER,
  SubscribersQuerySchema,
  pushCountStillTrue,
  subscriberCsvRowOf,
  type AdminSubscriber,
} from './subscribers.js';

const row: AdminSubscriber = {
  id: 1,
  email: 'ana@example.test',
  phone: null,
  email_consent: true,
  sms_consent: false,
  email_consent_at: '2026-02-01T10:00:00.000Z',
  email_confirmed_at: '2026-02-01T10:05:00.000Z',
  email_opted_out_at: null,
  sms_consent_at: null,
  sms_opted_out_at: null,
  source: 'popup',
  user_id: 7,
  created_at: '2026-02-01T09:00:00.000Z',
};

describe('subscriberCsvRowOf', () => {
  it('writes a cell per column, empty for none', () => {
    const cells = subscriberCsvRowOf(row);
    expect(cells).toHaveLength(SUBSCRIBERS_CSV_HEADER.length);
    expect(cells).toEqual([
      'ana@example.test',
      '',
      'true',
      '2026-02-01T10:00:00.000Z',
      '2026-02-01T10:05:00.000Z',
      '',
      'false',
      '',
      '',
      'popup',
      '7',
      '2026-02-01T09:00:00.000Z',
    ]);
  });

  it('escapes a cell a spreadsheet would run as a formula (decision 048)', () => {
    const cells = subscriberCsvRowOf({
      ...row,
      email: '=HYPERLINK("x")@example.test',
      source: '+cmd|x',
    });
    expect(cells[0]).toBe('\'=HYPERLINK("x")@example.test');
    expect(cells[9]).toBe("'+cmd|x");
  });

  it('writes a whole E.164 phone as it is, and escapes a phone cell that is anything more or less', () => {
    const phoneCell = (phone: string) => subscriberCsvRowOf({ ...row, phone })[1];
    expect(phoneCell('+17025550123')).toBe('+17025550123');
    expect(phoneCell('+447911123456')).toBe('+447911123456');
    for (const phone of ['+1702555012345678', '+01234567', '+1 702 555 0123', '+17025550123=1+1', '+'])
      expect(phoneCell(phone), phone).toBe(`'${phone}`);
  });
});

describe('the subscriber filters', () => {
  it('defaults to everyone, first page; refuses an unknown filter', () => {
    expect(SubscribersQuerySchema.parse({})).toEqual({ q: '', consent: 'all', page: 1 });
    expect(SubscribersQuerySchema.safeParse({ consent: 'maybe' }).success).toBe(false);
  });
});

describe('the push form', () => {
  const body = {
    title: 'Black Friday',
    body: 'Deals are live',
    url: '/collections/x',
    expectedSubscriptions: 3,
  };

  it('takes a path or an https link, and the count that was confirmed', () => {
    expect(AdminPushBodySchema.parse(body)).toEqual(body);
    expect(AdminPushBodySchema.parse({ ...body, url: undefined }).url).toBe('/');
    for (const url of ['javascript:alert(1)', '//evil.test', 'http://x.test'])
      expect(AdminPushBodySchema.safeParse({ ...body, url }).success, url).toBe(false);
    expect(AdminPushBodySchema.safeParse({ ...body, expectedSubscriptions: undefined }).success).toBe(false);
    expect(AdminPushBodySchema.safeParse({ ...body, title: ' ' }).success).toBe(false);
  });

  it('sends only while no more browsers subscribed than the sender was told', () => {
    expect(pushCountStillTrue(3, 3)).toBe(true);
    expect(pushCountStillTrue(3, 2)).toBe(true);
    expect(pushCountStillTrue(3, 4)).toBe(false);
  });
});
