import {
  type CheckConsentBody,
  type ConfirmSubscriptionBody,
  type ConsentCheckResult,
  type MarketingResponse,
  type SaveFooterSubscriberBody,
  type SavePopupSubscriberBody,
  type UnsubscribeBody,
  type UpdateSubscriberBody,
} from '@shop/domain';
import { ApiError, api } from '../../../lib/api-client';
import type { ApiOperationOf, ApiRoute, BodyOf } from '../../../lib/api-route';
import { fixedRoute } from '../../../lib/api-fixed-route';

/**
 * The marketing calls (spec section 7). Each answers `{status: 'success'}` or `{status: 'error', message}`;
 * a non-OK answer or `status: 'error'` throws a MarketingError carrying the server's message (if any). A
 * sign-up that waits for the address's owner answers `{status: 'success', pending: true, message}` (decision 042).
 */
export class MarketingError extends Error {
  readonly status: number | null;
  readonly serverMessage: string | null;
  constructor(serverMessage: string | null, status: number | null, fallback: string) {
    super(serverMessage ?? fallback);
    this.name = 'MarketingError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

function toMarketingError(e: unknown): MarketingError {
  if (e instanceof MarketingError) return e;
  if (e instanceof ApiError) return new MarketingError(e.body?.error.message ?? null, e.status, e.message);
  return new MarketingError(null, null, e instanceof Error ? e.message : String(e));
}

async function post<K extends ApiOperationOf<'POST'>>(
  to: ApiRoute<'POST', K>,
  body: BodyOf<K>,
): Promise<MarketingResponse> {
  let answer: MarketingResponse;
  try {
    answer = await api.send(to, body, (d) => d.MarketingResponseSchema);
  } catch (e) {
    throw toMarketingError(e);
  }
  if (answer.status !== 'success') throw new MarketingError(answer.message ?? null, null, 'Request failed');
  return answer;
}

export const saveFooterSubscriber = (body: SaveFooterSubscriberBody) =>
  post(fixedRoute('POST /api/marketing/subscribers-footer/save-footer-subscriber'), body);

export const updateSubscriber = (body: UpdateSubscriberBody) =>
  post(fixedRoute('POST /api/marketing/update-subscriber'), body);

export const savePopupSubscriber = (body: SavePopupSubscriberBody) =>
  post(fixedRoute('POST /api/marketing/subscribers-popup/save-popup-subscriber'), body);

/** Ours (decision 042): the token of a sign-up's confirmation link (double opt-in). */
export const confirmSubscription = (body: ConfirmSubscriptionBody) =>
  post(fixedRoute('POST /api/marketing/confirm'), body);

/**
 * Ours: ends email consent. With a mail's signature (or from the address's own session) at once; without,
 * the answer is pending and a link to do it is mailed to the address.
 */
export const unsubscribe = (body: UnsubscribeBody) =>
  post(fixedRoute('POST /api/marketing/unsubscribe'), body);

export async function checkConsentForEmail(body: CheckConsentBody): Promise<ConsentCheckResult> {
  try {
    return await api.send(
      fixedRoute('POST /api/marketing/check-consent-for-user-email'),
      body,
      (d) => d.ConsentCheckResultSchema,
    );
  } catch (e) {
    throw toMarketingError(e);
  }
}
