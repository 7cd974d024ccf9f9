import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CatalogImportResultSchema,
  CatalogImportStreamLineSchema,
  ErrorBodySchema,
  type CatalogImportResult,
  type CatalogImportStreamLine,
} from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { PRODUCTS_KEY } from './products-list';

const NDJSON = 'application/x-ndjson';

/** Where an import is: the file going up, then the shop reading, checking and writing its rows. */
export type CatalogImportProgress = {
  phase: 'uploading' | 'reading' | 'checking' | 'writing';
  /** Bytes sent (uploading) or rows done, of `total`. */
  done: number;
  total: number;
};

export type CatalogImportStep = {
  text: string;
  dryRun: boolean;
  onProgress?: (progress: CatalogImportProgress) => void;
};

/**
 * POST /api/admin/products/import?dryRun=1|0 with the CSV's text as the body (`text/csv`, the csrf token in the
 * `x-csrf-token` header: there is no JSON body to carry it), through XMLHttpRequest, whose upload reports its
 * progress. It asks for the answer as NDJSON: the shop then reports its own progress (reading, checking, writing
 * the rows) a line at a time, then the result or the error; a plain JSON answer is read too. A dry run writes
 * nothing and names every refused row in `errors`; applying writes nothing when a row is refused (CSV_INVALID
 * with details.errors), else writes in batches (decision 065: a 409 names the rows applied before a clash),
 * thrown as an ApiError like any refusal.
 */
export async function importCatalogCsv({
  text,
  dryRun,
  onProgress,
}: CatalogImportStep): Promise<CatalogImportResult> {
  const csrf = await getCsrfToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const to = route('POST /api/admin/products/import', { dryRun: dryRun ? '1' : '0' });
    xhr.open(to.method, to.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', `${NDJSON}, application/json;q=0.5`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ phase: 'uploading', done: e.loaded, total: e.total });
    };

    // The stream's complete lines, read as they arrive.
    let read = 0;
    let last: CatalogImportStreamLine | null = null;
    const streaming = () => (xhr.getResponseHeader('content-type') ?? '').startsWith(NDJSON);
    const readLines = () => {
      if (!streaming()) return;
      const body = xhr.responseText;
      let end = body.indexOf('\n', read);
      while (end >= 0) {
        const parsed = CatalogImportStreamLineSchema.safeParse(JSON.parse(body.slice(read, end)) as unknown);
        read = end + 1;
        end = body.indexOf('\n', read);
        if (!parsed.success) continue;
        last = parsed.data;
        if ('progress' in parsed.data) onProgress?.(parsed.data.progress);
      }
    };
    xhr.onprogress = readLines;
    xhr.onerror = () => reject(new TypeError('The connection was lost'));
    xhr.onload = () => {
      try {
        if (streaming()) {
          readLines();
          const end: CatalogImportStreamLine | null = last;
          if (end && 'result' in end) resolve(end.result);
          else if (end && 'error' in end) reject(new ApiError(400, { error: end.error }));
          else reject(new TypeError('The answer ended early'));
          return;
        }
        const json: unknown = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(CatalogImportResultSchema.parse(json));
          return;
        }
        const error = ErrorBodySchema.safeParse(json);
        reject(new ApiError(xhr.status, error.success ? error.data : null));
      } catch (err) {
        reject(xhr.status >= 400 ? new ApiError(xhr.status, null) : err);
      }
    };
    xhr.send(text);
  });
}

/** The import's two steps; an applied import changes products and is audited, so they refetch. */
export function useImportCatalog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogCsv,
    onSuccess: async (result) => {
      if (result.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]);
    },
  });
}
