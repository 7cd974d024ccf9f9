import { Link } from 'react-router';
import { auditActorLabel, type AuditActor } from '@shop/domain';

/** The filter that shows everything one actor did. */
export const actorHistoryPath = (ref: string) =>
  `/admin/audit?${new URLSearchParams({ actor: ref }).toString()}`;

const tagCls = 'ml-1 whitespace-nowrap rounded-full px-1.5 py-0.5 text-[11px] font-semibold';

/**
 * Who made a change: an administrator's name (a link to everything they did) and email, or an API key's name
 * marked as a key; a revoked key and a deleted account or key say so.
 */
export function AuditActorName({ actor }: { actor: AuditActor }) {
  const label = auditActorLabel(actor);
  const name = actor.kind === 'api-key' && !actor.deleted ? (actor.name ?? String(actor.id)) : label;
  return (
    <span className="block min-w-0">
      <span className="block">
        <Link
          to={actorHistoryPath(actor.ref)}
          aria-label={`Everything by ${label}`}
          className="break-words font-semibold text-neutral-900 hover:underline"
        >
          {name}
        </Link>
        {actor.kind === 'api-key' && !actor.deleted && (
          <span className={`${tagCls} bg-sky-100 text-sky-900`}>API key</span>
        )}
        {actor.revoked && <span className={`${tagCls} bg-neutral-200 text-neutral-800`}>Revoked</span>}
      </span>
      {actor.kind === 'user' && actor.email && actor.name && (
        <span className="block break-all text-xs text-neutral-700">{actor.email}</span>
      )}
    </span>
  );
}
