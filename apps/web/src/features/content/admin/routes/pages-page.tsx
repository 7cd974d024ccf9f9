import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  primaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { DateTime } from '../../../admin/components/date-time';
import { adminPagesQueryOptions, useAdminPages } from '../api/pages';

/** /admin/pages: prefetches the list for an administrator. */
export const pagesLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(adminPagesQueryOptions()));

const cellCls = 'px-3 py-2 text-left align-top';

/**
 * The shop's content pages (decision 081): About, FAQ, the policies and the merchant's own, written in
 * Markdown. Each links to its editor; a draft is nobody's page until it is published.
 */
export function PagesPage() {
  const { data, isPending, isError, error, refetch } = useAdminPages();
  return (
    <AdminPage
      title="Pages"
      intro="Content pages written in Markdown: the built-in About, FAQ and policy pages, and any page you add at /pages/your-address. Published pages are in the sitemap."
    >
      <div>
        <Link to="/admin/pages/new" className={primaryButtonCls}>
          New page
        </Link>
      </div>
      <AdminPanel id="pages-list" title="All pages">
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading pages…</p>
        ) : isError ? (
          <LoadError error={error} what="the pages" onRetry={() => void refetch()} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
                <tr>
                  <th scope="col" className={cellCls}>
                    Title
                  </th>
                  <th scope="col" className={`${cellCls} hidden md:table-cell`}>
                    Address
                  </th>
                  <th scope="col" className={cellCls}>
                    Status
                  </th>
                  <th scope="col" className={`${cellCls} hidden xl:table-cell`}>
                    Last edited
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {data.pages.map((p) => (
                  <tr key={p.slug}>
                    <td className={cellCls}>
                      <Link to={`/admin/pages/${p.slug}`} className={textLinkCls}>
                        {p.title}
                      </Link>
                      {p.builtIn && <span className="ml-2 text-xs text-neutral-600">Built-in</span>}
                      {/* On a narrow screen the address sits under the title, its column hidden. */}
                      <span className="mt-1 block break-all text-xs text-neutral-600 md:hidden">
                        {p.path}
                      </span>
                    </td>
                    <td className={`${cellCls} hidden break-all text-neutral-700 md:table-cell`}>{p.path}</td>
                    <td className={`${cellCls} whitespace-nowrap`}>
                      {p.published ? (
                        <span className="font-semibold text-emerald-800">Published</span>
                      ) : (
                        <span className="font-semibold text-neutral-600">Draft</span>
                      )}
                    </td>
                    <td className={`${cellCls} hidden text-neutral-700 xl:table-cell`}>
                      {p.updatedAt ? <DateTime value={p.updatedAt} /> : 'Never (default text)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
