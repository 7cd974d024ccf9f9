import { auditChanges, auditValueText } from '../lib/audit-changes';

/**
 * An audit entry's before and after as a compact diff of the changed keys: `tpa 3 → 5`; what was made shows
 * its values, what was removed its old ones. A screen reader hears "from 3 to 5".
 */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-neutral-600">No change</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.key || '(value)'} className="break-words">
          {c.key && <code className="font-mono text-xs text-neutral-600">{c.key}</code>}{' '}
          {c.kind === 'changed' && (
            <>
              <span className="sr-only">from </span>
              <span className="text-neutral-600">{auditValueText(c.before)}</span>{' '}
              <span aria-hidden="true" className="text-neutral-500">
                →
              </span>
              <span className="sr-only"> to</span>{' '}
              <span className="font-semibold text-neutral-950">{auditValueText(c.after)}</span>
            </>
          )}
          {c.kind === 'added' && (
            <>
              <span className="sr-only">set to </span>
              <span className="text-neutral-900">{auditValueText(c.after)}</span>
            </>
          )}
          {c.kind === 'removed' && (
            <>
              <span className="text-neutral-600">{auditValueText(c.before)}</span>{' '}
              <span className="text-xs font-semibold uppercase text-neutral-600">removed</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
