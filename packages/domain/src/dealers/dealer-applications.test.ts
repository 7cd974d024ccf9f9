import { describe, expect, it } from 'vitest';
import {
  ApproveDealerBodySchema,
  DealerApplicationBodySchema,
  DeclineDealerBodySchema,
  canApplyForDealer,
  decideDealerApplication,
  type DealerApplication,
} from './dealer-applications.js';

describe('the dealer application', () => {
  const body = {
    business_name: ' Bass Cave ',
    tax_id: '123456789',
    contact_name: 'Dana',
    phone: '1-555-201-3344',
  };

  it('keeps the EIN as 12-3456789 and the phone as ten digits', () => {
    expect(DealerApplicationBodySchema.parse(body)).toEqual({
      business_name: 'Bass Cave',
      tax_id: '12-3456789',
      contact_name: 'Dana',
      phone: '5552013344',
    });
  });

  it('refuses a tax id that is not 9 digits, a blank name, a bad phone and unknown fields', () => {
    for (const over of [
      { tax_id: '12-345678' },
      { tax_id: 'AB-CDEFGHI' },
      { business_name: '   ' },
      { contact_name: '' },
      { phone: '555-0100' },
      { role: 2 },
    ])
      expect(DealerApplicationBodySchema.safeParse({ ...body, ...over }).success, JSON.stringify(over)).toBe(
        false,
      );
  });

  it('is decided once: an open one is approved or declined, a decided one stays', () => {
    expect(decideDealerApplication('open', 'approve')).toEqual({ ok: true, status: 'approved' });
    expect(decideDealerApplication('open', 'decline')).toEqual({ ok: true, status: 'declined' });
    expect(decideDealerApplication('approved', 'decline')).toMatchObject({ ok: false });
    expect(decideDealerApplication('declined', 'approve')).toMatchObject({ ok: false });
  });

  it('needs a note to decline, not to approve', () => {
    expect(DeclineDealerBodySchema.safeParse({ note: '  ' }).success).toBe(false);
    expect(DeclineDealerBodySchema.parse({ note: ' Send a resale certificate. ' }).note).toBe(
      'Send a resale certificate.',
    );
    expect(ApproveDealerBodySchema.parse({})).toEqual({});
  });

  it('may be sent by a shopper without an open application', () => {
    const app = (status: DealerApplication['status']) => ({ status }) as DealerApplication;
    expect(canApplyForDealer({ isDealer: false, application: null })).toBe(true);
    expect(canApplyForDealer({ isDealer: false, application: app('declined') })).toBe(true);
    // Approved, then revoked: may apply again.
    expect(canApplyForDealer({ isDealer: false, application: app('approved') })).toBe(true);
    expect(canApplyForDealer({ isDealer: false, application: app('open') })).toBe(false);
    expect(canApplyForDealer({ isDealer: true, application: null })).toBe(false);
  });
});
