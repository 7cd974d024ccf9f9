import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '@shop/domain';
import { QuantityStepper } from '../../../components/ui/stepper';
import { stockRefusalOf } from '../api/update-cart';
import { useCartContext } from './cart-context';
import { CartLinePrice } from './cart-line-price';
import { IncompatibleLineWarning } from './cart-compatibility';

/** A typed or stepped quantity is sent once the shopper pauses this long. */
export const QUANTITY_COMMIT_MS = 350;

function stockTone(label: string): string {
  if (label.startsWith('In Stock (Only')) return 'text-amber-700';
  if (label.startsWith('In Stock')) return 'text-emerald-700';
  if (label.startsWith('Available for Pre-order')) return 'text-sky-700';
  return 'text-neutral-600';
}

/** One cart line: image, short title (a link), options, child products, sku, stock, stepper, price, remove. */
export function CartLineItem({
  line,
  isDealer,
  saleText,
  size = 'drawer',
}: {
  line: CartLine;
  isDealer: boolean;
  saleText: string | null;
  size?: 'drawer' | 'page';
}) {
  const { updateQuantity, removeItem } = useCartContext();
  const [pendingQty, setPendingQty] = useState<number | null>(null);
  // A refused quantity (more than the stock on hand): the line keeps its quantity and says why.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeQuantity = (quantity: number) => {
    setPendingQty(quantity);
    setRefusal(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      updateQuantity(line.sku, quantity)
        .catch((error: unknown) => {
          const message = stockRefusalOf(error);
          if (message) setRefusal(message);
          else console.error('Error updating cart', error);
        })
        .finally(() => setPendingQty((q) => (q === quantity ? null : q)));
    }, QUANTITY_COMMIT_MS);
  };

  const remove = () => {
    clearTimeout(timer.current);
    setRemoving(true);
    removeItem(line.sku).catch((error: unknown) => {
      console.error('Error removing from cart', error);
      setRemoving(false);
    });
  };

  const image = line.main_image ?? line.variant.image?.url ?? null;
  const big = size === 'page';
  return (
    <li
      aria-label={line.short_title}
      aria-busy={removing || undefined}
      data-compatible={line.isCompatible}
      className={`flex gap-3 py-4 transition ${removing ? 'opacity-50' : ''} ${big ? 'sm:gap-5' : ''} ${
        line.isCompatible ? '' : 'my-2 rounded-xl border-2 border-amber-400 bg-amber-50 px-3'
      }`}
    >
      <Link to={line.path} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {image ? (
          <img
            src={image}
            alt=""
            width={big ? 120 : 80}
            height={big ? 120 : 80}
            loading="lazy"
            className={`${big ? 'h-24 w-24 sm:h-30 sm:w-30' : 'h-20 w-20'} rounded-lg border border-neutral-200 bg-white object-contain`}
          />
        ) : (
          <span className={`${big ? 'h-24 w-24' : 'h-20 w-20'} block rounded-lg bg-neutral-100`} />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={line.path}
            className={`font-bold leading-snug text-neutral-900 hover:text-red-600 ${big ? 'text-base' : 'text-sm'}`}
          >
            {line.short_title}
          </Link>
          <button
            type="button"
            onClick={remove}
            disabled={removing}
            aria-label={`Remove ${line.short_title}`}
            className="-mr-1 -mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-neutral-600 transition hover:bg-red-50 hover:text-red-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M8 2h4a1 1 0 0 1 1 1v1h4v1.5H3V4h4V3a1 1 0 0 1 1-1zm-3.5 5h11l-.8 10.1a1 1 0 0 1-1 .9H6.3a1 1 0 0 1-1-.9L4.5 7z" />
            </svg>
          </button>
        </div>
        <p className="font-mono text-xs font-semibold uppercase tracking-wide text-neutral-600">
          <span className="sr-only">SKU: </span>
          {line.displayed_sku}
        </p>
        {line.options.length > 0 && (
          <ul className="text-xs text-neutral-700">
            {line.options.map((o) => (
              <li key={o.name}>
                <span className="font-semibold">{o.name}:</span> {o.value}
              </li>
            ))}
          </ul>
        )}
        {line.child_products.length > 0 && (
          <div className="text-xs text-neutral-700">
            <p className="font-semibold">Includes:</p>
            <ul className="list-inside list-disc">
              {line.child_products.map((c) => (
                <li key={c.sku}>
                  {c.quantity} x {c.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className={`text-xs font-semibold ${stockTone(line.stock_label)}`}>{line.stock_label}</p>
        {!line.isCompatible && <IncompatibleLineWarning />}
        <div className="mt-1 flex flex-wrap items-end justify-between gap-2">
          <QuantityStepper
            size="sm"
            label={`Quantity of ${line.short_title}`}
            value={pendingQty ?? line.quantity}
            onChange={changeQuantity}
            disabled={removing}
          />
          <CartLinePrice line={line} isDealer={isDealer} saleText={saleText} />
        </div>
        {refusal && (
          <p role="alert" className="text-xs font-semibold text-red-700">
            {refusal}
          </p>
        )}
      </div>
    </li>
  );
}
