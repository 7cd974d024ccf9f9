import { Link } from 'react-router';
import type { AdminSale } from '@shop/domain';
import { percentText } from '../lib/sale-form';
import { DateTime } from '../../../admin/components/date-time';
import { dangerButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';
import { OrderButtons } from '../../../admin/components/sales-collections-order';

const badgeCls = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold';

/**
 * What the storefront makes of a sale now: shown (the first running sale), running but behind the one shown,
 * switched on but outside its period, or switched off.
 */
export function SaleState({
  sale,
  shownName,
  now,
}: {
  sale: AdminSale;
  shownName: string | null;
  now: Date;
}) {
  const { setting } = sale;
  if (sale.shownNow)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
        <span className={`${badgeCls} bg-emerald-100 text-emerald-800`}>Shown now</span>
        Running now: the storefront shows this sale.
      </p>
    );
  if (sale.runningNow)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
        <span className={`${badgeCls} bg-amber-100 text-amber-900`}>Running, not shown</span>
        {shownName ? `${shownName} comes first and is shown.` : 'Another sale comes first.'}
      </p>
    );
  if (setting.saleIsActive) {
    const starts = setting.saleStartsAt && Date.parse(setting.saleStartsAt) > now.getTime();
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
        <span className={`${badgeCls} bg-neutral-100 text-neutral-800`}>Active, not running</span>
        {starts ? (
          <span>
            Starts <DateTime value={setting.saleStartsAt!} />.
          </span>
        ) : (
          <span>
            Ended <DateTime value={setting.saleExpiresAt} />.
          </span>
        )}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800">
      <span className={`${badgeCls} border border-neutral-300 text-neutral-700`}>Inactive</span>
      Switched off: never shown.
    </p>
  );
}

function Period({ sale }: { sale: AdminSale }) {
  const { saleStartsAt, saleExpiresAt } = sale.setting;
  return (
    <span>
      {saleStartsAt ? (
        <>
          <DateTime value={saleStartsAt} /> to <DateTime value={saleExpiresAt} />
        </>
      ) : (
        <>
          Until <DateTime value={saleExpiresAt} />
        </>
      )}
    </span>
  );
}

/**
 * The stored sales in display order (the first running one is shown), each with its state, discount and
 * period, Move up and down, Edit, Activate or Deactivate, and Delete (which asks first).
 */
export function SalesList({
  sales,
  shownName,
  now,
  busy,
  onMove,
  onToggle,
  onDelete,
}: {
  sales: AdminSale[];
  shownName: string | null;
  now: Date;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onToggle: (sale: AdminSale) => void;
  onDelete: (sale: AdminSale) => void;
}) {
  return (
    <ol aria-label="Sales, in display order" className="grid gap-3">
      {sales.map((sale, index) => {
        const { setting } = sale;
        return (
          <li
            key={sale.id}
            aria-label={`${index + 1}. ${setting.name}`}
            className={`grid gap-3 rounded-xl border p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start ${
              sale.shownNow ? 'border-emerald-300 bg-emerald-50/40' : 'border-neutral-200'
            }`}
          >
            <div className="flex items-center gap-3 sm:flex-col sm:items-center">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-neutral-100 text-sm font-bold text-neutral-800"
              >
                {index + 1}
              </span>
              <OrderButtons
                name={setting.name}
                index={index}
                count={sales.length}
                disabled={busy}
                onMove={onMove}
              />
            </div>
            <div className="min-w-0">
              <h3 className="break-words text-base font-bold text-neutral-950">{setting.name}</h3>
              <div className="mt-1">
                <SaleState sale={sale} shownName={shownName} now={now} />
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-neutral-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-neutral-800">Discount</dt>
                <dd>
                  {percentText(setting.discountPercentage)}% off; daily deals{' '}
                  {percentText(setting.salePercentageDailyDeal)}% off
                </dd>
                <dt className="font-semibold text-neutral-800">Period</dt>
                <dd>
                  <Period sale={sale} />
                </dd>
                <dt className="font-semibold text-neutral-800">Title</dt>
                <dd className="break-words">{setting.saleTextSettings.normalSaleTitle}</dd>
              </dl>
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              <Link
                to={`/admin/sales/${sale.id}`}
                className={secondaryButtonCls}
                aria-label={`Edit ${setting.name}`}
              >
                Edit
              </Link>
              <button
                type="button"
                className={secondaryButtonCls}
                aria-label={`${setting.saleIsActive ? 'Deactivate' : 'Activate'} ${setting.name}`}
                disabled={busy}
                onClick={() => onToggle(sale)}
              >
                {setting.saleIsActive ? 'Deactivate' : 'Activate'}
              </button>
              <button
                type="button"
                className={`${dangerButtonCls} h-10`}
                aria-label={`Delete ${setting.name}`}
                onClick={() => onDelete(sale)}
              >
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
