/** The spec's locally stored reviewedIds: a map of review id to a value, one thumbs-up per review. */
export const REVIEWED_IDS_KEY = 'reviewedIds';

export function readReviewedIds(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(REVIEWED_IDS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function write(ids: Record<string, unknown>): void {
  try {
    window.localStorage.setItem(REVIEWED_IDS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the server still counts one vote per visitor.
  }
}

export const hasReviewed = (reviewId: string): boolean => Object.hasOwn(readReviewedIds(), reviewId);

export function rememberReviewed(reviewId: string): void {
  write({ ...readReviewedIds(), [reviewId]: true });
}

export function forgetReviewed(reviewId: string): void {
  const ids = readReviewedIds();
  delete ids[reviewId];
  write(ids);
}
