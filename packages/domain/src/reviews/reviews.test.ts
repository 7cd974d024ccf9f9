import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGINATION_NEIGHBOURS, TRUNCATE } from './constants.js';
import {
  customerPhotoGrid,
  firstNameOnly,
  isVerifiedBuyer,
  nextSlide,
  paginationItems,
  prevSlide,
  roundAverage,
  roundedStars,
  shouldLoadMore,
  truncateText,
  type SlidePosition,
} from './reviews.js';

const withImages = (...counts: number[]) =>
  counts.map((n, r) => ({ images: Array.from({ length: n }, (_, i) => `/r${r}-${i}.webp`) }));

describe('firstNameOnly', () => {
  it('keeps only the first name of a full name', () => {
    expect(firstNameOnly('Ada Lovelace')).toBe('Ada');
    expect(firstNameOnly('  Mary  Jane Watson ')).toBe('Mary');
  });
  it('says Customer for a blank or missing name', () => {
    expect(firstNameOnly('   ')).toBe('Customer');
    expect(firstNameOnly(null)).toBe('Customer');
  });
  it('never contains a space (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(firstNameOnly(s)).not.toMatch(/\s/);
      }),
    );
  });
});

describe('roundedStars and roundAverage', () => {
  it('rounds 4.5 up to 5 stars and 4.4 down to 4', () => {
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(4.4)).toBe(4);
  });
  it('keeps stars within 0..5 for any number (property)', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        const s = roundedStars(x);
        expect(Number.isInteger(s) && s >= 0 && s <= 5).toBe(true);
      }),
    );
  });
  it('averages to one decimal and gives 0 without ratings', () => {
    expect(roundAverage(17, 4)).toBe(4.3);
    expect(roundAverage(0, 0)).toBe(0);
  });
});

describe('paginationItems', () => {
  it('shows every page when they all fit', () => {
    expect(paginationItems(0, 3, 1)).toEqual([0, 1, 2]);
  });
  it('puts ellipses around the neighbours of a middle page on mobile', () => {
    expect(paginationItems(10, 20, PAGINATION_NEIGHBOURS.mobile)).toEqual([
      0,
      'ellipsis',
      9,
      10,
      11,
      'ellipsis',
      19,
    ]);
  });
  it('shows 3 neighbours each side on desktop', () => {
    expect(paginationItems(0, 20, PAGINATION_NEIGHBOURS.desktop)).toEqual([0, 1, 2, 3, 'ellipsis', 19]);
  });
  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(paginationItems(3, 10, 1)).toEqual([0, 1, 2, 3, 4, 'ellipsis', 9]);
  });
  it('has no pages for no results', () => {
    expect(paginationItems(0, 0, 1)).toEqual([]);
  });
  it('always lists first, last and current, ascending, without two ellipses in a row (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.nat(600),
        fc.integer({ min: 0, max: 4 }),
        (total, c, n) => {
          const current = c % total;
          const items = paginationItems(current, total, n);
          const pages = items.filter((i): i is number => i !== 'ellipsis');
          expect(pages).toContain(0);
          expect(pages).toContain(total - 1);
          expect(pages).toContain(current);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
          expect(new Set(pages).size).toBe(pages.length);
          items.forEach((item, i) => {
            if (item === 'ellipsis') expect(items[i + 1]).not.toBe('ellipsis');
          });
          expect(items.length).toBeLessThanOrEqual(2 * n + 5);
        },
      ),
    );
  });
});

describe('customerPhotoGrid', () => {
  it('takes at most 2 photos per review and shows View All beyond 3 photos', () => {
    const grid = customerPhotoGrid(withImages(3, 1));
    expect(grid.tiles.map((t) => t.url)).toEqual(['/r0-0.webp', '/r0-1.webp', '/r1-0.webp']);
    expect(grid.totalImages).toBe(4);
    expect(grid.showViewAll).toBe(true);
  });
  it('has no View All tile with 3 photos or fewer', () => {
    expect(customerPhotoGrid(withImages(2, 0, 1)).showViewAll).toBe(false);
  });
  it('never exceeds 20 tiles nor 2 per review (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (counts) => {
        const grid = customerPhotoGrid(withImages(...counts));
        expect(grid.tiles.length).toBeLessThanOrEqual(20);
        const per = new Map<number, number>();
        for (const t of grid.tiles) per.set(t.reviewIndex, (per.get(t.reviewIndex) ?? 0) + 1);
        for (const n of per.values()) expect(n).toBeLessThanOrEqual(2);
        expect(grid.showViewAll).toBe(grid.totalImages > 3);
      }),
    );
  });
});

describe('truncateText', () => {
  it('leaves text within the limit unchanged', () => {
    expect(truncateText('Loud and clean.', TRUNCATE.mobile)).toEqual({
      text: 'Loud and clean.',
      truncated: false,
    });
  });
  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateText('This subwoofer hits very hard', 20)).toEqual({
      text: 'This subwoofer hits...',
      truncated: true,
    });
  });
  it('never returns more than limit + 3 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 800 }), fc.integer({ min: 1, max: 700 }), (text, limit) => {
        const out = truncateText(text, limit);
        expect(Array.from(out.text).length).toBeLessThanOrEqual(Math.max(Array.from(text).length, limit + 3));
        expect(out.truncated).toBe(Array.from(text).length > limit);
      }),
    );
  });
});

describe('isVerifiedBuyer', () => {
  it('is true when verified contains buyer', () => {
    expect(isVerifiedBuyer('buyer')).toBe(true);
    expect(isVerifiedBuyer('verified_buyer')).toBe(true);
    expect(isVerifiedBuyer('')).toBe(false);
    expect(isVerifiedBuyer(null)).toBe(false);
  });
});

describe('nextSlide and prevSlide', () => {
  const reviews = withImages(2, 0, 1);
  it('moves across the images of a review, then to the next review with photos', () => {
    expect(nextSlide(reviews, { reviewIndex: 0, imageIndex: 0 })).toEqual({ reviewIndex: 0, imageIndex: 1 });
    expect(nextSlide(reviews, { reviewIndex: 0, imageIndex: 1 })).toEqual({ reviewIndex: 2, imageIndex: 0 });
    expect(nextSlide(reviews, { reviewIndex: 2, imageIndex: 0 })).toBeNull();
  });
  it('moves back to the last image of the previous review with photos', () => {
    expect(prevSlide(reviews, { reviewIndex: 2, imageIndex: 0 })).toEqual({ reviewIndex: 0, imageIndex: 1 });
    expect(prevSlide(reviews, { reviewIndex: 0, imageIndex: 0 })).toBeNull();
  });
  it('undoes next with prev (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 12 }), (counts) => {
        const list = withImages(...counts);
        const all: SlidePosition[] = [];
        list.forEach((r, reviewIndex) =>
          r.images.forEach((_, imageIndex) => all.push({ reviewIndex, imageIndex })),
        );
        for (const at of all) {
          const next = nextSlide(list, at);
          if (next) expect(prevSlide(list, next)).toEqual(at);
        }
      }),
    );
  });
});

describe('shouldLoadMore', () => {
  it('loads more within 5 of the end', () => {
    expect(shouldLoadMore(14, 20)).toBe(false);
    expect(shouldLoadMore(15, 20)).toBe(true);
  });
  it('uses fewer than 4 ahead for the grid lightbox and stops when the end is reached', () => {
    expect(shouldLoadMore(16, 20, { within: 4 })).toBe(true);
    expect(shouldLoadMore(15, 20, { within: 4 })).toBe(false);
    expect(shouldLoadMore(19, 20, { hasMore: false })).toBe(false);
  });
});
