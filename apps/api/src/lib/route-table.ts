/**
 * One route table per module drives three things: the Express router (mountRoutes validates params,
 * query and body with the table's zod schemas, then calls the handler), the OpenAPI document's paths
 * (openApiPaths) and the fuzz suite's endpoint list. A route is written once, beside its handler.
 */
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from '@shop/domain';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { isCacheablePath } from './response-cache.js';
import { validateBody, validateParams, validateQuery } from './validate.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type JsonSchema = Record<string, unknown>;

/** A zod schema under its name in the document's components (referenced, not inlined). */
export type Component<S extends z.ZodType = z.ZodType> = { readonly id: string; readonly schema: S };
export const component = <S extends z.ZodType>(id: string, schema: S): Component<S> => ({ id, schema });
export const ErrorComponent = component('Error', ErrorBodySchema);

/** One documented answer: JSON of a component and/or other media types with their JSON schema, or no body. */
export type Reply = {
  readonly description: string;
  readonly json?: Component;
  readonly media?: Readonly<Record<string, JsonSchema>>;
};
export const reply = (description: string, json?: Component): Reply =>
  json ? { description, json } : { description };
/**
 * An error answer in the API's one error shape. Its `error.code` is documented as an enum (decision 084): the
 * codes of the answer's status among the route's `errors` and its guards' codes (guardCodesOf).
 */
export const fails = (description: string): Reply => reply(description, ErrorComponent);
/** What app.ts's guards on every /api write answer before a handler runs (lib/request-guards.ts, the JSON parser). */
export const writeGuardRefusals: Readonly<Record<number, Reply>> = {
  403: fails('Foreign Origin (FORBIDDEN_ORIGIN)'),
  413: fails('Body too large (PAYLOAD_TOO_LARGE)'),
  415: fails('Not application/json (UNSUPPORTED_MEDIA_TYPE)'),
};
/** The write guards' refusals for a write that also needs the csrf token of GET /api/auth/csrf (lib/csrf.ts). */
export const csrfGuardRefusals: Readonly<Record<number, Reply>> = {
  ...writeGuardRefusals,
  403: fails('Foreign Origin (FORBIDDEN_ORIGIN) or missing/wrong csrfToken (CSRF_TOKEN_INVALID)'),
};
/** What a route that hashes or compares a password answers when lib/password-hasher.ts refuses the work. */
export const hasherRefusals: Readonly<Record<number, Reply>> = {
  503: fails('The server is busy or shutting down; try again in a moment (BUSY, SHUTTING_DOWN)'),
};
/** A non-JSON answer (text, XML, images): a string of these media types. */
export const media = (description: string, ...types: string[]): Reply => ({
  description,
  media: Object.fromEntries(types.map((type) => [type, { type: 'string' }])),
});

export type RouteSpec = {
  readonly method: Method;
  /** Express path below the table's mount, `:name` for a parameter. */
  readonly path: string;
  readonly summary: string;
  /** Path parameters; a property's `.describe()` text becomes the parameter's description. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body, validated and documented. */
  readonly body?: Component;
  /** A body of other media types, documented only (the handler reads it). */
  readonly rawBody?: readonly string[];
  /** A multipart/form-data body, documented only (the handler reads it): the JSON schema of its parts. */
  readonly form?: JsonSchema;
  /** Documented only: parameters the handler or a middleware reads itself (headers). */
  readonly headers?: readonly JsonSchema[];
  /**
   * Documented only: a back-office route's callers (modules/admin/admin.auth.ts): an administrator's session,
   * and an API key with `scope` (null: no key may call it).
   */
  readonly security?: { readonly scope: string | null };
  /** A signed-in shopper's session is needed (401 SESSION_REQUIRED without): the customerSession scheme. */
  readonly signedIn?: boolean;
  /**
   * The codes the route's handler, the services it calls and the middleware of its `before` can answer (decision
   * 084); the guards every route of its kind passes are added by guardCodesOf. Each error answer of the route
   * lists the codes of its status; a code whose status the route does not answer fails the document.
   */
  readonly errors: readonly ErrorCode[];
  readonly responses: Readonly<Record<number, Reply>>;
};

