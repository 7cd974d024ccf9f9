import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminReviewSchema,
  ReviewModerationSettingSchema,
  type ReviewModerationAction,
  type ReviewModerationMode,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterReviewWrite } from './review-moderation';

/** What a review write asks the storefront to do: refetch its lists at once, or only mark them stale. */
type Options = { refetchShop?: boolean };

const csrfHeader = async () => ({ headers: { 'x-csrf-token': await getCsrfToken() } });

/** POST /api/admin/reviews/:id/approve, /hide or /restore with the csrf token. */
export function useModerateReview({ refetchShop = true }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: ReviewModerationAction }) =>
      api.send(
        route(`POST /api/admin/reviews/{id}/${action}`, { id }),
        { csrfToken: await getCsrfToken() },
        AdminReviewSchema,
      ),
    onSettled: () => refetchAfterReviewWrite(queryClient, refetchShop),
  });
}

/** PUT /api/admin/reviews/:id/reply (write or edit), or DELETE it when `reply` is null. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string | null }) =>
      reply === null
        ? api.send(
            route('DELETE /api/admin/reviews/{id}/reply', { id }),
            undefined,
            AdminReviewSchema,
            await csrfHeader(),
          )
        : api.send(
            route('PUT /api/admin/reviews/{id}/reply', { id }),
            { reply, csrfToken: await getCsrfToken() },
            AdminReviewSchema,
          ),
    onSettled: () => refetchAfterReviewWrite(queryClient),
  });
}

/** DELETE /api/admin/reviews/:id/photos/:position. */
export function useDeleteReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, position }: { id: number; position: number }) =>
      api.send(
        route('DELETE /api/admin/reviews/{id}/photos/{position}', { id, position }),
        undefined,
        AdminReviewSchema,
        await csrfHeader(),
      ),
    onSettled: () => refetchAfterReviewWrite(queryClient),
  });
}

/** PUT /api/admin/reviews/settings. */
export function useSetReviewSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: ReviewModerationMode) =>
      api.send(
        fixedRoute('PUT /api/admin/reviews/settings'),
        { mode, csrfToken: await getCsrfToken() },
        ReviewModerationSettingSchema,
      ),
    onSettled: () => refetchAfterReviewWrite(queryClient),
  });
}
