import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_CODES_BY_AREA, ERROR_STATUS, errorCodesOfStatus } from './error-codes.js';

const listed = Object.values(ERROR_CODES_BY_AREA).flat();

describe('the error codes (decision 084)', () => {
  it('lists each code once, under one area', () => {
    const twice = listed.filter((code, i) => listed.indexOf(code) !== i);
    expect(twice).toEqual([]);
  });

  it('gives every listed code a status, and the table names no other code', () => {
    expect([...listed].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers every code with an error status (400-599)', () => {
    const outside = ERROR_CODES.filter((code) => !(ERROR_STATUS[code] >= 400 && ERROR_STATUS[code] <= 599));
    expect(outside).toEqual([]);
  });

  it('keeps the screaming-snake codes (and the sign-in refusal its Auth.js name)', () => {
    const odd = ERROR_CODES.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code));
    expect(odd).toEqual(['CredentialsSignin']);
  });

  it('finds the codes of a status', () => {
    expect(errorCodesOfStatus(402)).toEqual(['CARD_DECLINED']);
    expect(errorCodesOfStatus(404)).toEqual(['NOT_FOUND']);
    expect(errorCodesOfStatus(418)).toEqual([]);
  });
});
