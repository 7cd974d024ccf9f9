import { describe, expect, it } from 'vitest';
import { saleBannerText, saleCartText, saleHeaderBadge } from './banner.js';
import { SUMMER_SALE_2025 } from './seen-sales.js';

describe('saleBannerText', () => {
  it("shows the normal title without its colon and the discount's whole percent", () => {
    expect(saleBannerText(SUMMER_SALE_2025)).toEqual({
      title: 'Summer Sales Event Special',
      percentOff: 15,
      links: SUMMER_SALE_2025.layoutSettings.bannerLinks,
    });
  });

  it('shows nothing without a sale or with the banner off', () => {
    expect(saleBannerText(null)).toBeNull();
    const off = {
      ...SUMMER_SALE_2025,
      layoutSettings: { ...SUMMER_SALE_2025.layoutSettings, showBanner: false },
    };
    expect(saleBannerText(off)).toBeNull();
  });
});

describe('saleHeaderBadge', () => {
  it('is the mobile header text while it is on and not empty', () => {
    expect(saleHeaderBadge(SUMMER_SALE_2025)).toBe('SUMMER SALE');
    const layout = SUMMER_SALE_2025.layoutSettings;
    expect(
      saleHeaderBadge({
        ...SUMMER_SALE_2025,
        layoutSettings: { ...layout, mobile: { showHeaderTextOverlay: false, HeaderTextOverlayText: 'X' } },
      }),
    ).toBeNull();
    expect(
      saleHeaderBadge({
        ...SUMMER_SALE_2025,
        layoutSettings: { ...layout, mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: '' } },
      }),
    ).toBeNull();
    expect(saleHeaderBadge(null)).toBeNull();
  });
});

describe('saleCartText', () => {
  const titled = (normalSaleTitle: string) => ({
    ...SUMMER_SALE_2025,
    saleTextSettings: { ...SUMMER_SALE_2025.saleTextSettings, normalSaleTitle },
  });

  it("is the spec's 'Summer Sales Event Special: ', ending in the one space before the price", () => {
    expect(saleCartText(SUMMER_SALE_2025)).toBe('Summer Sales Event Special: ');
  });

  it('ends a title saved without its trailing space, or with several, in exactly one', () => {
    expect(saleCartText(titled('Newcomer Flash Sale:'))).toBe('Newcomer Flash Sale: ');
    expect(saleCartText(titled('Newcomer Flash Sale:   '))).toBe('Newcomer Flash Sale: ');
  });

  it('is null without a sale or with a blank title', () => {
    expect(saleCartText(null)).toBeNull();
    expect(saleCartText(titled('  '))).toBeNull();
  });
});
