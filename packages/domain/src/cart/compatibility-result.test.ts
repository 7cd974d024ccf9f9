import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOMPATIBLE_LINE_MESSAGE } from '../catalog/compatibility.js';
import type { TabBox } from '../catalog/schemas.js';
import { CompatibilityResultSchema, type SuggestedSubwoofer } from './compatibility-schemas.js';
import {
  cartCompatibility,
  cartItemKind,
  compatibilityResult,
  properSkuList,
  SUBWOOFERS_COLLECTION_PATH,
  SUGGESTION_HEADING,
  SUGGESTION_MESSAGE,
  suggestSubwoofers,
  suggestionsApply,
  type CompatibilityItem,
} from './compatibility-result.js';

const chart = (rows: [string, string][]): TabBox => ({
  title: 'Compatibility Chart',
  text: null,
  table: { columns: ['Subwoofer', 'Compatible'], rows: rows.map(([key, cell]) => ({ key, cells: [cell] })) },
});

const item = (
  sku: string,
  category: string | null,
  size: string | null,
  tabs: TabBox[] = [],
): CompatibilityItem => ({
  sku,
  path: `/products/${sku.toLowerCase()}`,
  category,
  properties: size === null ? {} : { 'Subwoofer Size': size },
  tabs,
});

const chart12 = chart([
  ['EVL-12', '✓'],
  ['SDR-12', '✓'],
  ['ZVX-12', '✗'],
]);
const empty12 = item('AR1X12V', 'empty-subwoofer-enclosures', '12"', [chart12]);
const vsEmpty12 = item('VS-RAM-CC-2X12', 'empty-subwoofer-enclosures', '12"', [chart12]);
const emptyNoChart10 = item('AR1X10V', 'empty-subwoofer-enclosures', '10"', []);
const loaded12 = item('EVL-1X12D2-LOADED', 'loaded-subwoofer-enclosures', '12"', [chart12]);
const universalVs12 = item('VS-12DS', 'empty-subwoofer-enclosures', '12"', [chart12]);
const evl12 = item('EVL-12-D2', 'subwoofers', '12"');
const zvx12 = item('ZVX-12-D1', 'subwoofers', '12"');
const vd12 = item('VD-12-D2', 'subwoofers', '12"');
const evl10 = item('EVL-10-D2', 'subwoofers', '10"');
const amp = item('RP-1200.1D', 'amplifiers', null);

describe('cartItemKind', () => {
  it.each([
    [evl12, 'subwoofer'],
    [empty12, 'empty-enclosure'],
    [loaded12, 'loaded-enclosure'],
    [universalVs12, 'other'],
    [item('VS-10DS', 'empty-subwoofer-enclosures', '10"'), 'other'],
    [amp, 'other'],
  ])('classifies %s as %s', (line, kind) => {
    expect(cartItemKind(line)).toBe(kind);
  });
});

describe('cartCompatibility', () => {
  it.each<[string, CompatibilityItem[], boolean[]]>([
    ['a subwoofer whose chart cell holds a check mark', [empty12, evl12], [true, true]],
    ['a subwoofer whose chart cell holds a cross', [empty12, zvx12], [true, false]],
    ['a subwoofer missing from the chart', [empty12, vd12], [true, false]],
    ['a subwoofer of another size', [empty12, evl10], [true, false]],
    [
      'sizes that match ignoring punctuation and case, without a chart',
      [emptyNoChart10, item('X-10', 'subwoofers', '10')],
      [true, true],
    ],
    [
      'a subwoofer that fits one enclosure but not the other',
      [empty12, emptyNoChart10, evl12],
      [true, true, false],
    ],
    ['a subwoofer beside a loaded enclosure only (not checked)', [loaded12, evl10], [true, true]],
    ['a subwoofer beside a VS-12 universal enclosure (excluded)', [universalVs12, evl10], [true, true]],
    ['a subwoofer without any enclosure', [evl10, amp], [true, true]],
    ['a vehicle-specific enclosure with a crossed subwoofer', [vsEmpty12, zvx12, evl12], [true, false, true]],
  ])('%s', (_, lines, expected) => {
    expect(cartCompatibility(lines)).toEqual(expected);
  });
});

