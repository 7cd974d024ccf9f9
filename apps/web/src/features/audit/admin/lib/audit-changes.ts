import { adminDateTime } from '../../../admin/lib/admin-date';

/**
 * What an audit entry changed, key by key: the keys of `before` and `after` whose values differ (an entry
 * that made something has only `after`, one that removed something only `before`). Values that are not
 * objects compare as one unnamed value.
 */
export type AuditChange = {
  key: string;
  kind: 'changed' | 'added' | 'removed';
  before: unknown;
  after: unknown;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const absent = (v: unknown) => v === null || v === undefined;
  if ((isRecord(before) || absent(before)) && (isRecord(after) || absent(after))) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((key): AuditChange[] => {
      const inBefore = key in b;
      const inAfter = key in a;
      if (inBefore && inAfter)
        return same(b[key], a[key]) ? [] : [{ key, kind: 'changed', before: b[key], after: a[key] }];
      return inAfter
        ? [{ key, kind: 'added', before: undefined, after: a[key] }]
        : [{ key, kind: 'removed', before: b[key], after: undefined }];
    });
  }
  return same(before, after) ? [] : [{ key: '', kind: 'changed', before, after }];
}

const MAX_VALUE_LENGTH = 80;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as one short line: a moment in the shop's time zone, other strings as they are, lists joined,
 * anything else as JSON; '—' for none.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && TIMESTAMP.test(value)) return adminDateTime(value) || value;
  if (Array.isArray(value) && value.length === 0) return '(none)';
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)
        ? value.map(String).join(', ')
        : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}
