import { describe, expect, it } from 'vitest';
import { collectionBanner, defaultBannerAt, NO_SALE_BANNERS, SALE_BANNER_ALT } from './banners.js';

const collection = {
  saleBannerImage: '/img/banners/collection-sale.svg',
  noSaleBannerImage: null,
  isDailyDeal: false,
  title: 'Car Subwoofers',
};
const deals = { ...collection, saleBannerImage: '/img/banners/collection-daily-deal.svg', isDailyDeal: true };

describe('collectionBanner', () => {
  it('shows the sale banner while a sale is shown, the daily-deal one on daily-deal collections', () => {
    expect(collectionBanner(collection, true)).toEqual({
      image: '/img/banners/collection-sale.svg',
      alt: SALE_BANNER_ALT.collection,
    });
    expect(collectionBanner(deals, true)).toEqual({
      image: '/img/banners/collection-daily-deal.svg',
      alt: SALE_BANNER_ALT.dailyDeal,
    });
  });

  it('shows the default no-sale banner without a sale (its own for daily-deal collections)', () => {
    expect(collectionBanner(collection, false)).toEqual({
      image: NO_SALE_BANNERS.collection.image,
      alt: NO_SALE_BANNERS.collection.alt,
    });
    expect(collectionBanner(deals, false).image).toBe(NO_SALE_BANNERS.dailyDeal.image);
    expect(collectionBanner({ ...collection, saleBannerImage: null }, true).image).toBe(
      NO_SALE_BANNERS.collection.image,
    );
  });

  it("prefers the collection's own no-sale banner, described by the collection's title", () => {
    const own = { ...collection, noSaleBannerImage: '/img/banners/subs.svg' };
    expect(collectionBanner(own, false)).toEqual({ image: '/img/banners/subs.svg', alt: 'Car Subwoofers' });
  });
});

describe('defaultBannerAt', () => {
  it('finds the default banners by image path, nothing else', () => {
    expect(defaultBannerAt(NO_SALE_BANNERS.dailyDeal.image)?.headline).toBe('Daily Deals');
    expect(defaultBannerAt('/img/banners/collection-sale.svg')).toBeNull();
  });

  it('gives every default banner alt text holding the words drawn on it', () => {
    for (const b of Object.values(NO_SALE_BANNERS)) {
      expect(b.alt.toLowerCase()).toContain(b.text.toLowerCase());
      expect(b.alt.toLowerCase()).toContain(b.headline.toLowerCase().replace(/\.$/, ''));
    }
  });
});
