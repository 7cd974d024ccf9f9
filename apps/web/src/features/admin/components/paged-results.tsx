import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { ResultsCount } from './results-count';

/**
 * A page of a list read through the URL: "1–50 of 1,204 orders" above it, the last page dimmed while the next
 * one loads (keepPreviousData), and the pages below.
 */
export function PagedResults({
  page,
  pageSize,
  shown,
  total,
  noun,
  loading,
  hrefFor,
  children,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  noun: [string, string];
  loading: boolean;
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  return (
    <div aria-busy={loading || undefined}>
      <ResultsCount
        page={page}
        pageSize={pageSize}
        shown={shown}
        total={total}
        noun={noun}
        loading={loading}
      />
      <div className={loading ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        neighbours={1}
        hrefFor={hrefFor}
      />
    </div>
  );
}