describe('suggestions', () => {
  const sub = (sku: string, size: string): SuggestedSubwoofer => ({
    sku,
    slug: `skar-${sku.toLowerCase()}`,
    name: sku,
    path: `/products/skar-${sku.toLowerCase()}`,
    image: null,
    price: 99.99,
    size,
  });
  const candidates = [
    sub('EVL-12-D2', '12"'),
    sub('ZVX-12-D2', '12"'),
    sub('EVL-10-D4', '10"'),
    sub('SDR-12-D4', '12"'),
    sub('EVL-12-D4', '12"'),
  ];

  it.each<[string, CompatibilityItem[], boolean]>([
    ['an empty enclosure alone', [empty12], true],
    ['an empty enclosure and a subwoofer', [empty12, evl10], true],
    ['an empty and a loaded enclosure', [empty12, loaded12], false],
    ['a loaded enclosure alone', [loaded12], false],
    ['a VS-12 universal enclosure alone', [universalVs12], false],
    ['no enclosure', [evl12, amp], false],
  ])('the box applies to a cart with %s: %s', (_, lines, expected) => {
    expect(suggestionsApply(lines)).toBe(expected);
  });

  it('suggests fitting subwoofers not already in the cart, in candidate order', () => {
    expect(suggestSubwoofers([empty12, evl12], candidates).map((c) => c.sku)).toEqual([
      'SDR-12-D4',
      'EVL-12-D4',
    ]);
  });

  it('suggests by size alone for an enclosure without a chart', () => {
    expect(suggestSubwoofers([emptyNoChart10], candidates).map((c) => c.sku)).toEqual(['EVL-10-D4']);
  });

  it('suggests nothing when a loaded enclosure is in the cart', () => {
    expect(suggestSubwoofers([empty12, loaded12], candidates)).toEqual([]);
  });

  it('stops at the limit and lists each sku once', () => {
    expect(suggestSubwoofers([empty12], [...candidates, ...candidates], 2).map((c) => c.sku)).toEqual([
      'EVL-12-D2',
      'SDR-12-D4',
    ]);
  });

  it('never suggests a sku in the cart, a size that does not fit, or anything beside a loaded enclosure', () => {
    const line = fc.constantFrom(
      empty12,
      vsEmpty12,
      emptyNoChart10,
      loaded12,
      universalVs12,
      evl12,
      zvx12,
      evl10,
      amp,
    );
    const cand = fc.record({
      sku: fc.constantFrom('EVL-12-D2', 'ZVX-12-D1', 'EVL-10-D2', 'VD-12-D4', 'SDR-12-D2'),
      size: fc.constantFrom('8"', '10"', '12"'),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.array(cand, { maxLength: 8 }), (cart, cands) => {
        const out = suggestSubwoofers(cart, cands);
        const inCart = new Set(cart.map((l) => l.sku));
        const emptySizes = cart
          .filter((l) => cartItemKind(l) === 'empty-enclosure')
          .map((l) => l.properties['Subwoofer Size']);
        expect(out.every((c) => !inCart.has(c.sku) && emptySizes.includes(c.size))).toBe(true);
        if (cart.some((l) => cartItemKind(l) === 'loaded-enclosure')) expect(out).toEqual([]);
        expect(new Set(out.map((c) => c.sku)).size).toBe(out.length);
      }),
    );
  });

  it('lists the chart keys marked compatible as the proper sku list', () => {
    expect(properSkuList([empty12, vsEmpty12, evl12])).toEqual(['EVL-12', 'SDR-12']);
  });
});

describe('compatibilityResult', () => {
  const candidates: SuggestedSubwoofer[] = [
    {
      sku: 'SDR-12-D2',
      slug: 'skar-sdr-12-d2',
      name: 'SDR-12-D2',
      path: '/products/skar-sdr-12',
      image: null,
      price: 79.99,
      size: '12"',
    },
  ];

  it('shows the suggestion box with the spec texts for an empty enclosure', () => {
    const r = compatibilityResult([vsEmpty12], { candidates });
    expect(CompatibilityResultSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({
      message: SUGGESTION_MESSAGE,
      link: SUBWOOFERS_COLLECTION_PATH,
      linkText: SUGGESTION_HEADING,
      showSuggestions: true,
      hasIncompatible: false,
      compatibilityChecks: [
        {
          enclosureSku: { sku: 'VS-RAM-CC-2X12', path: '/products/vs-ram-cc-2x12' },
          size: '12"',
          productList: [],
          incompatibleSkus: [],
          vsItem: true,
        },
      ],
      suggestions: { products: candidates, properSkuList: ['EVL-12', 'SDR-12'] },
    });
    expect(SUGGESTION_MESSAGE).toBe('Would you like to add some subwoofers to the cart as well?');
    expect(SUGGESTION_HEADING).toBe('Check out our subwoofers as well');
    expect(r.explanation).toBe(
      'Empty enclosures come without subwoofers: 12" subwoofers fit the enclosure in your cart.',
    );
  });

  it('explains which subwoofer does not fit and why', () => {
    const r = compatibilityResult([empty12, zvx12, evl10, evl12], { candidates: [] });
    expect(r.hasIncompatible).toBe(true);
    expect(r.compatibilityChecks[0]).toMatchObject({
      productList: ['ZVX-12-D1', 'EVL-10-D2', 'EVL-12-D2'],
      incompatibleSkus: ['ZVX-12-D1', 'EVL-10-D2'],
      vsItem: false,
    });
    expect(r.explanation).toBe(
      'The compatibility chart of AR1X12V has no check mark for ZVX-12-D1; EVL-10-D2 is 10" and AR1X12V takes 12" subwoofers.',
    );
    expect(INCOMPATIBLE_LINE_MESSAGE).toBe(
      'This subwoofer is not compatible with one or more enclosures in your cart.',
    );
  });

  it('says nothing and suggests nothing for a cart with a loaded enclosure', () => {
    const r = compatibilityResult([loaded12, empty12, evl12], { candidates });
    expect(r).toMatchObject({
      message: null,
      link: null,
      linkText: null,
      explanation: null,
      showSuggestions: false,
    });
    expect(r.suggestions).toEqual({ products: [], properSkuList: [] });
  });

  it('checks nothing for a cart without an empty enclosure', () => {
    expect(compatibilityResult([evl12, amp], { candidates })).toMatchObject({
      compatibilityChecks: [],
      explanation: null,
    });
  });
});
