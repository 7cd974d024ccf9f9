import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageNumberOf } from './page-query.js';

describe('pageNumberOf', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=', 1],
  ])('%j -> %d', (query, page) => {
    expect(pageNumberOf(new URLSearchParams(query))).toBe(page);
  });

  it('is always a whole number from 1', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const n = pageNumberOf(new URLSearchParams({ page: value }));
        return Number.isInteger(n) && n >= 1;
      }),
    );
  });
});
