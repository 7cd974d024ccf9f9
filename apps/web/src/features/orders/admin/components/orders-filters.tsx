import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ORDER_STAGES } from '@shop/domain';
import type { OrdersFilter } from '../api/orders';
import { STAGE_LABELS } from '../lib/order-labels';
import { primaryButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';

const fieldCls =
  'mt-1 h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus:border-red-600 focus:outline-none focus:ring-2 focus:ring-red-600/30';
const labelCls = 'block text-sm font-semibold text-neutral-800';

/**
 * The order list's filters as one form: status, dealer or retail, placed from and to (New York days), the
 * buyer's email and the order number. Applying sends them to the URL, which is the list's state.
 */
export function OrdersFilters({
  filter,
  onApply,
}: {
  filter: OrdersFilter;
  onApply: (next: Omit<OrdersFilter, 'page'>) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onApply({
      status: text('status') as OrdersFilter['status'],
      channel: text('channel') as OrdersFilter['channel'],
      from: text('from'),
      to: text('to'),
      email: text('email'),
      order: text('order'),
    });
  };
  const any = Object.entries(filter).some(([k, v]) => k !== 'page' && v !== '');
  return (
    <form
      key={JSON.stringify(filter)}
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div>
        <label htmlFor={`${id}-status`} className={labelCls}>
          Status
        </label>
        <select id={`${id}-status`} name="status" defaultValue={filter.status} className={fieldCls}>
          <option value="">Any status</option>
          {ORDER_STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-channel`} className={labelCls}>
          Dealer or retail
        </label>
        <select id={`${id}-channel`} name="channel" defaultValue={filter.channel} className={fieldCls}>
          <option value="">Both</option>
          <option value="dealer">Dealer orders</option>
          <option value="retail">Retail orders</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-order`} className={labelCls}>
          Order number
        </label>
        <input
          id={`${id}-order`}
          name="order"
          defaultValue={filter.order}
          placeholder="SA-000123"
          autoComplete="off"
          className={fieldCls}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={labelCls}>
          Buyer's email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          defaultValue={filter.email}
          autoComplete="off"
          className={fieldCls}
        />
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelCls}>
          Placed from
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from} className={fieldCls} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelCls}>
          Placed to
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to} className={fieldCls} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={primaryButtonCls}>
          Show orders
        </button>
        {any && (
          <Link to="/admin/orders" className={secondaryButtonCls}>
            Clear filters
          </Link>
        )}
        <p className="text-xs text-neutral-600">
          Days are New York days. The email must be the whole address.
        </p>
      </div>
    </form>
  );
}
