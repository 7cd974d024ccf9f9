import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TOKENS, MAX_SEARCH_WORDS, searchWords, toFtsQuery, toTsQuery } from './search.query.js';

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

describe('toTsQuery', () => {
  it('reads the same words as toFtsQuery', () => {
    expect(searchWords(' EVL-12  dual ')).toEqual([['evl', '12'], ['dual']]);
  });

  it('makes a one-token word a lexeme and the last one a prefix', () => {
    expect(toTsQuery('dual 10 Loaded')).toBe("'dual' & '10' & 'loaded':*");
    expect(toTsQuery('evl')).toBe("'evl':*");
  });

  it('makes a word of several tokens a phrase within one weight (sku, name or property values)', () => {
    expect(toTsQuery('EVL-12-D2')).toBe(
      "('evl':A <-> '12':A <-> 'd2':*A | 'evl':B <-> '12':B <-> 'd2':*B | 'evl':C <-> '12':C <-> 'd2':*C)",
    );
    expect(toTsQuery('evl-12 sub')).toBe(
      "('evl':A <-> '12':A | 'evl':B <-> '12':B | 'evl':C <-> '12':C) & 'sub':*",
    );
  });

  it('returns null when no letter or digit is left', () => {
    expect(toTsQuery('')).toBeNull();
    expect(toTsQuery(" ' \\ & | ! <-> : * ( ) - + ")).toBeNull();
  });

  it('keeps tsquery operators and quotes as words or drops them, never as syntax', () => {
    expect(toTsQuery("it's !amp & (sub|wire) <-> x:*")).toBe(
      "('it':A <-> 's':A | 'it':B <-> 's':B | 'it':C <-> 's':C) & 'amp' & " +
        "('sub':A <-> 'wire':A | 'sub':B <-> 'wire':B | 'sub':C <-> 'wire':C) & 'x':*",
    );
  });

  it(`bounds the query to ${MAX_SEARCH_WORDS} words and ${MAX_SEARCH_TOKENS} tokens`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(toTsQuery(words)?.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
    const tokens = Array.from({ length: 40 }, (_, i) => `w${i}`).join('-');
    expect(toTsQuery(tokens)?.match(/':\*?A/g)).toHaveLength(MAX_SEARCH_TOKENS);
  });

  it('only ever produces quoted lexemes of letters and digits joined by tsquery operators', () => {
    const lex = String.raw`'[\p{L}\p{N}\p{Co}]+'`;
    const within = (w: string) => String.raw`${lex}:\*?${w}( <-> ${lex}:\*?${w})+`;
    const term = String.raw`(${lex}(:\*)?|\(${within('A')} \| ${within('B')} \| ${within('C')}\))`;
    const shape = new RegExp(`^${term}( & ${term})*$`, 'u');
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const q = toTsQuery(text);
        expect(q === null).toBe(toFtsQuery(text) === null);
        if (q === null) return;
        expect(q).toMatch(shape);
        expect(q.split(' & ')).toHaveLength(searchWords(text).length);
      }),
    );
  });
});
