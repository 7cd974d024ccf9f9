import { ApiError } from './api-client';

/**
 * The messages of a 400 VALIDATION_FAILED answer for the given form fields (its details are
 * `[{ path, message }]`), so that a rule only the server knows (a too-common password) shows under its
 * field like the form's own checks. Null when the error names none of them.
 */
export function serverFieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
): Partial<Record<F, { type: 'server'; message: string }>> | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_FAILED') return null;
  const details = err.body?.error.details;
  if (!Array.isArray(details)) return null;
  const found: Partial<Record<F, { type: 'server'; message: string }>> = {};
  for (const detail of details as unknown[]) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = fields.find((name) => name === path);
    if (field && typeof message === 'string' && !found[field]) found[field] = { type: 'server', message };
  }
  return Object.keys(found).length > 0 ? found : null;
}
