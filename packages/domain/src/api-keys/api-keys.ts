/**
 * The back office's API keys (decision 043): a key as sent, the body that makes one, and the key as listed, with
 * its scopes (admin/schemas.ts) and its creator (decision 062).
 */
import { z } from 'zod';
import { ADMIN_SCOPES, AdminScopeSchema } from '../admin/schemas.js';

/** An API key as sent: `sk_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;

export const CreateApiKeyBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(80),
  scopes: z.array(AdminScopeSchema).min(1, 'Choose at least one scope').max(ADMIN_SCOPES.length),
  csrfToken: z.string().min(1).max(200),
});

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is shown once, at creation). */
  prefix: z.string(),
  scopes: z.array(AdminScopeSchema),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /**
   * Who made the key (decision 062): a key belongs to its creator and works only while they are an enabled
   * administrator; null once their account is deleted (the key no longer works then).
   */
  creator: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string(),
      /** The creator is an enabled administrator still: false means the key is refused. */
      administrator: z.boolean(),
    })
    .nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to creating a key: the key itself, this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
