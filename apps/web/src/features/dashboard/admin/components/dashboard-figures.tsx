import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard, DashboardDay } from '@shop/domain';
import { moneyOfCents } from '../../../orders/admin/lib/order-labels';
import {
  RETURNS_REQUESTED_PATH,
  REVIEWS_PENDING_PATH,
  WAITING_TO_SHIP_PATH,
  dayName,
  ordersPlacedPath,
  stockPath,
} from '../lib/dashboard-links';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * One figure: its name, the number and a line under it; the whole card leads to the list it counts (spaces between
 * the parts, so that the link's name reads as words).
 */
function FigureLink({
  to,
  label,
  value,
  note,
  alert = false,
}: {
  to: string;
  label: string;
  value: string;
  note: ReactNode;
  alert?: boolean;
}) {
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-4 transition hover:border-red-300 hover:bg-neutral-50"
      >
        <span className="text-sm font-semibold text-neutral-700">{label}</span>{' '}
        <span
          className={`mt-1 text-3xl font-extrabold tabular-nums ${alert ? 'text-red-700' : 'text-neutral-950'}`}
        >
          {value}
        </span>{' '}
        <span className="mt-1 text-xs text-neutral-600">{note}</span>
      </Link>
    </li>
  );
}

/** Today's and this week's orders and revenue. */
export function SalesFigures({ data }: { data: AdminDashboard }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      <FigureLink
        to={ordersPlacedPath(data.today.day)}
        label="Orders today"
        value={count(data.today.orders)}
        note={`${moneyOfCents(data.today.revenue_cents)} revenue`}
      />
      <FigureLink
        to={ordersPlacedPath(data.week.from, data.week.to)}
        label="Orders this week"
        value={count(data.week.orders)}
        note={`${moneyOfCents(data.week.revenue_cents)} revenue since ${dayName(data.week.from)}`}
      />
    </ul>
  );
}

/** What waits for someone: orders to ship, returns and reviews to answer, stock to order. */
export function WaitingFigures({ data }: { data: AdminDashboard }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FigureLink
        to={WAITING_TO_SHIP_PATH}
        label="Waiting to ship"
        value={count(data.waiting_to_ship)}
        note="Paid orders not shipped yet"
        alert={data.waiting_to_ship > 0}
      />
      <FigureLink
        to={RETURNS_REQUESTED_PATH}
        label="Returns to answer"
        value={count(data.returns_requested)}
        note="Requested by shoppers"
        alert={data.returns_requested > 0}
      />
      {data.reviews_pending !== null && (
        <FigureLink
          to={REVIEWS_PENDING_PATH}
          label="Reviews to check"
          value={count(data.reviews_pending)}
          note="Held for approval"
          alert={data.reviews_pending > 0}
        />
      )}
      {data.stock && (
        <FigureLink
          to={stockPath('low')}
          label="Low on stock"
          value={count(data.stock.low)}
          note={`Products with fewer than ${data.stock.threshold} units`}
        />
      )}
      {data.stock && (
        <FigureLink
          to={stockPath('out')}
          label="Out of stock"
          value={count(data.stock.out)}
          note="Products with no units on hand"
          alert={data.stock.out > 0}
        />
      )}
    </ul>
  );
}

/** The chart's figures as a table, newest first, each day leading to its orders. */
export function DaysTable({ days }: { days: readonly DashboardDay[] }) {
  const headCls = 'py-2 pr-3 font-semibold';
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders and revenue of each of the last 14 days, newest first</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Day
            </th>
            <th scope="col" className={`${headCls} text-right`}>
              Orders
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day} className="border-b border-neutral-100 last:border-0">
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link to={ordersPlacedPath(d.day)} className="font-semibold text-red-700 hover:underline">
                  {dayName(d.day)}
                </Link>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{count(d.orders)}</td>
              <td className="py-2 text-right tabular-nums">{moneyOfCents(d.revenue_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
