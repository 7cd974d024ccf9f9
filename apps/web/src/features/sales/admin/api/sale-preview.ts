import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SalePreviewSchema, type SaleSettingInput } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { SALES_KEY } from './sales-list';

/** How long the form must rest before the preview is asked for again. */
export const SALE_PREVIEW_DEBOUNCE_MS = 400;

export type SalePreviewRequest = { sale: SaleSettingInput; id?: number; skus: string[] };

/**
 * POST /api/admin/sales/preview with the csrf token: what the storefront would show with an unsaved setting
 * (as an edit of sale `id`, else as a new sale placed last), and each sku's price while it is shown. It
 * stores nothing, so it is a query: the same form asks once.
 */
export const salePreviewQueryOptions = (request: SalePreviewRequest) =>
  queryOptions({
    queryKey: [...SALES_KEY, 'preview', request] as const,
    queryFn: async ({ signal }) =>
      api.send(
        fixedRoute('POST /api/admin/sales/preview'),
        { ...request, csrfToken: await getCsrfToken() },
        SalePreviewSchema,
        { signal },
      ),
    staleTime: 30_000,
  });

/** The text once it has stopped changing for `ms`. */
function useSettled(text: string | null, ms: number): string | null {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The preview of the form as it is, asked for once it has rested SALE_PREVIEW_DEBOUNCE_MS; null while the
 * form cannot be previewed. The last preview stays shown while the next one loads (`isPlaceholderData`).
 */
export function useSalePreview(request: SalePreviewRequest | null) {
  const current = request === null ? null : JSON.stringify(request);
  const settled = useSettled(current, SALE_PREVIEW_DEBOUNCE_MS);
  const asked = settled === null ? null : (JSON.parse(settled) as SalePreviewRequest);
  const query = useQuery({
    ...salePreviewQueryOptions(asked ?? { sale: {} as SaleSettingInput, skus: [] }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  /** The form has changed since the preview shown was asked for. */
  const waiting = current !== null && current !== settled;
  return { ...query, waiting };
}
