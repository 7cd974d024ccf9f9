import { Link } from 'react-router';
import { saleCartText } from '@shop/domain';
import { useShopPaths } from '../../menu/api/get-menu';
import { useActiveSale } from '../../sales/api/get-active-sale';
import { useCartContext } from './cart-context';
import { CartLineItem } from './cart-line-item';
import { CartTotalsList, FreeShippingProgress } from './cart-totals';
import { ProceedToCheckoutButton } from './proceed-to-checkout-button';

export const EMPTY_CART_TEXT = 'Your cart is empty';
export const SHOP_SUBWOOFERS_PATH = '/collections/car-subwoofers';

/** Whether the shop holds the subwoofers the cart offers (not an empty shop's "not found": decision 070). */
const useHoldsSubwoofers = (): boolean => useShopPaths()?.has(SHOP_SUBWOOFERS_PATH) ?? false;

/** The active sale's special-price text ('Summer Sales Event Special: '), or null outside a sale. */
function useSaleText(): string | null {
  const { data } = useActiveSale();
  return data?.sale?.saleIsActive ? saleCartText(data.sale) : null;
}

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const holdsSubwoofers = useHoldsSubwoofers();
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-14 w-14 text-neutral-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <p className="text-lg font-bold text-neutral-900">{EMPTY_CART_TEXT}</p>
      {holdsSubwoofers && (
        <Link
          to={SHOP_SUBWOOFERS_PATH}
          onClick={onNavigate}
          className="inline-flex h-11 items-center rounded-lg bg-neutral-900 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-600"
        >
          Shop Car Subwoofers
        </Link>
      )}
    </div>
  );
}

/** The visible lines of the cart. */
export function CartLineList({ size = 'drawer' }: { size?: 'drawer' | 'page' }) {
  const { lines, isDealer } = useCartContext();
  const saleText = useSaleText();
  return (
    <ul aria-label="Cart items" className="divide-y divide-neutral-200">
      {lines.map((line) => (
        <CartLineItem key={line.sku} line={line} isDealer={isDealer} saleText={saleText} size={size} />
      ))}
    </ul>
  );
}

/** Totals, the dealer's free-shipping bar, 'Proceed to Checkout' and the way back to shopping. */
export function CartSummary() {
  const { cart, isDealer } = useCartContext();
  const holdsSubwoofers = useHoldsSubwoofers();
  if (!cart) return null;
  return (
    <div className="flex flex-col gap-4">
      {isDealer && <FreeShippingProgress subtotal={cart.totals.subtotalPrice} isDealer />}
      <CartTotalsList totals={cart.totals} />
      <ProceedToCheckoutButton />
      <Link
        to={holdsSubwoofers ? SHOP_SUBWOOFERS_PATH : '/'}
        className="text-center text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:text-red-600"
      >
        Continue shopping
      </Link>
    </div>
  );
}
