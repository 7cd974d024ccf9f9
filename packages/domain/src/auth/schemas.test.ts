import { describe, expect, it } from 'vitest';
import {
  ChangePasswordBodySchema,
  ClientLogBodySchema,
  CredentialsSignInBodySchema,
  PasswordSchema,
  RegisterBodySchema,
  SessionResponseSchema,
} from './schemas.js';
import { isSignedIn } from './session.js';

describe('PasswordSchema', () => {
  it('accepts 8 to 72 bytes', () => {
    expect(PasswordSchema.safeParse('12345678').success).toBe(true);
    expect(PasswordSchema.safeParse('x'.repeat(72)).success).toBe(true);
  });
  it('refuses fewer than 8 bytes and more than 72 bytes (counted in UTF-8)', () => {
    expect(PasswordSchema.safeParse('1234567').success).toBe(false);
    expect(PasswordSchema.safeParse('x'.repeat(73)).success).toBe(false);
    // 25 characters of 3 bytes each is 75 bytes.
    expect(PasswordSchema.safeParse('€'.repeat(25)).success).toBe(false);
    expect(PasswordSchema.safeParse('€'.repeat(24)).success).toBe(true);
  });
});

describe('RegisterBodySchema', () => {
  it('drops role and is_dealer, lower-cases the email', () => {
    const body = RegisterBodySchema.parse({
      email: ' New@Example.COM ',
      password: 'long enough',
      first_name: 'Ann',
      last_name: 'Lee',
      csrfToken: 't',
      role: 2,
      is_dealer: true,
      isDealer: true,
    });
    expect(body).toEqual({
      email: 'new@example.com',
      password: 'long enough',
      first_name: 'Ann',
      last_name: 'Lee',
      csrfToken: 't',
    });
  });
  it('refuses an invalid email and a short password', () => {
    const r = RegisterBodySchema.safeParse({
      email: 'nope',
      password: 'short',
      first_name: 'A',
      last_name: 'B',
      csrfToken: 't',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'password']);
  });
});

describe('CredentialsSignInBodySchema', () => {
  const base = { email: 'A@B.test', password: 'pw', csrfToken: 't' };
  it('parses cartLineItems from a JSON string, an array, null or nothing', () => {
    const lines = [{ sku: 'EVL-12-D2', quantity: 2, price: 1 }];
    expect(
      CredentialsSignInBodySchema.parse({ ...base, cartLineItems: JSON.stringify(lines) }).cartLineItems,
    ).toEqual([{ sku: 'EVL-12-D2', quantity: 2, price: 1 }]);
    expect(CredentialsSignInBodySchema.parse({ ...base, cartLineItems: lines }).cartLineItems).toHaveLength(
      1,
    );
    expect(CredentialsSignInBodySchema.parse({ ...base, cartLineItems: null }).cartLineItems).toEqual([]);
    expect(CredentialsSignInBodySchema.parse(base).cartLineItems).toEqual([]);
    expect(CredentialsSignInBodySchema.parse(base).email).toBe('a@b.test');
  });
  it('refuses unreadable cartLineItems and quantities outside 1..1000', () => {
    expect(CredentialsSignInBodySchema.safeParse({ ...base, cartLineItems: '{oops' }).success).toBe(false);
    expect(
      CredentialsSignInBodySchema.safeParse({
        ...base,
        cartLineItems: JSON.stringify([{ sku: 'X', quantity: 1001 }]),
      }).success,
    ).toBe(false);
  });
  it('accepts json and redirect as booleans or form strings', () => {
    const body = CredentialsSignInBodySchema.parse({
      ...base,
      json: 'true',
      redirect: false,
      callbackUrl: null,
    });
    expect(body).toMatchObject({ json: true, redirect: false, callbackUrl: null });
  });
  it('requires the csrf token', () => {
    expect(CredentialsSignInBodySchema.safeParse({ email: 'a@b.test', password: 'x' }).success).toBe(false);
  });
});

describe('SessionResponseSchema', () => {
  it('reads {} as signed out and a user with expires as signed in', () => {
    expect(isSignedIn(SessionResponseSchema.parse({}))).toBe(false);
    const session = SessionResponseSchema.parse({
      user: {
        email: 'a@b.test',
        role: 2,
        isDealer: true,
        account_id: 3,
        first_name: 'A',
        last_name: 'B',
        email_consent: 1,
        sms_consent: 0,
        primary_phone: null,
        address: null,
      },
      expires: '2026-03-31T00:00:00.000Z',
    });
    expect(isSignedIn(session)).toBe(true);
  });
});

describe('ClientLogBodySchema and ChangePasswordBodySchema', () => {
  it('bounds the log message and metadata', () => {
    expect(ClientLogBodySchema.parse({ message: 'x' })).toMatchObject({ level: 'error', message: 'x' });
    expect(ClientLogBodySchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
    expect(ClientLogBodySchema.safeParse({ metadata: { a: 'x'.repeat(5000) } }).success).toBe(false);
  });
  it('checks the new password rules', () => {
    expect(
      ChangePasswordBodySchema.safeParse({ currentPassword: 'a', newPassword: 'short', csrfToken: 't' })
        .success,
    ).toBe(false);
  });
});
