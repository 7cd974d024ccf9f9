import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../test/server';
import { ApiError, getJson } from './api-client';

const Schema = z.object({ ok: z.boolean() });

describe('getJson', () => {
  it('parses an OK answer with the given schema', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: true, extra: 1 })));
    await expect(getJson('/api/thing', Schema)).resolves.toEqual({ ok: true });
  });

  it('throws an ApiError with "An error occurred while fetching the data.", the status and the error body', async () => {
    server.use(
      http.get('/api/thing', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, { status: 404 }),
      ),
    );
    const error = await getJson('/api/thing', Schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An error occurred while fetching the data.');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found' } });
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it("types its code as the domain's ErrorCode: a misspelt code does not compile (decision 084)", () => {
    const error = new ApiError(409, { error: { code: 'OUT_OF_STOCK', message: 'Sold out' } });
    expect(error.code === 'OUT_OF_STOCK').toBe(true);
    // @ts-expect-error 'OUT_OF_STOK' is no ErrorCode: the comparison has no overlap.
    expect(error.code === 'OUT_OF_STOK').toBe(false);
  });

  it('keeps the status when the error body is not JSON', async () => {
    server.use(http.get('/api/thing', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = (await getJson('/api/thing', Schema).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBeNull();
  });

  it('sends the front-end pathname as x-pathname when asked', async () => {
    window.history.pushState({}, '', '/products/skar-evl-12');
    let seen: string | null = null;
    server.use(
      http.get('/api/thing', ({ request }) => {
        seen = request.headers.get('x-pathname');
        return HttpResponse.json({ ok: true });
      }),
    );
    await getJson('/api/thing', Schema, { sendPathname: true });
    expect(seen).toBe('/products/skar-evl-12');
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ ok: 'yes' })));
    await expect(getJson('/api/thing', Schema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('parses with a schema picked from the lazily loaded response schemas, and rejects a wrong shape', async () => {
    const sale = { sale: null };
    server.use(http.get('/api/sales/active', () => HttpResponse.json(sale)));
    await expect(getJson('/api/sales/active', (d) => d.ActiveSaleResponseSchema)).resolves.toEqual(sale);
    server.use(http.get('/api/sales/active', () => HttpResponse.json({ sale: 'soon' })));
    await expect(getJson('/api/sales/active', (d) => d.ActiveSaleResponseSchema)).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});
