import { useEffect, useRef, useState } from 'react';
import { trackAddToCart } from '../../../lib/analytics';
import { useUiStore } from '../../../lib/ui-store';
import type { AddToCartItem } from '../api/add-to-cart';
import { stockRefusalOf } from '../api/update-cart';
import { useCartContext } from './cart-context';

/** How long the success check shows before the drawer opens. */
export const ADD_TO_CART_DONE_MS = 1200;

export type AddToCartStatus = 'idle' | 'working' | 'done';

export type AddToCartButtonProps = {
  item: AddToCartItem;
  /** The domain's purchase label: 'Add to Cart', 'Pre-Order' or 'Sold Out'. */
  label: string;
  disabled?: boolean;
  /** An accessible name when the visible label is not enough (a card names its product). */
  ariaLabel?: string;
  className?: string;
};

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="add-to-cart-check"
      />
    </svg>
  );
}

/**
 * The add-to-cart button: idle, working (spinner, aria-busy), done (an animated check for 1.2 s), then the
 * cart drawer opens and takes focus. Errors are logged to the console ('Error adding to cart'); a refusal
 * for want of stock ('Only 3 of "EVL-12-D2" left in stock') is also shown under the button (decision 028).
 */
export function AddToCartButton({
  item,
  label,
  disabled = false,
  ariaLabel,
  className = '',
}: AddToCartButtonProps) {
  const { addItem } = useCartContext();
  const openSidebar = useUiStore((s) => s.openSidebar);
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onClick = async () => {
    if (status !== 'idle' || disabled) return;
    setStatus('working');
    setRefusal(null);
    try {
      const cart = await addItem(item);
      const line = cart.items.find((l) => l.sku === item.sku);
      if (line) {
        void trackAddToCart(
          {
            sku: item.sku,
            quantity: item.quantity,
            price: line.price,
            price_map: line.price_map,
            price_msrp: line.price_msrp,
            product_id: line.product_id,
          },
          cart.totals.totalPrice,
        );
      }
      if (!mounted.current) return;
      setStatus('done');
      timer.current = setTimeout(() => {
        setStatus('idle');
        openSidebar();
      }, ADD_TO_CART_DONE_MS);
    } catch (error) {
      console.error('Error adding to cart', error);
      if (!mounted.current) return;
      setStatus('idle');
      setRefusal(stockRefusalOf(error));
    }
  };

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        aria-label={ariaLabel}
        aria-busy={status === 'working'}
        aria-disabled={status !== 'idle' ? true : undefined}
        data-status={status}
        onClick={() => void onClick()}
        className={`relative flex items-center justify-center gap-2 bg-red-600 font-bold uppercase tracking-wide text-white transition hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600 disabled:shadow-none ${
          status === 'done' ? 'bg-emerald-600 hover:bg-emerald-600' : ''
        } ${className}`}
      >
        {status === 'working' && <Spinner />}
        {status === 'done' ? (
          <>
            <Check />
            <span className="sr-only" role="status">
              Added to cart
            </span>
          </>
        ) : (
          <span className={status === 'working' ? 'opacity-80' : undefined}>{label}</span>
        )}
      </button>
      {refusal && (
        <p role="alert" className="mt-1 basis-full text-xs font-semibold text-red-700">
          {refusal}
        </p>
      )}
    </>
  );
}
