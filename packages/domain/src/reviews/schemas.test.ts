import { describe, expect, it } from 'vitest';
import {
  ReviewsQuerySchema,
  ThumbsUpBodySchema,
  WithImagesQuerySchema,
  WriteReviewBodySchema,
} from './schemas.js';

describe('ReviewsQuerySchema', () => {
  it('splits, trims and dedupes the skus and defaults page to 0', () => {
    expect(ReviewsQuerySchema.parse({ skus: ' A-1, B-2,,A-1 ' })).toEqual({ skus: ['A-1', 'B-2'], page: 0 });
  });
  it.each([
    ['no skus', {}],
    ['blank skus', { skus: ' , ' }],
    ['page -1', { skus: 'A', page: '-1' }],
    ['page 1.5', { skus: 'A', page: '1.5' }],
    ['page beyond 10000', { skus: 'A', page: '10001' }],
    ['51 skus', { skus: Array.from({ length: 51 }, (_, i) => `S${i}`).join(',') }],
  ])('refuses %s', (_name, query) => {
    expect(ReviewsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('WithImagesQuerySchema', () => {
  it('defaults limit to 25 and refuses 26', () => {
    expect(WithImagesQuerySchema.parse({ skus: 'A' }).limit).toBe(25);
    expect(WithImagesQuerySchema.safeParse({ skus: 'A', limit: '26' }).success).toBe(false);
  });
});

describe('ThumbsUpBodySchema', () => {
  it('takes a number or a numeric string', () => {
    expect(ThumbsUpBodySchema.parse({ reviewId: '12' })).toEqual({ reviewId: 12 });
    expect(ThumbsUpBodySchema.parse({ reviewId: 12 })).toEqual({ reviewId: 12 });
    expect(ThumbsUpBodySchema.safeParse({ reviewId: '0' }).success).toBe(false);
    expect(ThumbsUpBodySchema.safeParse({ reviewId: 'abc' }).success).toBe(false);
  });
});

describe('WriteReviewBodySchema', () => {
  const ok = { sku: 'SDR-12', rating: 5, title: 'Great', body: 'Hits hard.' };
  it('accepts a review and trims its text', () => {
    expect(WriteReviewBodySchema.parse({ ...ok, title: '  Great  ' }).title).toBe('Great');
  });
  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 4.5', { rating: 4.5 }],
    ['an empty title', { title: '   ' }],
    ['a title of 121 characters', { title: 'x'.repeat(121) }],
    ['a body of 5001 characters', { body: 'x'.repeat(5001) }],
    ['5 photos', { imageIds: Array.from({ length: 5 }, (_, i) => `${'a'.repeat(21)}${i}`) }],
    ['a photo twice', { imageIds: ['a'.repeat(22), 'a'.repeat(22)] }],
    ['a bad photo id', { imageIds: ['../etc/passwd'] }],
  ])('refuses %s', (_name, change) => {
    expect(WriteReviewBodySchema.safeParse({ ...ok, ...change }).success).toBe(false);
  });
});
