/**
 * Collection page banners (spec catalogue sections 2 and 4): while a sale is shown, the collection's
 * discount banner (daily-deal collections have their own image); otherwise a no-sale banner, the
 * collection's own or else the shop's default (docs/decisions/029). Each banner carries its alt text.
 */

export type CollectionBanner = { image: string; alt: string };

/** A default banner: the words drawn on the image (the API draws it) and the same words as alt text. */
export type DefaultBanner = CollectionBanner & { headline: string; text: string };

export const SALE_BANNER_ALT = {
  collection: 'Sale: discount on this collection',
  dailyDeal: 'Daily deal sale',
} as const;

export const NO_SALE_BANNERS = {
  collection: {
    image: '/img/banners/collection-no-sale.svg',
    headline: 'Built loud. Built to last.',
    text: 'Subwoofers, enclosures, amplifiers and wiring',
    alt: 'Built loud. Built to last. Subwoofers, enclosures, amplifiers and wiring',
  },
  dailyDeal: {
    image: '/img/banners/collection-daily-deal-no-sale.svg',
    headline: 'Daily Deals',
    text: 'Hand-picked gear from across the line-up',
    alt: 'Daily Deals: hand-picked gear from across the line-up',
  },
} as const satisfies Record<string, DefaultBanner>;

/** The default banner drawn at this image path, if it is one. */
export function defaultBannerAt(image: string): DefaultBanner | null {
  return Object.values(NO_SALE_BANNERS).find((b) => b.image === image) ?? null;
}

export type BannerSource = {
  saleBannerImage: string | null;
  noSaleBannerImage: string | null;
  isDailyDeal: boolean;
  title: string;
};

/**
 * The banner a collection page shows: the sale banner while a sale is shown to the viewer (never to a
 * dealer: saleShownTo) and the collection has one; else its own no-sale banner; else the default one.
 */
export function collectionBanner(c: BannerSource, saleShown: boolean): CollectionBanner {
  if (saleShown && c.saleBannerImage) {
    return {
      image: c.saleBannerImage,
      alt: c.isDailyDeal ? SALE_BANNER_ALT.dailyDeal : SALE_BANNER_ALT.collection,
    };
  }
  if (c.noSaleBannerImage) return { image: c.noSaleBannerImage, alt: c.title };
  const { image, alt } = c.isDailyDeal ? NO_SALE_BANNERS.dailyDeal : NO_SALE_BANNERS.collection;
  return { image, alt };
}
