import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '@shop/domain';
import type * as ResponseSchemas from './response-schemas';
import type { ApiOperation, ApiRoute, BodyOf } from './api-route';

type Domain = typeof ResponseSchemas;

/**
 * The schema an answer is parsed with: a schema, or a pick from lib/response-schemas (domain schemas), which
 * is loaded on first use. Picks keep zod and the domain's schemas out of the initial JS (the 150 KB budget): they
 * load in parallel with the first fetch. See docs/decisions/024.
 */
export type SchemaRef<S extends z.ZodType> = S | ((domain: Domain) => S);

let domain: Promise<Domain> | null = null;
/**
 * The response schemas, loaded once; call early to start loading them. zod is evaluated first and the
 * domain's schemas once it is in: two shorter tasks instead of one that blocks the page longer.
 */
export const loadDomain = (): Promise<Domain> =>
  (domain ??= import('zod').then(() => import('./response-schemas')));

async function schemaOf<S extends z.ZodType>(ref: SchemaRef<S>): Promise<S> {
  return typeof ref === 'function' ? ref(await loadDomain()) : ref;
}

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

  /**
   * The answer's code, typed as the domain's list (decision 084) so that a feature comparing it to a misspelt
   * code does not compile. The body is parsed with any string: a code this build does not know reads as is.
   */
  get code(): ErrorCode | null {
    return (this.body?.error.code as ErrorCode | undefined) ?? null;
  }
}

export type GetOptions = {
  /** Send the front-end pathname as the `x-pathname` header (the spec's optional pathname header). */
  sendPathname?: boolean;
  signal?: AbortSignal;
};

async function readErrorBody(res: Response): Promise<ErrorBody | null> {
  try {
    const [json, d] = await Promise.all([res.json() as Promise<unknown>, loadDomain()]);
    const parsed = d.ErrorBodySchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RequestOptions = GetOptions & { headers?: Record<string, string> };

/**
 * One request to a route (lib/api-route.ts: its method and URL): sends `body` as JSON (FormData as is), throws an
 * ApiError with the parsed error body on non-OK, and parses the answer with `schema` (a 204 or empty answer
 * parses as undefined).
 */
async function request<S extends z.ZodType>(
  route: ApiRoute,
  body: unknown,
  schema: SchemaRef<S>,
  options: RequestOptions,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.sendPathname && typeof window !== 'undefined') headers['x-pathname'] = window.location.pathname;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const parser = schemaOf(schema);
  const res = await fetch(route.url, {
    method: route.method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  const text = await res.text();
  return (await parser).parse(text ? JSON.parse(text) : undefined);
}

/** The generic JSON fetch: GET the route, throw an ApiError on non-OK, parse the answer with `schema`. */
export const getJson = <S extends z.ZodType>(
  route: ApiRoute<'GET'>,
  schema: SchemaRef<S>,
  options: GetOptions = {},
): Promise<z.infer<S>> => request(route, undefined, schema, options);

/**
 * The generic write: the route's method with `body` (see request), typed by the route's operation (BodyOf: the
 * schema of its JSON body, decision 085), so a body of the wrong shape fails `tsc`.
 */
export const send = <K extends ApiOperation, S extends z.ZodType>(
  route: ApiRoute<SendMethod, K>,
  body: BodyOf<K>,
  schema: SchemaRef<S>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<z.infer<S>> => request(route, body, schema, options);

export const api = { get: getJson, send };
