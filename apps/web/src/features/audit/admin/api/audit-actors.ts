import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuditActorListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** GET /api/admin/audit/actors: everyone with an entry, whoever acted last first (an admin write refetches it). */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: [...AUDIT_LOG_KEY, 'actors'] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/audit/actors'), AuditActorListSchema, { signal }),
  });

export const useAuditActors = () => useQuery(auditActorsQueryOptions());
