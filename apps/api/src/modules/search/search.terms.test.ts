/**
 * A search's last word asked as the index's words that start with it (search.terms.ts, SQLite): the expression,
 * the same answers as the prefix query, and the words read once per content version of the index.
 */
import type { LogEvent } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';
import { toFtsQuery } from './search.query.js';
import { createSearchRepo } from './search.repo.js';
import { MAX_PREFIX_TERMS, prefixOf, withTerms } from './search.terms.js';

describe('prefixOf / withTerms', () => {
  const asWords = (text: string, terms: string[]) => {
    const prefix = prefixOf(toFtsQuery(text)!);
    return prefix && withTerms(prefix, terms);
  };

  it('asks the last word as its words, ORed, after the other words', () => {
    expect(asWords('subwoofer', ['subwoofer', 'subwoofers'])).toBe('("subwoofer" OR "subwoofers")');
    expect(asWords('subwoofer', ['subwoofer'])).toBe('"subwoofer"');
    expect(asWords('EVL-12 dual subw', ['subwoofer', 'subway'])).toBe(
      '"evl 12" "dual" AND ("subwoofer" OR "subway")',
    );
    // The last word's other tokens stay in each phrase.
    expect(asWords('loaded EVL-1050w', ['1050w', '1050watt'])).toBe(
      '"loaded" AND ("evl 1050w" OR "evl 1050watt")',
    );
  });

  it('leaves the prefix query where words would not be cheaper or not exactly the same', () => {
    // Up to 3 characters: the index has the prefix's own list (prefix = '1 2 3').
    expect(prefixOf(toFtsQuery('sub')!)).toBeNull();
    // A prefix the tokenizer might fold (diacritics, other scripts).
    expect(prefixOf(toFtsQuery('café')!)).toBeNull();
    expect(prefixOf(toFtsQuery('Ünterbau')!)).toBeNull();
    const prefix = prefixOf(toFtsQuery('subwoofer')!)!;
    expect(withTerms(prefix, [])).toBeNull();
    expect(withTerms(prefix, ['subwoofer', 'subwooferé'])).toBeNull();
    const many = Array.from({ length: MAX_PREFIX_TERMS + 1 }, (_, i) => `subwoofer${i}`);
    expect(withTerms(prefix, many)).toBeNull();
    expect(withTerms(prefix, many.slice(1))).toContain(' OR ');
  });
});

describe('the words of a prefix, on the store', async () => {
  const statements: string[] = [];
  const shop = await makeApp({
    configOverrides: { responseCacheEntries: 0 },
    log: (event: LogEvent) => void statements.push(event.query.sql),
  });
  afterAll(() => shop.close());
  const repo = createSearchRepo(shop.db);
  const plain = createSearchRepo(shop.db, { prefixTerms: false });
  const wordReads = () => statements.filter((s) => s.includes('product_search_words')).length;

  const expectSame = async (text: string) => {
    const match = repo.query(text)!;
    expect(await repo.count(match), text).toBe(await plain.count(match));
    for (const offset of [0, 3, 10])
      expect(await repo.pageIds(match, offset, 5), `${text} ${offset}`).toEqual(
        await plain.pageIds(match, offset, 5),
      );
  };

  it('answers as the prefix query, many words or few, and reads the words once per content version', async () => {
    for (const text of ['subwoofer', 'subwoofe', 'evl 12 subw', 'enclos', 'amplifier', 'zqxw'])
      await expectSame(text);
    const reads = wordReads();
    // SQLite reads the words (PostgreSQL's index answers a prefix as it is: search.terms.ts is SQLite's).
    expect(reads > 0).toBe(shop.store === 'sqlite');
    await expectSame('subwoofe');
    expect(wordReads()).toBe(reads);
    // More words than MAX_PREFIX_TERMS under one prefix: the prefix query, the same answers.
    for (let i = 0; i <= MAX_PREFIX_TERMS; i++)
      await makeProduct(shop.db, { sku: `ZQXW-${i}`, name: `Zqxw${i} Subwoofer` });
    await expectSame('zqxw');
    await expectSame('subwoofer zqxw1');
    // The new products bumped the content version: the words were read again.
    expect(wordReads() > reads).toBe(shop.store === 'sqlite');
  });

  it("counts a one-word search from its word's read, without walking its matches again (decision 071)", async () => {
    const cold = createSearchRepo(shop.db, { prefixTerms: 0 });
    const counts = () => statements.filter((s) => s.includes('count(*)')).length;
    const before = counts();
    const n = await cold.count(cold.query('subwoofer')!);
    expect(counts() - before).toBe(shop.store === 'sqlite' ? 0 : 1);
    expect(n).toBeGreaterThan(0);
    expect(n).toBe(await plain.count(plain.query('subwoofer')!));
    // Two words, or a prefix of several words in the index: counted by a walk of the matches.
    const between = counts();
    await cold.count(cold.query('evl 12 subw')!);
    expect(counts() - between).toBe(1);
  });
});
