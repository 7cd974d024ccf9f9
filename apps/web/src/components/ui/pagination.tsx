import { Link } from 'react-router';

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** Builds the link for a page number (keeps other query parameters). */
  hrefFor: (page: number) => string;
  /** Pages shown on each side of the current one before an ellipsis. */
  neighbours?: number;
};

function pageList(page: number, total: number, neighbours: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - page) <= neighbours) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

export function Pagination({ page, totalPages, hrefFor, neighbours = 3 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition';
  const idle = `${base} bg-white text-neutral-800 ring-1 ring-neutral-200 hover:ring-red-600 hover:text-red-600`;
  const disabled = `${base} bg-neutral-100 text-neutral-400 ring-1 ring-neutral-200`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={idle} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageList(page, totalPages, neighbours).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-400">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={p === page ? `${base} bg-red-600 text-white` : idle}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={idle} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
