import { fullDate, relativeDay } from '@shop/domain';

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  rejected: 'Rejected',
};
const STATUS_CLS: Record<string, string> = {
  paid: 'bg-sky-100 text-sky-900',
  shipped: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  refunded: 'bg-amber-100 text-amber-900',
  requested: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  received: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_CLS[status] ?? 'bg-neutral-100'}`}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** A date in America/New_York: relative wording within 7 days ('Today', '3 days ago'), else the full date. */
export function ShopDate({ value, now = new Date() }: { value: string; now?: Date }) {
  return (
    <time dateTime={value} title={fullDate(value)}>
      {relativeDay(value, now)}
    </time>
  );
}
