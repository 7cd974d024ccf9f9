import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

/**
 * GET /api/reviews/account/sku?sku=: the signed-in customer's ordered items without a review. Without a
 * sku it lists every such item, which covers a product family (a variant was ordered, the parent is shown).
 */
export const getReviewableItems = (sku?: string, signal?: AbortSignal) =>
  api.get(
    route('GET /api/reviews/account/sku', { sku: sku || undefined }),
    (d) => d.AccountReviewSkuResponseSchema,
    { signal },
  );

export const reviewableItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'account-sku', {}] as const,
    queryFn: ({ signal }) => getReviewableItems(undefined, signal),
    select: (answer) => answer.data.itemsWithoutReviews,
  });

export const useReviewableItems = (enabled: boolean) =>
  useQuery({ ...reviewableItemsQueryOptions(), enabled });
