import { describe, expect, it } from 'vitest';
import {
  CustomerSearchQuerySchema,
  applyCustomerAction,
  customerSearchOf,
  customerStandingLabel,
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
