import { describe, expect, it } from 'vitest';
import {
  ForgotPasswordBodySchema,
  OneTimeTokenSchema,
  PASSWORD_RESET_TTL_MS,
  ResetPasswordBodySchema,
} from './recovery.js';

describe('recovery contract', () => {
  it('accepts only a whole 43-character base64url token', () => {
    expect(OneTimeTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(OneTimeTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(OneTimeTokenSchema.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
  });
  it('reads the email as sign-in does and the password with the password rules', () => {
    expect(ForgotPasswordBodySchema.parse({ email: ' Ada@Example.COM ', csrfToken: 'x' }).email).toBe(
      'ada@example.com',
    );
    expect(
      ResetPasswordBodySchema.safeParse({ token: 'A'.repeat(43), password: 'short', csrfToken: 'x' }).success,
    ).toBe(false);
  });
  it('keeps a reset link one hour', () => {
    expect(PASSWORD_RESET_TTL_MS).toBe(3_600_000);
  });
});
