import { describe, expect, it } from 'vitest';
import {
  ApproveDealerBodySchema,
  CustomerSearchQuerySchema,
  DealerApplicationBodySchema,
  DeclineDealerBodySchema,
  applyCustomerAction,
  canApplyForDealer,
  customerSearchOf,
  customerStandingLabel,
  decideDealerApplication,
  type DealerApplication,
} from './customers.js';

const standing = { role: 1, isDealer: false, isAdmin: false, disabled: false };

describe('customerSearchOf', () => {
  it('reads an email, a phone by its digits, else words; blank is everything', () => {
    expect(customerSearchOf('  ')).toEqual({ kind: 'all' });
    expect(customerSearchOf(' Ana@Example.TEST ')).toEqual({ kind: 'email', text: 'ana@example.test' });
    expect(customerSearchOf('(555) 867-5309')).toEqual({ kind: 'phone', digits: '5558675309' });
    expect(customerSearchOf('+1 555 867 5309')).toEqual({ kind: 'phone', digits: '5558675309' });
    expect(customerSearchOf('5309')).toEqual({ kind: 'phone', digits: '5309' });
    // Too few digits to be a phone: matched as text.
    expect(customerSearchOf('53')).toEqual({ kind: 'text', words: ['53'] });
    expect(customerSearchOf('Dana  BASS')).toEqual({ kind: 'text', words: ['dana', 'bass'] });
    expect(customerSearchOf('a b c d e f')).toEqual({ kind: 'text', words: ['a', 'b', 'c', 'd'] });
  });

  it('refuses control characters and over-long text in the query', () => {
    expect(CustomerSearchQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(CustomerSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(CustomerSearchQuerySchema.parse({})).toEqual({ q: '', page: 1 });
  });
});

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

describe('applyCustomerAction', () => {
  it('revokes a dealer without ending its sessions', () => {
    expect(applyCustomerAction({ ...standing, role: 2, isDealer: true }, 'revoke-dealer')).toEqual({
      ok: true,
      change: { role: 1, is_dealer: 0, endSessions: false },
    });
    expect(applyCustomerAction(standing, 'revoke-dealer')).toMatchObject({ ok: false });
  });

  it('disables (ending every session) and enables; never an administrator', () => {
    expect(applyCustomerAction(standing, 'disable')).toEqual({
      ok: true,
      change: { disabled: true, endSessions: true },
    });
    expect(applyCustomerAction({ ...standing, disabled: true }, 'disable')).toMatchObject({ ok: false });
    expect(applyCustomerAction({ ...standing, isAdmin: true }, 'disable')).toMatchObject({ ok: false });
    expect(applyCustomerAction({ ...standing, disabled: true }, 'enable')).toEqual({
      ok: true,
      change: { disabled: false, endSessions: false },
    });
    expect(applyCustomerAction(standing, 'enable')).toMatchObject({ ok: false });
    expect(applyCustomerAction(standing, 'end-sessions')).toEqual({
      ok: true,
      change: { endSessions: true },
    });
  });

  it('names the standing in words', () => {
    expect(customerStandingLabel(standing)).toBe('Retail');
    expect(customerStandingLabel({ ...standing, isDealer: true, disabled: true })).toBe('Dealer, disabled');
    expect(customerStandingLabel({ ...standing, isAdmin: true })).toBe('Retail, administrator');
  });
});
