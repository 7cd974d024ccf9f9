import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { CSRF } from '../../../../test/account-factories';
import { importCatalogCsv, type CatalogImportProgress } from './products-import';

/**
 * An XMLHttpRequest whose answer arrives in parts, as a browser reads a streamed one (the test server's own
 * XMLHttpRequest hands over the whole answer at once).
 */
class StreamingXhr {
  static parts: string[] = [];
  static contentType = 'application/x-ndjson; charset=utf-8';
  static sent: { headers: Record<string, string>; body: unknown; url: string } | null = null;
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private headers: Record<string, string> = {};
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? StreamingXhr.contentType : null;
  }
  send(body: unknown) {
    StreamingXhr.sent = { headers: this.headers, body, url: this.url };
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    this.status = 200;
    for (const part of StreamingXhr.parts) {
      this.responseText += part;
      this.onprogress?.();
    }
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('importCatalogCsv', () => {
  it('reports the upload, then each progress line as it arrives, even split across parts, and resolves with the result', async () => {
    server.use(http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: CSRF })));
    vi.stubGlobal('XMLHttpRequest', StreamingXhr);
    StreamingXhr.parts = [
      '{"progress":{"phase":"reading","done":1000,"total":2000}}\n{"progress":{"pha',
      'se":"checking","done":2000,"total":2000}}\n',
      '{"result":{"dryRun":false,"rows":2000,"creates":1,"updates":2,"unchanged":1997,"errors":[]}}\n',
    ];
    const seen: CatalogImportProgress[] = [];
    const result = await importCatalogCsv({
      text: 'sku\nA\n',
      dryRun: false,
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toEqual([
      { phase: 'uploading', done: 5, total: 10 },
      { phase: 'reading', done: 1000, total: 2000 },
      { phase: 'checking', done: 2000, total: 2000 },
    ]);
    expect(result).toEqual({
      dryRun: false,
      rows: 2000,
      creates: 1,
      updates: 2,
      unchanged: 1997,
      errors: [],
    });
    expect(StreamingXhr.sent).toEqual({
      url: '/api/admin/products/import?dryRun=0',
      body: 'sku\nA\n',
      headers: {
        accept: 'application/x-ndjson, application/json;q=0.5',
        'content-type': 'text/csv',
        'x-csrf-token': CSRF,
      },
    });
  });

  it('throws the error line as an ApiError, with its refused rows', async () => {
    server.use(http.get('/api/auth/csrf', () => HttpResponse.json({ csrfToken: CSRF })));
    vi.stubGlobal('XMLHttpRequest', StreamingXhr);
    const errors = [{ row: 2, sku: 'A', message: 'price: a price in dollars' }];
    StreamingXhr.parts = [
      `${JSON.stringify({ error: { code: 'CSV_INVALID', message: 'refused', details: { errors } } })}\n`,
    ];
    await expect(importCatalogCsv({ text: 'sku\nA\n', dryRun: false })).rejects.toMatchObject({
      status: 400,
      code: 'CSV_INVALID',
      body: { error: { details: { errors } } },
    });
  });
});
