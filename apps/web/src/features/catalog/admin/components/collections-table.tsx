import { Link } from 'react-router';
import type { AdminCollection } from '@shop/domain';

const headCls = 'py-2 pr-3 font-semibold';
const flagCls =
  'whitespace-nowrap rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-800';

function Flags({ collection }: { collection: AdminCollection }) {
  const flags = [collection.hide_pricing && 'Hides pricing', collection.is_daily_deal && 'Daily deal'].filter(
    (f): f is string => typeof f === 'string',
  );
  if (flags.length === 0) return null;
  return (
    <ul aria-label={`Flags of ${collection.title}`} className="flex flex-wrap gap-1">
      {flags.map((f) => (
        <li key={f} className={flagCls}>
          {f}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every collection, each sub-collection under its parent: title (a link to edit it), page path, product
 * count and flags. On a phone the path and flags go under the title.
 */
export function CollectionsTable({ collections }: { collections: AdminCollection[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Collections</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Collection
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Page
            </th>
            <th scope="col" className={`${headCls} text-right`}>
              Products
            </th>
            <th scope="col" className={`${headCls} hidden sm:table-cell`}>
              Flags
            </th>
          </tr>
        </thead>
        <tbody>
          {collections.map((c) => (
            <tr key={c.id} className="border-b border-neutral-100 align-top last:border-0">
              <th scope="row" className={`py-2.5 pr-3 font-normal ${c.parent_id ? 'pl-5' : ''}`}>
                {c.parent_id !== null && (
                  <span aria-hidden="true" className="-ml-4 mr-1 text-neutral-500">
                    ↳
                  </span>
                )}
                <Link
                  to={`/admin/collections/${c.id}`}
                  className="font-semibold text-neutral-950 underline decoration-neutral-300 underline-offset-2 hover:text-red-700 hover:decoration-red-700"
                >
                  {c.title}
                </Link>
                <span className="block break-all font-mono text-xs text-neutral-700 md:hidden">
                  /collections/{c.full_handle}
                </span>
                <span className="mt-1 block sm:hidden">
                  <Flags collection={c} />
                </span>
              </th>
              <td className="hidden break-all py-2.5 pr-3 font-mono text-xs text-neutral-700 md:table-cell">
                /collections/{c.full_handle}
              </td>
              <td className="py-2.5 pr-3 text-right tabular-nums text-neutral-800">{c.product_count}</td>
              <td className="hidden py-2.5 pr-3 sm:table-cell">
                <Flags collection={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
