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

export const api = { get: getJson };
