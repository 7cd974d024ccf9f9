import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
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
  return Array.isArray(details) ? fieldErrorsOf(details, fields) : null;
}

/**
 * The issues of the domain's schema that a body was checked with before it was sent, for the given form fields,
 * read as serverFieldErrors reads the server's (the same schema, so the same messages). Null when none is a field.
 */
export const schemaFieldErrors = <F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
) =>
  fieldErrorsOf(
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    fields,
  );

/** The first message of each field among `[{ path, message }]` details; null when they name none of them. */
function fieldErrorsOf<F extends string>(
  details: readonly unknown[],
  fields: readonly F[],
): Partial<Record<F, { type: 'server'; message: string }>> | null {
  const found: Partial<Record<F, { type: 'server'; message: string }>> = {};
  for (const detail of details) {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    const field = fields.find((name) => name === path);
    if (field && typeof message === 'string' && !found[field]) found[field] = { type: 'server', message };
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * Focus for errors that arrive after a submit: the message under a field is silent to a screen reader while
 * focus stays on the submit button, so once the errors are drawn this moves focus to the form's first
 * aria-invalid input, whose aria-describedby then reads the message out.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { formRef, focusFirstInvalid: () => setRequests((n) => n + 1) };
}
