/** "1–25 of 1,204 customers" above a page of results (or "Loading…" while the next page comes). */
export function ResultsCount({
  page,
  pageSize,
  shown,
  total,
  noun,
  loading,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  noun: [string, string];
  loading: boolean;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    <p className="mb-3 text-sm text-neutral-700" aria-live="polite">
      {loading ? 'Loading…' : `${n(first)}–${n(last)} of ${n(total)} ${total === 1 ? noun[0] : noun[1]}`}
    </p>
  );
}
