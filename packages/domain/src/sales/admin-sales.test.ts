import { describe, expect, it } from 'vitest';
import { BF_2024, SUMMER_SALE_2025 } from './seen-sales.js';
import {
  AdminSaleListSchema,
  CreateSaleBodySchema,
  SalePreviewSchema,
  adminSaleList,
  salePreviewFrame,
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

describe('adminSaleList', () => {
  const during = new Date('2025-07-01T12:00:00Z');
  const summer = { ...SUMMER_SALE_2025, name: 'Summer' };
  const later = { ...SUMMER_SALE_2025, name: 'Later' };
  const stored = [
    { id: 7, position: 0, setting: BF_2024 },
    { id: 3, position: 1, setting: summer },
    { id: 5, position: 2, setting: later },
  ];

  it('keeps the stored order and shows the first running sale only', () => {
    const list = AdminSaleListSchema.parse(adminSaleList(stored, during));
    expect(list.shownNow).toBe('Summer');
    expect(list.sales.map((s) => [s.id, s.position, s.runningNow, s.shownNow])).toEqual([
      [7, 0, false, false],
      [3, 1, true, true],
      [5, 2, true, false],
    ]);
  });

  it('shows none once every sale has ended', () => {
    const list = adminSaleList(stored, new Date('2030-01-01T00:00:00Z'));
    expect(list.shownNow).toBeNull();
    expect(list.sales.some((s) => s.runningNow || s.shownNow)).toBe(false);
  });
});

describe('salePreviewFrame', () => {
  const during = new Date('2025-07-01T12:00:00Z');

  it('says whether the unsaved setting would be the sale shown in its place among the saved ones', () => {
    const setting = { ...SUMMER_SALE_2025, name: 'New' };
    expect(salePreviewFrame(setting, [SUMMER_SALE_2025, setting], during).shownIfSaved).toBe(false);
    expect(salePreviewFrame(setting, [setting, SUMMER_SALE_2025], during).shownIfSaved).toBe(true);
  });

  it("answers the storefront's words: the cart text with one trailing space, the banner's images", () => {
    const setting = {
      ...SUMMER_SALE_2025,
      saleTextSettings: { ...SUMMER_SALE_2025.saleTextSettings, normalSaleTitle: 'Summer Special:   ' },
    };
    const frame = salePreviewFrame(setting, [setting], during);
    expect(frame.runningNow).toBe(true);
    expect(frame.cartText).toBe('Summer Special: ');
    expect(SalePreviewSchema.parse({ ...frame, products: [], unknownSkus: [] }).setting).toEqual(setting);
    expect(frame.countdown.shown).toBe(setting.layoutSettings.showCountdownTimer);
  });
});
