import { describe, expect, it } from 'vitest';
import { SUMMER_SALE_2025 } from './seen-sales.js';
import {
  CreateSaleBodySchema,
  SaleOrderBodySchema,
  SalePreviewBodySchema,
  SaleSettingInputSchema,
  toStoredSale,
} from './admin-sales.js';

const valid = () => structuredClone(SUMMER_SALE_2025);

describe('SaleSettingInputSchema', () => {
  it('takes a seen sale verbatim and stores it unchanged', () => {
    expect(toStoredSale(SaleSettingInputSchema.parse(valid()))).toEqual(SUMMER_SALE_2025);
  });

  it('keeps the normal title as typed, its trailing space included', () => {
    const parsed = SaleSettingInputSchema.parse(valid());
    expect(parsed.saleTextSettings.normalSaleTitle).toBe('Summer Sales Event Special: ');
  });

  it('stores times with an offset as UTC ISO', () => {
    const parsed = SaleSettingInputSchema.parse({
      ...valid(),
      saleStartsAt: '2026-03-01T07:00:00-05:00',
      saleExpiresAt: '2026-03-31T12:00:00Z',
    });
    expect([parsed.saleStartsAt, parsed.saleExpiresAt]).toEqual([
      '2026-03-01T12:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
    ]);
  });

  it('refuses an expiry before the start, and times without an offset', () => {
    const bad = [
      { saleStartsAt: '2026-04-01T00:00:00Z', saleExpiresAt: '2026-03-01T00:00:00Z' },
      { saleStartsAt: '2026-04-01T00:00:00Z', saleExpiresAt: '2026-04-01T00:00:00Z' },
      { saleExpiresAt: '2026-03-01 12:00' },
      { saleExpiresAt: 'tomorrow' },
    ];
    for (const over of bad)
      expect(SaleSettingInputSchema.safeParse({ ...valid(), ...over }).success).toBe(false);
  });

  it('takes percentages as fractions from 0 up to, not including, 1', () => {
    for (const p of [0, 0.2, 0.15, 0.125, 0.99])
      expect(SaleSettingInputSchema.safeParse({ ...valid(), discountPercentage: p }).success, String(p)).toBe(
        true,
      );
    for (const p of [-0.1, 1, 20, 0.12345, Number.NaN, '0.2'])
      expect(
        SaleSettingInputSchema.safeParse({ ...valid(), salePercentageDailyDeal: p }).success,
        String(p),
      ).toBe(false);
  });

  it('refuses unknown fields, at any depth (no mass assignment)', () => {
    expect(SaleSettingInputSchema.safeParse({ ...valid(), id: 3 }).success).toBe(false);
    const layout = { ...valid().layoutSettings, admin: true };
    expect(SaleSettingInputSchema.safeParse({ ...valid(), layoutSettings: layout }).success).toBe(false);
  });

  it('refuses links off the site and images that are not a site path or https', () => {
    const layout = valid().layoutSettings;
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example', '/a b', '/\\evil'])
      expect(
        SaleSettingInputSchema.safeParse({
          ...valid(),
          layoutSettings: { ...layout, bannerLinks: [{ label: 'Go', href }] },
        }).success,
        href,
      ).toBe(false);
    for (const image of [
      'http://cdn.example/x.png',
      'javascript:x',
      '//cdn.example/x.png',
      'data:image/png;base64,AA',
    ])
      expect(
        SaleSettingInputSchema.safeParse({ ...valid(), layoutSettings: { ...layout, desktopImage: image } })
          .success,
        image,
      ).toBe(false);
    expect(
      SaleSettingInputSchema.safeParse({
        ...valid(),
        layoutSettings: { ...layout, desktopImage: 'https://cdn.example.com/banners/a.png' },
      }).success,
    ).toBe(true);
  });

  it('refuses empty titles, control characters and a badly formed name', () => {
    const texts = valid().saleTextSettings;
    expect(
      SaleSettingInputSchema.safeParse({ ...valid(), saleTextSettings: { ...texts, shortSaleTitle: '  ' } })
        .success,
    ).toBe(false);
    expect(
      SaleSettingInputSchema.safeParse({
        ...valid(),
        saleTextSettings: { ...texts, normalSaleTitle: 'a\u0000b' },
      }).success,
    ).toBe(false);
    for (const name of ['', ' ', '<b>Sale</b>', 'x'.repeat(61)])
      expect(SaleSettingInputSchema.safeParse({ ...valid(), name }).success, name).toBe(false);
  });
});

describe('the sale bodies', () => {
  it('take a position for a new sale, and preview at most 50 skus', () => {
    expect(CreateSaleBodySchema.parse({ sale: valid(), position: 0 }).position).toBe(0);
    expect(CreateSaleBodySchema.safeParse({ sale: valid(), position: -1 }).success).toBe(false);
    expect(SalePreviewBodySchema.parse({ sale: valid() }).skus).toEqual([]);
    expect(
      SalePreviewBodySchema.safeParse({ sale: valid(), skus: Array.from({ length: 51 }, (_, i) => `S-${i}`) })
        .success,
    ).toBe(false);
  });

  it('orders sales by ids given once each', () => {
    expect(SaleOrderBodySchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(SaleOrderBodySchema.safeParse({ ids: [3, 3] }).success).toBe(false);
    expect(SaleOrderBodySchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
