import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CsvRowErrorSchema,
  ErrorBodySchema,
  StockImportResultSchema,
  type CsvRowError,
  type StockImportResult,
} from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/**
 * POST /api/admin/stock/import?dryRun=1|0 with the CSV's text as the body (`text/csv`, the csrf token in the
 * `x-csrf-token` header: there is no JSON body to carry it). A dry run writes nothing and answers every
 * refused row in `errors`; applying is all or none. A refusal (no header row, too many rows, refused rows
 * when applying, no session) throws an ApiError.
 */
export async function importStockCsv(text: string, dryRun: boolean): Promise<StockImportResult> {
  const to = route('POST /api/admin/stock/import', { dryRun: dryRun ? '1' : '0' });
  const res = await fetch(to.url, {
    method: to.method,
    headers: {
      accept: 'application/json',
      'content-type': 'text/csv',
      'x-csrf-token': await getCsrfToken(),
    },
    body: text,
    credentials: 'same-origin',
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return StockImportResultSchema.parse(json);
  const error = ErrorBodySchema.safeParse(json);
  throw new ApiError(res.status, error.success ? error.data : null);
}

const RefusedRowsSchema = z.object({ errors: z.array(CsvRowErrorSchema).min(1) });

/** The refused rows of an import that was not applied (400 CSV_INVALID, details.errors); null for any other error. */
export function refusedRows(error: unknown): CsvRowError[] | null {
  if (!(error instanceof ApiError) || error.code !== 'CSV_INVALID') return null;
  const details = RefusedRowsSchema.safeParse(error.body?.error.details);
  return details.success ? details.data.errors : null;
}

/** The import's two steps; an applied import is audited, so the audit log refetches. */
export function useImportStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, dryRun }: { text: string; dryRun: boolean }) => importStockCsv(text, dryRun),
    onSuccess: (result) => {
      if (!result.dryRun) return queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY });
    },
  });
}
