import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, toFtsQuery } from './search.query.js';

describe('toFtsQuery', () => {
  it('turns a sku into one phrase of its tokens with a prefix star', () => {
    expect(toFtsQuery('EVL-12')).toBe('"evl 12"*');
  });

  it('ANDs the words and makes only the last one a prefix', () => {
    expect(toFtsQuery('dual 10 Loaded')).toBe('"dual" "10" "loaded"*');
  });

  it('returns null when no letter or digit is left', () => {
    expect(toFtsQuery('')).toBeNull();
    expect(toFtsQuery(' " * ^ : - ( ) + ')).toBeNull();
  });

  it('keeps FTS operators as quoted words, never as syntax', () => {
    expect(toFtsQuery('amp AND NEAR(wire) OR NOT sub^ col:x')).toBe(
      '"amp" "and" "near wire" "or" "not" "sub" "col x"*',
    );
  });

  it(`bounds the query to ${MAX_SEARCH_TOKENS} tokens`, () => {
    const q = toFtsQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join('-')) ?? '';
    expect(q.split(' ')).toHaveLength(MAX_SEARCH_TOKENS);
  });

  it('only ever produces quoted phrases of letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const q = toFtsQuery(text);
        if (q === null) return;
        expect(q).toMatch(
          /^("[\p{L}\p{N}\p{Co}]+( [\p{L}\p{N}\p{Co}]+)*" )*"[\p{L}\p{N}\p{Co}]+( [\p{L}\p{N}\p{Co}]+)*"\*$/u,
        );
      }),
    );
  });
});
