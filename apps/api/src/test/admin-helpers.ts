/** What the back office's HTTP tests share: an administrator's session write with its csrf token, keys, codes. */
import { CreatedApiKeySchema, ErrorBodySchema, type AdminScope } from '@shop/domain';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { RouteTable } from '../lib/route-table.js';
import { csrfOf, type Agent } from './auth-helpers.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const codeOf = (res: request.Response): string => ErrorBodySchema.parse(res.body).error.code;
export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** A session write with its csrf token (in the body; a DELETE's in X-CSRF-Token). */
export async function adminWrite(
  agent: Agent,
  method: Exclude<Method, 'get'>,
  url: string,
  body: object = {},
): Promise<request.Response> {
  const csrfToken = await csrfOf(agent);
  if (method === 'delete') return agent.delete(url).set('X-CSRF-Token', csrfToken);
  return agent[method](url).send({ ...body, csrfToken });
}

/** Creates one API key per entry (its name and single scope) through the administrator's session. */
export async function makeApiKeys<N extends string>(
  admin: Agent,
  scopes: Record<N, AdminScope>,
): Promise<Record<N, string>> {
  const keys = {} as Record<N, string>;
  for (const [name, scope] of Object.entries(scopes) as [N, AdminScope][]) {
    const res = await adminWrite(admin, 'post', '/api/admin/api-keys', { name, scopes: [scope] });
    keys[name] = CreatedApiKeySchema.parse(res.body).key;
  }
  return keys;
}

/** Every route of an admin table as a request: method, URL (each path parameter 1) and its scope. */
const routesOf = (table: RouteTable) =>
  Object.values(table.routes).map(
    (r) => [r.method as Method, `/api${r.path.replace(/:[a-zA-Z]+/g, '1')}`, r.security?.scope] as const,
  );

/** Every route refuses anonymous callers (401) and each of `agents` (403 FORBIDDEN: not administrators). */
export async function expectAdminOnly(app: Express, table: RouteTable, agents: readonly Agent[]) {
  for (const [method, url] of routesOf(table)) {
    expect((await request(app)[method](url).send({})).status, `${method} ${url}`).toBe(401);
    for (const agent of agents) {
      const res = await agent[method](url).send({});
      expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
    }
  }
}

/** Every route refuses (403 INSUFFICIENT_SCOPE) each key `keysWithout` names for its scope. */
export async function expectScoped(
  app: Express,
  table: RouteTable,
  keysWithout: (scope: string | null | undefined) => readonly string[],
) {
  for (const [method, url, scope] of routesOf(table)) {
    for (const key of keysWithout(scope)) {
      const res = await request(app)[method](url).set(bearer(key)).send({});
      expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
  }
}

/**
 * Every route of an admin route table refuses anonymous callers (401), the signed-in `agents` who are no
 * administrators (403 FORBIDDEN), and each key `wrongKeys(scope)` names (403 INSUFFICIENT_SCOPE). `params`
 * fills the paths' `:name` parameters.
 */
export async function expectAdminGuards(
  app: Parameters<typeof request>[0],
  table: RouteTable,
  opts: { agents: Agent[]; params: Record<string, string>; wrongKeys: (scope: string | null) => string[] },
): Promise<void> {
  for (const route of Object.values(table.routes)) {
    const method = route.method as Method;
    const url = `${table.mount}${route.path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => opts.params[name] ?? '1')}`;
    const where = `${method} ${url}`;
    expect((await request(app)[method](url).send({})).status, where).toBe(401);
    for (const agent of opts.agents) {
      const res = await agent[method](url).send({});
      expect([res.status, codeOf(res)], where).toEqual([403, 'FORBIDDEN']);
    }
    for (const key of opts.wrongKeys(route.security?.scope ?? null)) {
      const res = await request(app)[method](url).set(bearer(key)).send({});
      expect([res.status, codeOf(res)], where).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
  }
}
