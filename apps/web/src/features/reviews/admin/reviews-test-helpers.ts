/** Test data and msw handlers for the review moderation screens and the admin bar (imported by tests only). */
import { http, HttpResponse } from 'msw';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  AdminReviewListSchema,
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  ReviewModerationSettingBodySchema,
  ReviewReplyBodySchema,
  moderate,
  type AdminReview,
  type ReviewModerationAction,
  type ReviewModerationMode,
} from '@shop/domain';
import { server } from '../../../test/server';
import { parsedBody } from '../../admin/admin-test-helpers';

export function buildAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  const id = overrides.id ?? 41;
  return AdminReviewSchema.parse({
    id,
    state: 'published',
    sku: 'EVL-12-D2',
    product: { name: 'Skar EVL-12', path: '/products/skar-evl-12' },
    reviewerName: 'Maria Lopez',
    title: `Review ${id}`,
    body: 'Hits hard and sounds clean.',
    rating: 5,
    verified: 'buyer',
    thumbsUp: 2,
    createdAt: '2026-03-04T15:00:00.000Z',
    photos: [],
    reply: null,
    ...overrides,
  });
}

export type SeenRequest = { method: string; url: URL; body: unknown; csrf: string | null };

/**
 * Serves /api/admin/reviews over a list that the moves, replies, photo deletions and the setting change (as the
 * server would: held first, 20 a page, the domain's `moderate`; the query and bodies through the routes'
 * schemas, a reply normalised by its schema; answers through theirs), and records each request.
 */
export function serveReviewModeration(initial: AdminReview[], mode: ReviewModerationMode = 'publish') {
  let reviews = initial.map((r) => ({ ...r }));
  let setting = mode;
  const seen: SeenRequest[] = [];
  const record = async (request: Request) => {
    const body: unknown = ['GET', 'DELETE'].includes(request.method)
      ? undefined
      : await request.clone().json();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body,
      csrf: request.headers.get('x-csrf-token'),
    });
    return body as Record<string, unknown>;
  };
  const change = (id: number, patch: (r: AdminReview) => AdminReview | null) => {
    const found = reviews.find((r) => r.id === id);
    const next = found && patch(found);
    if (!next)
      return HttpResponse.json({ error: { code: 'REVIEW_STATE_CONFLICT', message: 'No' } }, { status: 409 });
    reviews = reviews.map((r) => (r.id === id ? next : r));
    return HttpResponse.json(AdminReviewSchema.parse(next));
  };
  server.use(
    http.get('/api/admin/reviews', async ({ request }) => {
      await record(request);
      const query = parsedBody(
        AdminReviewsQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (query instanceof Response) return query;
      const { page, status, rating } = query;
      const matching = reviews
        .filter((r) => !status || r.state === status)
        .filter((r) => !rating || r.rating === rating)
        .sort((a, b) => Number(b.state === 'pending') - Number(a.state === 'pending'));
      return HttpResponse.json(
        AdminReviewListSchema.parse({
          reviews: matching.slice((page - 1) * ADMIN_REVIEWS_PAGE_SIZE, page * ADMIN_REVIEWS_PAGE_SIZE),
          total: matching.length,
          page,
          pageSize: ADMIN_REVIEWS_PAGE_SIZE,
          pendingCount: reviews.filter((r) => r.state === 'pending').length,
        }),
      );
    }),
    http.get('/api/admin/reviews/settings', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ mode: setting });
    }),
    http.put('/api/admin/reviews/settings', async ({ request }) => {
      const body = parsedBody(ReviewModerationSettingBodySchema, await record(request));
      if (body instanceof Response) return body;
      setting = body.mode;
      return HttpResponse.json({ mode: setting });
    }),
    http.get('/api/admin/reviews/:id', async ({ request, params }) => {
      await record(request);
      const found = reviews.find((r) => r.id === Number(params.id));
      return found
        ? HttpResponse.json(AdminReviewSchema.parse(found))
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such review' } }, { status: 404 });
    }),
    http.post('/api/admin/reviews/:id/:action', async ({ request, params }) => {
      await record(request);
      return change(Number(params.id), (r) => {
        const to = moderate(r.state, params.action as ReviewModerationAction);
        return to && { ...r, state: to };
      });
    }),
    http.put('/api/admin/reviews/:id/reply', async ({ request, params }) => {
      const body = parsedBody(ReviewReplyBodySchema, await record(request));
      if (body instanceof Response) return body;
      return change(Number(params.id), (r) => ({
        ...r,
        reply: { body: body.reply, at: '2026-03-05T15:00:00.000Z' },
      }));
    }),
    http.delete('/api/admin/reviews/:id/reply', async ({ request, params }) => {
      await record(request);
      return change(Number(params.id), (r) => ({ ...r, reply: null }));
    }),
    http.delete('/api/admin/reviews/:id/photos/:position', async ({ request, params }) => {
      await record(request);
      return change(Number(params.id), (r) => ({
        ...r,
        photos: r.photos
          .filter((p) => p.position !== Number(params.position))
          .map((p, position) => ({ ...p, position })),
      }));
    }),
  );
  return { seen, reviews: () => reviews, setting: () => setting };
}
