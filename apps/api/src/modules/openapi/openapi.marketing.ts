/** The push calls (issue 8) in the OpenAPI document, from the zod schemas. */
import {
  MarketingResponseSchema,
  PushPublicKeyResponseSchema,
  PushSubscriptionBodySchema,
} from '@shop/domain';
import type { z } from 'zod';

export function registerMarketingSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  registry.add(MarketingResponseSchema, { id: 'MarketingResponse' });
  registry.add(PushSubscriptionBodySchema, { id: 'PushSubscriptionBody' });
  registry.add(PushPublicKeyResponseSchema, { id: 'PushPublicKeyResponse' });
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const errorsNote =
  'Errors answer {status:"error", message, error:{code, message}}: 400 VALIDATION_FAILED with the spec message (No email supplied to form, Invalid email address, the footer rules), 429 RATE_LIMITED.';

const post = (summary: string, body: string, ok: Json, extra: Json = {}): Json => ({
  post: {
    summary: `${summary} ${errorsNote}`,
    requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } },
    responses: {
      '200': ok,
      '400': json('Invalid input', 'MarketingResponse'),
      '429': json('Too many calls from this client', 'MarketingResponse'),
      ...extra,
    },
  },
});

export function marketingPaths(): Record<string, Json> {
  const success = json('{status: "success"}', 'MarketingResponse');
  return {
    '/api/marketing/push/subscriber/add': post(
      'Store a push subscription (https endpoint of a push service, 65-byte p256dh, 16-byte auth; base64url); upsert by endpoint.',
      'PushSubscriptionBody',
      success,
    ),
    '/api/marketing/push/public-key': {
      get: {
        summary: 'The VAPID public key (base64url) for PushManager.subscribe.',
        responses: { '200': json('The key', 'PushPublicKeyResponse') },
      },
    },
  };
}
