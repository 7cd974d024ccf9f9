import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRET_MIN_BITS, estimatedBits, weakSecretReason } from './secret-strength.js';

describe('weakSecretReason', () => {
  it.each([
    ['a'.repeat(56), 'uses fewer than 10 different characters'],
    ['crash-test-secret-crash-test-secret!', 'uses fewer than 10 different characters'],
    ['load-secret-load-secret-load-secret-load', 'repeats a pattern'],
    ['e2e-secret-e2e-secret-e2e-secret-0123456789', 'repeats a pattern'],
    ['0123456789abcdefghijklmnopqrstuvwxyz', 'runs in sequence (like abcd or 1234)'],
    ['zyxwvutsrqponmlkjihgfedcba9876543210', 'runs in sequence (like abcd or 1234)'],
    ['x'.repeat(31), 'must be at least 32 characters'],
  ])('refuses %j: %s', (secret, reason) => {
    expect(weakSecretReason(secret)).toBe(reason);
  });

  it('refuses a secret that no other rule catches for its estimated bits, and 32 hex characters', () => {
    const secret = 'raaaraakhmatdbcaafpdmhkftaaapacb';
    expect(estimatedBits(secret)).toBeLessThan(SECRET_MIN_BITS);
    expect(weakSecretReason(secret)).toBe('is too predictable (about 96 bits, 128 needed)');
    expect(weakSecretReason('9f86d081884c7d659a2feaa0c55ad015')).toMatch(/^is too predictable/);
  });

  it('takes every secret openssl rand -base64 48 and -hex 32 make', () => {
    for (let i = 0; i < 2000; i++) {
      expect(weakSecretReason(randomBytes(48).toString('base64'))).toBeNull();
      expect(weakSecretReason(randomBytes(32).toString('hex'))).toBeNull();
    }
  });

  it('counts about 6 bits a character for base64 and none for one repeated character', () => {
    expect(estimatedBits(randomBytes(48).toString('base64'))).toBeGreaterThan(300);
    expect(estimatedBits('a'.repeat(56))).toBe(0);
  });
});