export type RouteTable<T extends Record<string, RouteSpec> = Record<string, RouteSpec>> = {
  /** Where app.ts mounts the module's router ('/api', '/img', or '' for the root). */
  readonly mount: string;
  readonly tag: string;
  readonly routes: T;
  /** Every route of the table needs a signed-in shopper's session (RouteSpec.signedIn). */
  readonly signedIn?: boolean;
};

/** A table's tag, and that each of its routes needs a signed-in shopper's session. */
export type TableTag = { readonly tag: string; readonly signedIn: true };
export const signedInOnly = (tag: string): TableTag => ({ tag, signedIn: true });

export const defineRoutes = <T extends Record<string, RouteSpec>>(
  mount: string,
  tag: string | TableTag,
  routes: T,
): RouteTable<T> => ({ mount, ...(typeof tag === 'string' ? { tag } : tag), routes });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type RouteInput<R extends RouteSpec> = {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: R['body'] extends Component<infer S> ? z.output<S> : undefined;
};
export type RouteHandler<R extends RouteSpec> = (
  req: Request,
  res: Response,
  input: RouteInput<R>,
) => unknown;
/** A handler, or a handler behind middleware (rate limits, session checks) that run before validation. */
export type RouteImpl<R extends RouteSpec> =
  RouteHandler<R> | { readonly before: readonly RequestHandler[]; readonly handle: RouteHandler<R> };

/** Registers every route of the table on the router, in the table's order, validating as declared. */
export function mountRoutes<T extends Record<string, RouteSpec>>(
  router: Router,
  table: RouteTable<T>,
  impls: { readonly [K in keyof T]: RouteImpl<T[K]> },
): Router {
  for (const [name, spec] of Object.entries(table.routes) as [keyof T, RouteSpec][])
    router[spec.method](spec.path, ...routeHandlers(spec, impls[name]));
  return router;
}

/** What mountRoutes registers for one route: its middleware, then the step that validates and calls the handler. */
function routeHandlers<R extends RouteSpec>(spec: RouteSpec, impl: RouteImpl<R>): RequestHandler[] {
  const { before, handle } = typeof impl === 'function' ? { before: [], handle: impl } : impl;
  const run: RequestHandler = (req, res) => {
    const input = {
      params: spec.params ? validateParams(spec.params, req.params) : undefined,
      query: spec.query ? validateQuery(spec.query, req.query) : undefined,
      body: spec.body ? validateBody(spec.body.schema, req.body) : undefined,
    } as RouteInput<R>;
    // Returned so that Express 5 passes a rejected promise to the error handler.
    return handle(req, res, input) as void | Promise<void>;
  };
  return [...before, run];
}

/** `/collections/:handle` -> `/collections/{handle}`; `/dev/outbox/` -> `/dev/outbox` (Express matches both). */
export const openApiPath = (expressPath: string): string =>
  expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

const toJson = (schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const parametersOf = (schema: z.ZodObject, where: 'path' | 'query'): JsonSchema[] => {
  const js = toJson(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (js.required?.includes(name) ?? false),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
};

export const componentRef = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });

/** The components whose `error.code` an error answer narrows to its codes: the API's error shape and marketing's. */
const ERROR_SHAPES: ReadonlySet<string> = new Set(['Error', 'MarketingError']);
const codeEnum = (codes: readonly string[]): JsonSchema => ({
  type: 'object',
  properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } },
});

/** What app.ts's write guards and the JSON parser answer to a write under /api (lib/request-guards.ts, error-handler.ts). */
const WRITE_GUARD_CODES: readonly ErrorCode[] = [
  'FORBIDDEN_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNSUPPORTED_CHARSET',
  'UNSUPPORTED_ENCODING',
  'INVALID_JSON',
  'REQUEST_ABORTED',
  'BAD_REQUEST',
];
/** What the admin guard answers (modules/admin/admin.auth.ts): no or a bad key or session, a missing scope, a key's rate. */
const ADMIN_GUARD_CODES: readonly ErrorCode[] = [
  'UNAUTHORIZED',
  'SESSION_REQUIRED',
  'FORBIDDEN',
  'INSUFFICIENT_SCOPE',
  'RATE_LIMITED',
];

