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
    await expect(send(fixedRoute('POST /api/account/cards'), { token: 'tok_1' }, Schema)).resolves.toEqual({
      ok: true,
    });
    expect(seen).toEqual({ type: 'application/json', body: { token: 'tok_1' } });
  });

  it("types the body by the route's operation (decision 085): a wrong shape fails tsc", () => {
    // Never sent: the calls below are for the type check only.
    const typeChecked = () => [
      // @ts-expect-error the saved card's body needs its token
      send(fixedRoute('POST /api/account/cards'), { a: 1 }, Schema),
      // @ts-expect-error a JSON route takes no FormData
      send(fixedRoute('POST /api/account/cards'), new FormData(), Schema),
      // @ts-expect-error a multipart route takes FormData
      send(fixedRoute('POST /api/admin/sales/pictures'), { token: 'x' }, Schema),
      // @ts-expect-error a route without a body takes none
      send(fixedRoute('POST /api/auth/_log'), { token: 'x' }, Schema),
    ];
    expect(typeof typeChecked).toBe('function');
  });

  it('sends FormData as is', async () => {
    let name: FormDataEntryValue | null = null;
    server.use(
      http.post('/api/admin/sales/pictures', async ({ request }) => {
        name = (await request.formData()).get('name');
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.set('name', 'pat');
    await send(fixedRoute('POST /api/admin/sales/pictures'), form, Schema);
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
