import type { z } from 'zod';
import { ErrorBodySchema } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import type { ApiRoute } from '../../../lib/api-route';

/** How much of a request's body has gone up: a fraction from 0 to 1 (null while the size is not known). */
export type UploadProgress = { sent: number; total: number };

/**
 * A request whose upload reports its progress (fetch cannot: XMLHttpRequest's upload events can). The answer is
 * parsed with `schema`; a refusal throws an ApiError with the API's error body, as the shop's api client does; a
 * lost connection throws a TypeError, an abort an AbortError.
 */
export function sendWithProgress<S extends z.ZodType>(options: {
  /** The API route (lib/api-route.ts), its method and URL. */
  route: ApiRoute<'POST' | 'PUT' | 'PATCH'>;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  schema: S;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.route.method, options.route.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    const report = options.onProgress;
    if (report) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) report({ sent: e.loaded, total: e.total });
      };
      xhr.upload.onload = () => report({ sent: 1, total: 1 });
    }
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.onerror = () => {
      done();
      reject(new TypeError('The connection was lost'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was stopped', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      let json: unknown = null;
      try {
        json = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = options.schema.safeParse(json);
        if (parsed.success) resolve(parsed.data);
        else reject(parsed.error);
        return;
      }
      const error = ErrorBodySchema.safeParse(json);
      reject(new ApiError(xhr.status, error.success ? error.data : null));
    };
    xhr.send(options.body);
  });
}
