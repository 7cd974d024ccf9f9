import { Link } from 'react-router';
import { formatMoney, warehouseStockKey, type AdminProductRow, type AdminStockState } from '@shop/domain';
import { useWarehouses } from '../../api/get-warehouses';
import { STOCK_LABELS, TYPE_LABELS } from '../lib/products-filter';
import { ColumnHeads } from '../../../admin/components/admin-ui';

const STOCK_TONES: Record<AdminStockState, string> = {
  in_stock: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  low: 'border-amber-300 bg-amber-50 text-amber-900',
  out: 'border-red-300 bg-red-50 text-red-800',
};

/** A stock state as a small coloured label (its words say it too). */
export function ProductStockBadge({ state }: { state: AdminStockState }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${STOCK_TONES[state]}`}
    >
      {STOCK_LABELS[state]}
    </span>
  );
}

const typeOf = (row: AdminProductRow): string =>
  row.is_parent ? 'Variant parent' : row.variant_parent_sku ? 'Variant' : TYPE_LABELS[row.product_type];

/**
 * Labels a cell shows before its value on a phone, where each row is a card; from 1024 px the table has its
 * column headings instead.
 */
const cellCls =
  'px-3 py-1 align-top lg:py-2.5 max-lg:grid max-lg:grid-cols-[6.5rem_minmax(0,1fr)] max-lg:gap-2 sm:max-lg:grid-cols-1 sm:max-lg:gap-0.5 max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:uppercase max-lg:before:tracking-wide max-lg:before:text-neutral-600 max-lg:before:content-[attr(data-label)]';

/**
 * A page of products: a table from 1024 px; below (a phone, a tablet beside the navigation) each row is a card (one markup for both, so a screen
 * reader meets the same table). The name links to the product's edit screen.
 */
export function ProductsTable({ products }: { products: AdminProductRow[] }) {
  const warehouses = useWarehouses();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Products</caption>
      <thead className="text-xs uppercase tracking-wide text-neutral-600 max-lg:sr-only lg:border-b lg:border-neutral-200 lg:bg-neutral-50">
        <ColumnHeads
          columns={[
            [<span className="sr-only">Picture</span>, 'w-16'],
            ['Product'],
            ['Type'],
            ['Price', 'lg:text-right'],
            ['Stock'],
            ['Status'],
          ]}
        />
      </thead>
      <tbody className="max-lg:grid max-lg:gap-3">
        {products.map((p) => (
          <tr
            key={p.id}
            className="max-lg:relative max-lg:grid sm:max-lg:grid-cols-2 max-lg:rounded-xl max-lg:border max-lg:border-neutral-200 max-lg:py-2 max-lg:pl-16 lg:border-b lg:border-neutral-100 lg:hover:bg-neutral-50"
          >
            <td className="px-3 py-2 max-lg:absolute max-lg:left-0 max-lg:top-2">
              {p.image ? (
                <img
                  src={p.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-12 rounded-md border border-neutral-200 bg-white object-contain"
                />
              ) : (
                <span className="block h-12 w-12 rounded-md border border-dashed border-neutral-300" />
              )}
            </td>
            <td className="px-3 py-1 align-top max-lg:col-span-full lg:py-2.5">
              <Link
                to={`/admin/products/${encodeURIComponent(p.sku)}`}
                className="font-semibold text-neutral-950 underline decoration-neutral-300 underline-offset-2 hover:text-red-700 hover:decoration-red-700"
              >
                {p.name}
              </Link>
              <span className="mt-0.5 block break-all font-mono text-xs text-neutral-600">{p.sku}</span>
            </td>
            <td data-label="Type" className={cellCls}>
              <span>
                {typeOf(p)}
                {p.variant_parent_sku && (
                  <span className="block font-mono text-xs text-neutral-600">of {p.variant_parent_sku}</span>
                )}
              </span>
            </td>
            <td data-label="Price" className={`${cellCls} tabular-nums lg:text-right`}>
              <span>
                {formatMoney(p.price)}
                {p.price_msrp > p.price && (
                  <span className="block text-xs text-neutral-600">MSRP {formatMoney(p.price_msrp)}</span>
                )}
              </span>
            </td>
            <td data-label="Stock" className={cellCls}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <ProductStockBadge state={p.stock.state} />
                <span className="whitespace-nowrap text-xs tabular-nums text-neutral-700">
                  {p.stock.total.toLocaleString('en-US')}
                  {!p.is_parent && (
                    <>
                      {' '}
                      (
                      {warehouses
                        .map((w) => `${w.code} ${p.stock[warehouseStockKey(w.code)].toLocaleString('en-US')}`)
                        .join(', ')}
                      )
                    </>
                  )}
                </span>
              </span>
            </td>
            <td data-label="Status" className={cellCls}>
              <span className="flex flex-wrap gap-1">
                <span className={p.enabled_on_site ? 'text-neutral-800' : 'font-semibold text-amber-900'}>
                  {p.enabled_on_site ? 'Shown' : 'Hidden'}
                </span>
                {p.discontinued && <span className="text-neutral-700">· Discontinued</span>}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
