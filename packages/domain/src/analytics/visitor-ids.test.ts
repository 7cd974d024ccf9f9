import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignIdFrom,
  cookieMaxAgeMs,
  DAY_MS,
  isUid,
  isVisitorId,
  newSessionId,
  newUid,
  newVisitorId,
  randomId,
  VISITOR_COOKIES,
} from './visitor-ids.js';

/** A deterministic byte source for tests. */
const bytesFrom = (seed: number) => {
  let x = seed;
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      x = (x * 1_103_515_245 + 12_345) >>> 0;
      return x >>> 24;
    });
};

describe('visitor ids', () => {
  it('makes a 21-character session id and visitor id of URL-safe characters', () => {
    expect(newSessionId(bytesFrom(1))).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(isVisitorId(newVisitorId(bytesFrom(2)))).toBe(true);
  });

  it('makes a 15-character lowercase id', () => {
    const uid = newUid(bytesFrom(3));
    expect(uid).toMatch(/^[a-z0-9]{15}$/);
    expect(isUid(uid)).toBe(true);
  });

  it('is the same for the same bytes and different for different bytes', () => {
    expect(newSessionId(bytesFrom(7))).toBe(newSessionId(bytesFrom(7)));
    expect(newSessionId(bytesFrom(7))).not.toBe(newSessionId(bytesFrom(8)));
  });

  it('rejects biased bytes and keeps drawing (an all-255 source never yields a character)', () => {
    let calls = 0;
    const source = (size: number) => {
      calls++;
      return new Uint8Array(size).fill(calls < 3 ? 255 : 0);
    };
    expect(randomId(5, 'abc', source)).toBe('aaaaa');
    expect(calls).toBe(3);
  });

  it('always has the asked length and alphabet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer(), (length, seed) => {
        const id = randomId(length, 'xyz0', bytesFrom(seed));
        expect(id).toMatch(new RegExp(`^[xyz0]{${length}}$`));
      }),
    );
  });

  it('has the spec lifetimes: visitor and uid 730 days, campaign 400 days, session id a session cookie', () => {
    expect(VISITOR_COOKIES.visitor.name).toBe('sa_visitor');
    expect(cookieMaxAgeMs(VISITOR_COOKIES.visitor.maxAgeDays)).toBe(730 * DAY_MS);
    expect(cookieMaxAgeMs(VISITOR_COOKIES.uid.maxAgeDays)).toBe(730 * DAY_MS);
    expect(cookieMaxAgeMs(VISITOR_COOKIES.campaign.maxAgeDays)).toBe(400 * DAY_MS);
    expect(cookieMaxAgeMs(VISITOR_COOKIES.session.maxAgeDays)).toBeUndefined();
  });
});

describe('campaignIdFrom', () => {
  it('reads pn_cs_id from a URL, a path with a query or a bare query', () => {
    expect(campaignIdFrom('https://shop.test/collections/x?a=1&pn_cs_id=spring-25#top')).toBe('spring-25');
    expect(campaignIdFrom('/products/y?pn_cs_id=abc')).toBe('abc');
    expect(campaignIdFrom('?pn_cs_id=abc')).toBe('abc');
  });

  it('is null without one or for a value that is not a plain id', () => {
    expect(campaignIdFrom('https://shop.test/')).toBeNull();
    expect(campaignIdFrom(undefined)).toBeNull();
    expect(campaignIdFrom('?pn_cs_id=')).toBeNull();
    expect(campaignIdFrom('?pn_cs_id=%3Cscript%3E')).toBeNull();
    expect(campaignIdFrom(`?pn_cs_id=${'a'.repeat(101)}`)).toBeNull();
  });
});
