import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../test/server';
import { ApiError, send } from './api-client';
import { fixedRoute } from './api-fixed-route';

const Schema = z.object({ ok: z.boolean() });

describe('send', () => {
  it('sends JSON for POST and parses the answer with the schema', async () => {
    let seen: { type: string | null; body: unknown } | null = null;
    server.use(
      http.post('/api/account/cards', async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true, extra: 1 });
      }),
    );
    await expect(send(fixedRoute('POST /api/account/cards'), { a: 1 }, Schema)).resolves.toEqual({
      ok: true,
    });
    expect(seen).toEqual({ type: 'application/json', body: { a: 1 } });
  });

  it('sends FormData as is', async () => {
    let name: FormDataEntryValue | null = null;
    server.use(
      http.put('/api/admin/settings', async ({ request }) => {
        name = (await request.formData()).get('name');
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.set('name', 'pat');
    await send(fixedRoute('PUT /api/admin/settings'), form, Schema);
    expect(name).toBe('pat');
  });

  it('fails with the status and the parsed error body', async () => {
    server.use(
      http.patch('/api/account/profile', () =>
        HttpResponse.json({ error: { code: 'CARD_DECLINED', message: 'Declined' } }, { status: 402 }),
      ),
    );
    const error = await send(fixedRoute('PATCH /api/account/profile'), {}, Schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).code).toBe('CARD_DECLINED');
    expect((error as ApiError).body?.error.message).toBe('Declined');
  });

  it('parses an empty answer as undefined', async () => {
    server.use(http.delete('/api/cookies', () => new HttpResponse(null, { status: 204 })));
    await expect(
      send(fixedRoute('DELETE /api/cookies'), { cookieNames: [] }, z.undefined()),
    ).resolves.toBeUndefined();
  });
});
