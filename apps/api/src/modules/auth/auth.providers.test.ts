/**
 * GET /api/auth/providers advertises URLs a client follows: each one answers (decision 060). A URL that is an
 * API route of the auth table is called with its method (the sign-in callback signs in); any other is a page
 * of the shop, answered 200 with HTML.
 */
import { ProvidersResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, type MadeUser } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeWebDist } from '../../test/spa-fixture.js';
import { authTable } from './auth.routes.js';

describe('GET /api/auth/providers', () => {
  let t: TestApp;
  let user: MadeUser;
  beforeAll(async () => {
    t = await makeApp({ seed: false, webDistDir: makeWebDist() });
    user = await makeUser(t.db);
  });
  afterAll(() => t.close());

  const routeOf = (path: string) =>
    Object.values(authTable.routes).find((route) => `${authTable.mount}${route.path}` === path);

  it('advertises only URLs of the shop that answer', async () => {
    const providers = ProvidersResponseSchema.parse(
      (await request(t.app).get('/api/auth/providers').expect(200)).body,
    );
    const urls = Object.values(providers).flatMap((p) =>
      Object.entries(p).filter(([key]) => key.endsWith('Url')),
    );
    expect(urls.map(([key]) => key)).toEqual(['signinUrl', 'callbackUrl']);
    for (const [key, url] of urls) {
      const { origin, pathname } = new URL(url);
      expect(origin, key).toBe(t.config.publicUrl);
      const route = routeOf(pathname);
      if (route?.method === 'post') {
        const agent = request.agent(t.app);
        const csrfToken = await csrfOf(agent);
        const res = await agent
          .post(pathname)
          .send({ csrfToken, email: user.email, password: user.password, json: true, redirect: false });
        expect(res.status, `${key} ${pathname}`).toBe(200);
      } else {
        expect(route, `${key} ${pathname} is a page, not an API route`).toBeUndefined();
        const res = await request(t.app).get(pathname);
        expect(res.status, `${key} ${pathname}`).toBe(200);
        expect(res.headers['content-type'], key).toMatch(/^text\/html/);
      }
    }
  });
});
