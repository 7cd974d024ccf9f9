/**
 * The API suite holds the server to its OpenAPI document (docs/decisions/064-openapi-contract.md): every answer a
 * test app gives to a documented operation is checked against the document, status and body. make-app.ts watches
 * its app with `watchAnswers`; the suite's setup file (contract-setup.ts) fails the test that received an answer
 * the document does not describe, naming the operation, the status and the schema error.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { JsonSchema } from '../lib/route-table.js';
import { buildOpenApiDocument } from '../modules/openapi/openapi.js';
import type { RouteTable } from '../lib/route-table.js';
import { ROUTE_TABLES } from '../route-tables.js';
import { recordContractViolation } from './contract-violations.js';

type Media = Record<string, { schema?: JsonSchema }>;
type Answer = { description: string; content?: Media };
type Operation = { name: string; pattern: RegExp; templated: number; responses: Record<string, Answer> };

const DOCUMENT_ID = 'openapi.json';
type Contract = {
  operations: Map<string, Operation[]>;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
};
const contracts = new Map<readonly RouteTable[], Contract>();

/** The document of the tables, its operations by method (literal paths before templated ones), and a validator. */
function contractOf(tables: readonly RouteTable[]): Contract {
  const known = contracts.get(tables);
  if (known) return known;
  const document = buildOpenApiDocument(tables) as {
    paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its plugin is the module's default export.
  ajvFormats.default(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const operations = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      const segments = path.split('/').map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escapeRegExp(s)));
      const list = operations.get(method.toUpperCase()) ?? [];
      list.push({
        name: `${method.toUpperCase()} ${path}`,
        pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'),
        templated: segments.filter((s) => s === '[^/]+').length,
        responses: operation.responses,
      });
      operations.set(method.toUpperCase(), list);
    }
  for (const list of operations.values()) list.sort((a, b) => a.templated - b.templated);
  const made = { operations, ajv, validators: new Map<string, ValidateFunction>() };
  contracts.set(tables, made);
  return made;
}

/** The path as Express matches it; a malformed escape (a hostile test's) is matched as sent. */
const decodedPath = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pointer = (...segments: string[]): string =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

function validatorOf({ ajv, validators }: Contract, ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`No schema at ${ref}`);
    validators.set(ref, validate);
  }
  return validate;
}

const describeErrors = (errors: readonly ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');

/** Why an answer breaks the document, or null when it keeps it (or the request names no documented operation). */
export function contractViolation(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: Buffer,
  tables: readonly RouteTable[] = ROUTE_TABLES,
): string | null {
  const contract = contractOf(tables);
  const path = decodedPath(url.split('?')[0] ?? '');
  const operation = contract.operations.get(method)?.find((o) => o.pattern.test(path));
  if (!operation) return null;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in operation.responses);
  const where = `${operation.name} (requested ${method} ${url}) answered ${status}`;
  if (!key) return `${where}, a status the document does not give for it`;
  const content = operation.responses[key]!.content;
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!content) return body.length > 0 ? `${where} with a ${type} body the document does not describe` : null;
  if (!type) return body.length > 0 ? `${where} with a body of no content type` : null;
  if (!(type in content)) return `${where} as ${type}, documented as ${Object.keys(content).join(', ')}`;
  if (type !== 'application/json') return null;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return `${where} with a body that is not JSON`;
  }
  const ref = `${DOCUMENT_ID}#/${pointer('paths', ...templatePathOf(operation), 'responses', key, 'content', type, 'schema')}`;
  const validate = validatorOf(contract, ref);
  if (validate(json)) return null;
  const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
  const answered = typeof code === 'string' ? ` (error.code ${code})` : '';
  return `${where}, its body breaks the schema: ${describeErrors(validate.errors)}${answered}`;
}

const templatePathOf = (operation: Operation): [string, string] => {
  const [method, path] = operation.name.split(' ') as [string, string];
  return [path, method.toLowerCase()];
};

const decoded = (body: Buffer, encoding: string | undefined): Buffer => {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
};

const watched = new WeakSet<IncomingMessage>();

/** Records the answer to the request once it ends, and checks it against the document (once per request). */
function watch(req: IncomingMessage, res: ServerResponse, tables: readonly RouteTable[]): void {
  if (watched.has(req)) return;
  watched.add(req);
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  if (method === 'HEAD' || method === 'OPTIONS') return;
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    const header = (name: string) => res.getHeader(name)?.toString();
    try {
      const body = decoded(Buffer.concat(chunks), header('content-encoding'));
      const violation = contractViolation(method, url, res.statusCode, header('content-type'), body, tables);
      if (violation) recordContractViolation(violation);
    } catch (err) {
      recordContractViolation(`${method} ${url}: its answer could not be checked (${String(err)})`);
    }
    return end(...args);
  }) as ServerResponse['end'];
}

type Handle = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

/**
 * The app, checking every answer it gives against the document of the tables it mounts: its own `handle` is
 * wrapped in place, so that the app stays the same object and its sub-apps and routers are untouched.
 */
export function watchApp<A extends object>(app: A, tables: readonly RouteTable[]): A {
  const target = app as unknown as { handle: Handle };
  const handle = target.handle.bind(app);
  target.handle = (req, res, next) => {
    watch(req, res, tables);
    handle(req, res, next);
  };
  return app;
}

/** A node-level handler (the fast path in front of the app), checking every answer it gives. */
export const watchHandler =
  (handler: Handle, tables: readonly RouteTable[]): Handle =>
  (req, res) => {
    watch(req, res, tables);
    handler(req, res);
  };
