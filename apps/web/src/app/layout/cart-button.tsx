import { useCartCount } from '../../features/cart/api/get-cart';
import { useUiStore } from '../../lib/ui-store';

/** The cart icon: opens the cart drawer; the badge is the sum of line quantities and hides at 0. */
export function CartButton({ className = '' }: { className?: string }) {
  const count = useCartCount();
  const openSidebar = useUiStore((s) => s.openSidebar);
  return (
    <button
      type="button"
      onClick={() => openSidebar()}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      className={`relative flex h-10 w-10 items-center justify-center rounded-md text-zinc-100 hover:bg-zinc-800 hover:text-white ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="h-6 w-6"
      >
        <path
          d="M3 4h2l2.4 11.2a1.5 1.5 0 001.5 1.2h8.7a1.5 1.5 0 001.5-1.1L21 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17.5" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-black leading-none text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
