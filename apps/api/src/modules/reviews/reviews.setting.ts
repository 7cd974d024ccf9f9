/**
 * Whether new reviews are published on arrival or held for a check (decision 051): the 'review-moderation'
 * row of the shared settings (migration 010), read by every node at each write, so a change holds at once
 * everywhere. No row is the default, publish.
 */
import { DEFAULT_REVIEW_MODERATION, REVIEW_MODERATION_MODES, type ReviewModerationMode } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { putSetting, settingValue } from './reviews.repo.js';

const KEY = 'review-moderation';

const isMode = (value: string): value is ReviewModerationMode =>
  (REVIEW_MODERATION_MODES as readonly string[]).includes(value);

export async function reviewModeration(db: Db): Promise<ReviewModerationMode> {
  const value = await settingValue(db, KEY);
  return value !== null && isMode(value) ? value : DEFAULT_REVIEW_MODERATION;
}

export const setReviewModeration = (db: Db, mode: ReviewModerationMode, atIso: string): Promise<void> =>
  putSetting(db, KEY, mode, atIso);