/**
 * The codes of the middleware in front of a route, read from its table entry: the write guards and the parser of
 * an /api write, VALIDATION_FAILED where there is something to validate (and BAD_REQUEST for a path parameter), SESSION_REQUIRED for a signed-in route,
 * the admin guard's (with csrf for a write) for a back-office route.
 */
export const guardCodesOf = (table: RouteTable, spec: RouteSpec): ErrorCode[] => [
  ...(spec.method !== 'get' && table.mount === '/api' ? WRITE_GUARD_CODES : []),
  ...(spec.params || spec.query || spec.body ? (['VALIDATION_FAILED'] as const) : []),
  // Express answers a path parameter that does not decode (a malformed %-escape) 400, as BAD_REQUEST.
  ...(spec.params ? (['BAD_REQUEST'] as const) : []),
  ...((spec.signedIn ?? table.signedIn) ? (['SESSION_REQUIRED'] as const) : []),
  ...(spec.security ? ADMIN_GUARD_CODES : []),
  ...(spec.security && spec.method !== 'get' ? (['CSRF_TOKEN_INVALID'] as const) : []),
];

/** Every code a route can answer: its own `errors` and its guards', each once, in that order. */
export const routeCodesOf = (table: RouteTable, spec: RouteSpec): ErrorCode[] => [
  ...new Set([...spec.errors, ...guardCodesOf(table, spec)]),
];

/** An answer's JSON schema: an error shape narrowed to the route's codes of its status, any other component by reference. */
const answerSchemaOf = (status: number, json: Component, codes: readonly ErrorCode[]): JsonSchema => {
  if (!ERROR_SHAPES.has(json.id)) return componentRef(json.id);
  return {
    allOf: [componentRef(json.id), codeEnum(codes.filter((code) => ERROR_STATUS[code] === status))],
  };
};

const responseOf = (
  status: number,
  { description, json, media: types }: Reply,
  codes: readonly ErrorCode[],
): JsonSchema => {
  if (!json && !types) return { description };
  const content = {
    ...(json ? { 'application/json': { schema: answerSchemaOf(status, json, codes) } } : {}),
    ...Object.fromEntries(Object.entries(types ?? {}).map(([t, s]) => [t, { schema: s }])),
  };
  return { description, content };
};

/**
 * What every route of its kind answers besides its own, unless its table documents it itself (decision 064):
 * 304 to a cached read's ETag (lib/response-cache.ts), the write guards' refusals of every /api write, 400 when
 * there is something to validate, 401 without the session a signed-in route needs.
 */
const commonAnswersOf = (table: RouteTable, spec: RouteSpec): Record<number, Reply> => {
  const answers: Record<number, Reply> = {};
  const path = `${table.mount}${spec.path}`.replace(/:[A-Za-z0-9_]+/g, 'x');
  if (spec.method === 'get' && isCacheablePath(path))
    answers[304] = reply('Not modified: the client holds this answer (If-None-Match with its ETag)');
  if (spec.method !== 'get' && table.mount === '/api') Object.assign(answers, writeGuardRefusals);
  if (spec.params || spec.query || spec.body)
    answers[400] = fails('Invalid parameters, query or body (VALIDATION_FAILED)');
  if (spec.signedIn ?? table.signedIn) answers[401] = fails('No session (SESSION_REQUIRED)');
  return answers;
};

const securityOf = (table: RouteTable, spec: RouteSpec): JsonSchema[] => {
  if (spec.security)
    return [
      { adminSession: [] },
      ...(spec.security.scope === null ? [] : [{ apiKey: [spec.security.scope] }]),
    ];
  return (spec.signedIn ?? table.signedIn) ? [{ customerSession: [] }] : [];
};

