import { paginationItems } from '@shop/domain';

export type ReviewPaginationProps = {
  /** 0-based current page. */
  page: number;
  totalPages: number;
  neighbours: number;
  onPage: (page: number) => void;
};

const BASE =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition';
const IDLE = `${BASE} bg-white text-neutral-800 ring-1 ring-neutral-200 hover:text-red-700 hover:ring-red-600`;
const OFF = `${BASE} bg-neutral-100 text-neutral-500 ring-1 ring-neutral-200`;

/** Review list pages as buttons (page state, not the URL), with ellipses between distant pages. */
export function ReviewPagination({ page, totalPages, neighbours, onPage }: ReviewPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Review pages" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            className={page > 0 ? IDLE : OFF}
            disabled={page <= 0}
            onClick={() => onPage(page - 1)}
            aria-label="Previous page"
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {paginationItems(page, totalPages, neighbours).map((item, i) =>
          item === 'ellipsis' ? (
            <li
              key={`gap-${i}`}
              className="px-1 text-neutral-500"
              aria-hidden="true"
              data-testid="pagination-ellipsis"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item + 1}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
                className={item === page ? `${BASE} bg-red-600 text-white` : IDLE}
              >
                {item + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={page < totalPages - 1 ? IDLE : OFF}
            disabled={page >= totalPages - 1}
            onClick={() => onPage(page + 1)}
            aria-label="Next page"
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
