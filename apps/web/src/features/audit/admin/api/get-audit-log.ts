import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** Entries per page of the audit log screen. */
export const AUDIT_PAGE_SIZE = 25;

/** What the audit log screen shows: one entity (or all), one entity id (or all), one actor (or all), a page. */
export type AuditFilter = { entity: string; entityId: string; actor: string; page: number };

/** The screen's filter from its URL (`?entity=&entity_id=&actor=&page=`); a page that is not a whole number is 1. */
export function auditFilterOf(search: URLSearchParams): AuditFilter {
  const page = Number(search.get('page') ?? '1');
  return {
    entity: (search.get('entity') ?? '').trim(),
    entityId: (search.get('entity_id') ?? '').trim(),
    actor: (search.get('actor') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** GET /api/admin/audit, newest first, filtered by entity, entity id and actor; the last page stays shown while the next loads. */
export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, filter] as const,
    queryFn: ({ signal }) =>
      api.get(
        route('GET /api/admin/audit', {
          page: filter.page,
          pageSize: AUDIT_PAGE_SIZE,
          entity: filter.entity || undefined,
          entity_id: filter.entityId || undefined,
          actor: filter.actor || undefined,
        }),
        AuditListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
