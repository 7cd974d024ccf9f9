import type { z } from 'zod';
import { ErrorBodySchema, type ErrorBody } from '@shop/domain';

/** The spec's message for any non-OK JSON fetch. */
export const FETCH_ERROR_MESSAGE = 'An error occurred while fetching the data.';

/** A non-OK answer from the API: its status and the parsed `{ error: { code, message } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(FETCH_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | null {
    return this.body?.error.code ?? null;
  }
}

export type GetOptions = {
  /** Send the front-end pathname as the `x-pathname` header (the spec's optional pathname header). */
  sendPathname?: boolean;
  signal?: AbortSignal;
};

async function readErrorBody(res: Response): Promise<ErrorBody | null> {
  try {
    const parsed = ErrorBodySchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The generic JSON fetch: GET `path`, throw an ApiError on non-OK, parse the answer with `schema`. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: GetOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.sendPathname && typeof window !== 'undefined') headers['x-pathname'] = window.location.pathname;
  const res = await fetch(path, { headers, credentials: 'same-origin', signal: options.signal });
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  return schema.parse(await res.json());
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The generic request: sends `body` as JSON (FormData as is), throws an ApiError with the parsed error body
 * on non-OK, and parses the answer with `schema` (a 204 or empty answer parses as undefined).
 */
export async function send<S extends z.ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal: options.signal });
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  const text = await res.text();
  return schema.parse(text ? JSON.parse(text) : undefined);
}

export const api = { get: getJson, send };
