/**
 * Who may fetch a review's photo, and how long a cache may keep it (decision 061). A published review's
 * photos are public, cached REVIEW_PHOTO_MAX_AGE_S and never as immutable: once the back office hides the
 * review, no browser or proxy keeps showing them for longer than that. A held or hidden review's photos answer
 * 404, except to an administrator (the back office shows them), whose copy is never stored. An upload not yet
 * attached to a review is its uploader's (its id is a 128-bit secret), never stored either.
 */
import { reviewStateOf, type ReviewState, type StoredReviewStatus } from '@shop/domain';
import type { Request } from 'express';
import type { ResolveViewer } from '../../lib/viewer.js';

/** Seconds a browser or proxy may keep a published review's photo. */
export const REVIEW_PHOTO_MAX_AGE_S = 300;
const PUBLIC = `public, max-age=${REVIEW_PHOTO_MAX_AGE_S}`;
const UNSTORED = 'private, no-store';

export type PhotoState = ReviewState | 'unattached';

const STORED: readonly string[] = ['pending', 'published', 'rejected'] satisfies StoredReviewStatus[];

/** A review's state from its stored status; anything unknown counts as hidden (never public). */
export const stateOfStored = (stored: string): ReviewState =>
  STORED.includes(stored) ? reviewStateOf(stored as StoredReviewStatus) : 'hidden';

/**
 * The Cache-Control to send a photo of a review in `state` with, or null when the asker may not see it (404).
 * The viewer is resolved only for a photo that is not public.
 */
export type PhotoAccess = (req: Request, state: PhotoState | undefined) => Promise<string | null>;

export function createPhotoAccess(resolveViewer: ResolveViewer): PhotoAccess {
  return async (req, state) => {
    if (state === undefined) return null;
    if (state === 'published') return PUBLIC;
    if (state === 'unattached') return UNSTORED;
    return (await resolveViewer(req)).user?.isAdmin === true ? UNSTORED : null;
  };
}
