import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** POST /api/reviews/thumbs-up: one vote per visitor and review (a repeat answers alreadyVoted). */
export const thumbsUp = (reviewId: string) =>
  api.send(fixedRoute('POST /api/reviews/thumbs-up'), { reviewId }, (d) => d.ThumbsUpResponseSchema);

export const useThumbsUp = () => useMutation({ mutationFn: thumbsUp });
