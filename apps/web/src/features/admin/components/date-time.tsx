import { adminDateTime } from '../lib/admin-date';

/** A moment to the minute in the shop's time zone (New York), machine-readable too. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{adminDateTime(value)}</time>;
}
