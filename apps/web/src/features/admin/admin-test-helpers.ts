/** Test data and msw handlers for the back office's screens (imported by its tests only). */
import { http, HttpResponse } from 'msw';
import {
  ApiKeySchema,
  AuditActorSchema,
  AuditEntrySchema,
  type ApiKey,
  type AuditActor,
  type SessionUser,
  type StockImportResult,
} from '@shop/domain';
import type { z } from 'zod';
import { server } from '../../test/server';
import { buildSessionUser, serveSession } from '../../test/account-factories';

export const adminUser = (overrides: Partial<SessionUser> = {}) =>
  buildSessionUser({
    email: 'admin@skar.test',
    account_id: 1,
    first_name: 'Ada',
    last_name: 'Admin',
    isAdmin: true,
    ...overrides,
  });

/** Signs in as the demo administrator (session and csrf answers). */
export const signInAsAdmin = (overrides: Partial<SessionUser> = {}) => serveSession(adminUser(overrides));

export function buildApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return ApiKeySchema.parse({
    id: 3,
    name: 'ERP stock sync',
    prefix: 'sk_AbCdEfG',
    scopes: ['stock:write'],
    created_at: '2026-01-05T15:30:00.000Z',
    last_used_at: null,
    revoked_at: null,
    creator: { id: 1, name: 'Ada Admin', email: 'admin@skar.test', administrator: true },
    ...overrides,
  });
}

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** An actor as the API names it: user:1 is Ada Admin, api-key:N the key "ERP". */
export function buildAuditActor(ref: string, overrides: Partial<AuditActor> = {}): AuditActor {
  const [kind, id] = ref.split(':');
  const user = kind === 'user';
  return AuditActorSchema.parse({
    ref,
    kind: user ? 'user' : 'api-key',
    id: Number(id),
    name: user ? 'Ada Admin' : 'ERP',
    email: user ? 'admin@skar.test' : null,
    revoked: false,
    deleted: false,
    ...overrides,
  });
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return AuditEntrySchema.parse({
    id: 1,
    actor: overrides.actor ?? 'user:1',
    actor_detail: buildAuditActor(overrides.actor ?? 'user:1'),
    action: 'stock.set',
    entity: 'product',
    entity_id: 'EVL-12-D4',
    before: { tpa: 3, lv: 0 },
    after: { tpa: 5, lv: 0 },
    created_at: '2026-01-05T15:30:00.000Z',
    ...overrides,
  });
}

/** A request the handlers saw: method, path with query, headers and body. */
export type Seen = { method: string; url: URL; headers: Headers; body: unknown };

/** Records each request the handlers see. */
export function recorder() {
  const seen: Seen[] = [];
  const record = async (request: Request) => {
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
    return body as Record<string, unknown>;
  };
  return { seen, record };
}

/**
 * Serves the API keys endpoints over a list that creating and revoking change, and records each request.
 * The created key is `sk_` and 43 characters.
 */
export function serveApiKeys(initial: ApiKey[] = [buildApiKey()]) {
  let keys = [...initial];
  const { seen, record } = recorder();
  server.use(
    http.get('/api/admin/api-keys', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ keys });
    }),
    http.post('/api/admin/api-keys', async ({ request }) => {
      const body = await record(request);
      const created = buildApiKey({
        id: Math.max(0, ...keys.map((k) => k.id)) + 1,
        name: String(body.name),
        prefix: 'sk_NewKey12',
        scopes: body.scopes as ApiKey['scopes'],
        created_at: '2026-02-01T17:00:00.000Z',
      });
      keys = [created, ...keys];
      return HttpResponse.json({ ...created, key: NEW_KEY }, { status: 201 });
    }),
    http.post('/api/admin/api-keys/:id/revoke', async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      keys = keys.map((k) => (k.id === id ? { ...k, revoked_at: '2026-02-02T17:00:00.000Z' } : k));
      return HttpResponse.json(keys.find((k) => k.id === id));
    }),
  );
  return { seen };
}

export const NEW_KEY = `sk_NewKey12${'x'.repeat(35)}`;

/** Serves the audit log from a list (newest first), paged and filtered like the API, and its actors; records each read of the log. */
export function serveAuditLog(entries: AuditEntry[]) {
  const reads: URL[] = [];
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const url = new URL(request.url);
      reads.push(url);
      const entity = url.searchParams.get('entity');
      const entityId = url.searchParams.get('entity_id');
      const actor = url.searchParams.get('actor');
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '50');
      const matching = entries.filter(
        (e) =>
          (!entity || e.entity === entity) &&
          (!entityId || e.entity_id === entityId) &&
          (!actor || e.actor === actor),
      );
      return HttpResponse.json({
        entries: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
      });
    }),
    // Everyone with an entry, whoever acted last first (the entries are newest first).
    http.get('/api/admin/audit/actors', () =>
      HttpResponse.json({
        actors: [...new Map(entries.map((e) => [e.actor, e.actor_detail])).values()],
      }),
    ),
  );
  return { reads };
}

/**
 * The stock CSV endpoint as the API answers: `check(text)` gives the rows, changes and refused rows; a dry
 * run answers them, applying answers 400 CSV_INVALID (details.errors) when any row is refused. Records each
 * call's mode, headers and text.
 */
export function serveStockImport(check: (text: string) => Omit<StockImportResult, 'dryRun'>) {
  const calls: { dryRun: boolean; text: string; headers: Headers }[] = [];
  server.use(
    http.post('/api/admin/stock/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') !== '0';
      const text = await request.text();
      calls.push({ dryRun, text, headers: request.headers });
      const result = check(text);
      if (!dryRun && result.errors.length > 0)
        return HttpResponse.json(
          {
            error: {
              code: 'CSV_INVALID',
              message: `${result.errors.length} rows are refused; nothing was changed`,
              details: { errors: result.errors },
            },
          },
          { status: 400 },
        );
      return HttpResponse.json({ ...result, dryRun });
    }),
  );
  return { calls };
}

/**
 * A fake route's body parsed by the route's own schema (from the domain), or the 400 VALIDATION_FAILED the
 * API's error handler answers for it (each issue's path joined with dots): a fake takes no body the API refuses.
 */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | Response {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  return HttpResponse.json(
    { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details } },
    { status: 400 },
  );
}

/** An error answer in the API's shape. */
export const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });
