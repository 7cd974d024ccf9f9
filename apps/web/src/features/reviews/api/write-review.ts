import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type WriteReviewBody } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** POST /api/reviews: a signed-in customer's review of an ordered, not yet reviewed item. */
export const writeReview = (body: WriteReviewBody) =>
  api.send(fixedRoute('POST /api/reviews'), body, (d) => d.WriteReviewResponseSchema);

/** Writes a review, then refreshes the lists, the photos, the reviewable items and the product's rating. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    // Not awaited: the caller shows the new review at once, the refetches follow.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'product'] });
    },
  });
}