function operationOf(table: RouteTable, name: string, spec: RouteSpec): JsonSchema {
  const answers = { ...commonAnswersOf(table, spec), ...spec.responses };
  const codes = routeCodesOf(table, spec);
  checkCodes(`${table.tag}.${name}`, answers, spec.errors, codes);
  const parameters = [
    ...(spec.params ? parametersOf(spec.params, 'path') : []),
    ...(spec.query ? parametersOf(spec.query, 'query') : []),
    ...(spec.headers ?? []),
  ];
  const content = spec.body
    ? { 'application/json': { schema: componentRef(spec.body.id) } }
    : spec.form
      ? { 'multipart/form-data': { schema: spec.form } }
      : spec.rawBody &&
        Object.fromEntries(
          spec.rawBody.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
  return {
    operationId: `${table.tag}.${name}`,
    tags: [table.tag],
    summary: spec.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(content ? { requestBody: { required: true, content } } : {}),
    security: securityOf(table, spec),
    responses: Object.fromEntries(
      Object.entries(answers)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, r]) => [status, responseOf(Number(status), r, codes)]),
    ),
  };
}

/**
 * A route's error codes and its error answers agree (decision 084): each code it declares has an answer of its
 * status, and each error answer in an error shape lists at least one code (its own or its guards').
 */
function checkCodes(
  where: string,
  answers: Readonly<Record<number, Reply>>,
  declared: readonly ErrorCode[],
  codes: readonly ErrorCode[],
): void {
  for (const code of declared)
    if (!answers[ERROR_STATUS[code]])
      throw new Error(`${where} declares ${code} but documents no ${ERROR_STATUS[code]} answer`);
  for (const [status, answer] of Object.entries(answers))
    if (
      answer.json &&
      ERROR_SHAPES.has(answer.json.id) &&
      !codes.some((c) => ERROR_STATUS[c] === Number(status))
    )
      throw new Error(`${where} documents a ${status} error answer but declares no code of that status`);
}

/** The paths object of the tables: `{ '/api/menu': { get: {...} } }`. */
export function openApiPaths(tables: readonly RouteTable[]): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  for (const table of tables)
    for (const [name, spec] of Object.entries(table.routes)) {
      const path = openApiPath(`${table.mount}${spec.path}`);
      const item = (paths[path] ??= {});
      if (item[spec.method]) throw new Error(`${spec.method.toUpperCase()} ${path} is declared twice`);
      const operation = operationOf(table, name, spec);
      if (ids.has(operation.operationId as string))
        throw new Error(`operationId ${operation.operationId as string} is declared twice`);
      ids.add(operation.operationId as string);
      item[spec.method] = operation;
    }
  return paths;
}

const specsOf = (tables: readonly RouteTable[]): RouteSpec[] =>
  tables.flatMap((t) => Object.values(t.routes));

/**
 * Every component the tables reference (the document checks that no id names two schemas): the bodies, described
 * as a client sends them (zod's input: before defaults and transforms), and the answers, as the server sends them.
 */
export const componentsOf = (
  tables: readonly RouteTable[],
): { bodies: Component[]; answers: Component[] } => ({
  bodies: specsOf(tables).flatMap((spec) => (spec.body ? [spec.body] : [])),
  answers: specsOf(tables).flatMap((spec) =>
    Object.values(spec.responses).flatMap((r) => (r.json ? [r.json] : [])),
  ),
});

/** The API-key scopes the routes ask for, sorted. */
export const scopesOf = (tables: readonly RouteTable[]): string[] =>
  [...new Set(specsOf(tables).flatMap((spec) => (spec.security?.scope ? [spec.security.scope] : [])))].sort();

/** `[method, expressPath]` of every route, mount included: the fuzz suite's endpoint list. */
export const endpointsOf = (tables: readonly RouteTable[]): [Method, string][] =>
  tables.flatMap((table) =>
    Object.values(table.routes).map((spec): [Method, string] => [spec.method, `${table.mount}${spec.path}`]),
  );
