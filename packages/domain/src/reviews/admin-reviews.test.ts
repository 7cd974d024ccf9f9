import { describe, expect, it } from 'vitest';
import {
  AdminReviewsQuerySchema,
  moderate,
  newReviewState,
  normaliseReply,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  reviewStateOf,
  ReviewReplyBodySchema,
  storedReviewStatus,
} from './admin-reviews.js';

describe('moderate', () => {
  it('approves only a held review', () => {
    expect(moderate('pending', 'approve')).toBe('published');
    expect(moderate('published', 'approve')).toBeNull();
    expect(moderate('hidden', 'approve')).toBeNull();
  });

  it('hides a held or published review, never a hidden one twice', () => {
    expect(moderate('pending', 'hide')).toBe('hidden');
    expect(moderate('published', 'hide')).toBe('hidden');
    expect(moderate('hidden', 'hide')).toBeNull();
  });

  it('restores only a hidden review, to published', () => {
    expect(moderate('hidden', 'restore')).toBe('published');
    expect(moderate('pending', 'restore')).toBeNull();
    expect(moderate('published', 'restore')).toBeNull();
  });
});

describe('the stored status words', () => {
  it("keeps 006's 'rejected' for hidden, both ways", () => {
    expect(storedReviewStatus('hidden')).toBe('rejected');
    expect(reviewStateOf('rejected')).toBe('hidden');
    for (const state of REVIEW_STATES) expect(reviewStateOf(storedReviewStatus(state))).toBe(state);
  });

  it('starts a new review held or published by the setting', () => {
    expect(newReviewState('hold')).toBe('pending');
    expect(newReviewState('publish')).toBe('published');
  });
});

describe('the reply', () => {
  it('is normalised: line breaks, trailing spaces, blank runs and surrounding blank lines', () => {
    expect(normaliseReply('\r\n  Thanks!  \r\n\r\n\r\n\rSee you   \n\n')).toBe('Thanks!\n\nSee you');
    expect(normaliseReply('One\ntwo')).toBe('One\ntwo');
  });

  it('takes 1 to 1000 characters after normalising, no control characters but line breaks', () => {
    const parse = (reply: unknown) => ReviewReplyBodySchema.safeParse({ reply });
    expect(parse('x'.repeat(REVIEW_REPLY_MAX)).success).toBe(true);
    expect(parse(`${'x'.repeat(REVIEW_REPLY_MAX)}   `).data?.reply).toHaveLength(REVIEW_REPLY_MAX);
    expect(parse('x'.repeat(REVIEW_REPLY_MAX + 1)).success).toBe(false);
    expect(parse(' \n \n').success).toBe(false);
    expect(parse('tab\tand\nline').success).toBe(true);
    expect(parse('nul\u0000').success).toBe(false);
    expect(ReviewReplyBodySchema.safeParse({ reply: 'ok', extra: 1 }).success).toBe(false);
  });
});

describe('the queue query', () => {
  it('defaults to page 1 and reads the photo flag as true or false only', () => {
    expect(AdminReviewsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(AdminReviewsQuerySchema.parse({ withPhotos: 'false', rating: '3' })).toEqual({
      withPhotos: false,
      rating: 3,
      page: 1,
    });
    expect(AdminReviewsQuerySchema.safeParse({ withPhotos: '1' }).success).toBe(false);
    expect(AdminReviewsQuerySchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(AdminReviewsQuerySchema.safeParse({ sku: 'A\u0000' }).success).toBe(false);
  });
});
