import { z } from 'zod';

/** The one error shape of the API. */
export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthResponseSchema = z.object({ status: z.literal('ok'), time: z.string() });
