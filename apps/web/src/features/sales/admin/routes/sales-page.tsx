import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminSale } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { useSetSaleActive } from '../api/sale-activation';
import { useDeleteSale } from '../api/sale-delete';
import { salesQueryOptions, useSales } from '../api/sales-list';
import { useOrderSales } from '../api/sales-order';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { moveItem } from '../../../admin/components/sales-collections-order';
import { SalesList } from '../components/sales-list';

/** /admin/sales: prefetches the sales for an administrator. */
export const salesLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(salesQueryOptions()));

type Message = { tone: 'success' | 'error'; text: string };

/**
 * /admin/sales (decision 044): the stored sales in display order; the first running one is the sale
 * the storefront shows. Reorder them, switch one on or off, delete one (after a question), or make a new one.
 */
export function SalesPage() {
  const { data, isPending, isError, error, refetch } = useSales();
  const order = useOrderSales();
  const toggle = useSetSaleActive();
  const remove = useDeleteSale();
  const [message, setMessage] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<AdminSale | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(0);
  const [now] = useState(() => new Date());

  // A deleted sale's row goes with its buttons: focus goes to the list and its message instead.
  useEffect(() => {
    if (focusList > 0) listHeading.current?.focus();
  }, [focusList]);

  const sales = data?.sales ?? [];

  const onMove = (from: number, to: number) => {
    const moved = sales[from];
    if (!moved) return;
    const ids = moveItem(sales, from, to).map((s) => s.id);
    setMessage({
      tone: 'success',
      text: `${moved.setting.name} moved to place ${to + 1} of ${sales.length}.`,
    });
    order.mutate(ids, {
      onError: (err) =>
        setMessage({
          tone: 'error',
          text: adminErrorMessage(err, 'The new order could not be saved. Please try again.'),
        }),
    });
  };

  const onToggle = (sale: AdminSale) => {
    const active = !sale.setting.saleIsActive;
    setMessage(null);
    toggle.mutate(
      { id: sale.id, active },
      {
        onSuccess: (saved) =>
          setMessage({
            tone: 'success',
            text: active
              ? saved.runningNow
                ? `Activated ${saved.setting.name}: it runs now.`
                : `Activated ${saved.setting.name}: it runs inside its period.`
              : `Deactivated ${saved.setting.name}: the storefront no longer shows it.`,
          }),
        onError: (err) =>
          setMessage({
            tone: 'error',
            text: adminErrorMessage(err, `${sale.setting.name} could not be changed. Please try again.`),
          }),
      },
    );
  };

  return (
    <AdminPage
      title="Sales"
      intro={
        <>
          The storefront shows the first sale in this list that is active and inside its period: its banner,
          badge, countdown and sale prices. Changes show in the shop at once and are recorded in the{' '}
          <Link to="/admin/audit?entity=sale" className={textLinkCls}>
            audit log
          </Link>
          .
        </>
      }
    >
      <AdminPanel
        id="sales-list"
        title="Sales in display order"
        headingRef={listHeading}
        description={
          data &&
          (data.shownNow ? (
            <>
              Shown now: <strong className="font-semibold text-neutral-950">{data.shownNow}</strong>
            </>
          ) : (
            'No sale is shown now: the storefront shows its default banners.'
          ))
        }
      >
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <Link to="/admin/sales/new" className={primaryButtonCls}>
            New sale
          </Link>
        </div>
        <div role="status" className="mb-4 empty:hidden">
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
        </div>
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading sales…</p>
        ) : isError ? (
          <LoadError error={error} what="the sales" onRetry={() => void refetch()} />
        ) : sales.length === 0 ? (
          <p className="text-sm text-neutral-600">No sales yet. Make one with New sale.</p>
        ) : (
          <SalesList
            sales={sales}
            shownName={data.shownNow}
            now={now}
            busy={order.isPending || toggle.isPending}
            onMove={onMove}
            onToggle={onToggle}
            onDelete={(sale) => {
              remove.reset();
              setDeleting(sale);
            }}
          />
        )}
      </AdminPanel>
      {deleting && (
        <ConfirmDialog
          title={`Delete the sale “${deleting.setting.name}”?`}
          confirmLabel="Delete sale"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? adminErrorMessage(remove.error, 'The sale could not be deleted.') : null}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setMessage({ tone: 'success', text: `Deleted ${deleting.setting.name}.` });
                setDeleting(null);
                setFocusList((n) => n + 1);
              },
            })
          }
        >
          {deleting.shownNow
            ? 'The storefront shows this sale now: its banner and sale prices go at once, and the next running sale (if any) is shown instead. '
            : ''}
          Its setting is gone for good; the audit log keeps what it was.
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
