import { Link } from 'react-router';
import type { z } from 'zod';
import type { AuditEntrySchema } from '@shop/domain';
import { AuditActorName } from './audit-actor';
import { AuditChanges } from './audit-changes';
import { DateTime } from '../../../admin/components/date-time';

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const headCls = 'py-2 pr-3 font-semibold';

/** The filter that shows one entity's whole history. */
export const entityHistoryPath = (entity: string, entityId: string) =>
  `/admin/audit?${new URLSearchParams({ entity, entity_id: entityId }).toString()}`;

/** The entity an entry changed, linked to its whole history. */
function EntityLink({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="text-xs text-neutral-600">{entry.entity} </span>
      <Link
        to={entityHistoryPath(entry.entity, entry.entity_id)}
        aria-label={`History of ${entry.entity} ${entry.entity_id}`}
        className="break-all font-semibold text-red-700 hover:underline"
      >
        {entry.entity_id}
      </Link>
    </>
  );
}

/**
 * Audit entries, newest first: when (New York time), who (an administrator's name and email, or an API key's
 * name; a link to everything they did), what they did, to what (a link to its whole history) and what
 * changed. Below 768 px who, what and the entity go under the time.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              When
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Who
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Action
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Entity
            </th>
            <th scope="col" className="py-2 font-semibold">
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-neutral-100 align-top last:border-0">
              <td className="py-2.5 pr-3 text-neutral-800 md:whitespace-nowrap">
                <DateTime value={e.created_at} />
                <span className="mt-1 block text-xs md:hidden">
                  <AuditActorName actor={e.actor_detail} />
                </span>
                <span className="block font-mono text-xs text-neutral-700 md:hidden">{e.action}</span>
                <span className="block md:hidden">
                  <EntityLink entry={e} />
                </span>
              </td>
              <td className="hidden max-w-[16rem] py-2.5 pr-3 text-sm text-neutral-800 md:table-cell">
                <AuditActorName actor={e.actor_detail} />
              </td>
              <td className="hidden whitespace-nowrap py-2.5 pr-3 font-mono text-xs text-neutral-800 md:table-cell">
                {e.action}
              </td>
              <td className="hidden py-2.5 pr-3 md:table-cell">
                <EntityLink entry={e} />
              </td>
              <td className="py-2.5">
                <AuditChanges before={e.before} after={e.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
