import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useUiStore } from '../../../lib/ui-store';
import { useCartContext } from './cart-context';
import { CartLineList, CartSummary, EmptyCart } from './cart-contents';
import { CartSuggestions } from './cart-compatibility';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { CloseButton } from '../../../components/ui/close-button';

/** The drawer closes this long after a navigation. */
export const DRAWER_CLOSE_AFTER_NAVIGATION_MS = 300;

/** The open drawer (its own chunk, loaded by CartDrawer on first open). */
export function OpenCartDrawer() {
  const closeSidebar = useUiStore((s) => s.closeSidebar);
  const topOffset = useUiStore((s) => s.sidebarTopOffset);
  const { cart, lines, count, isLoading } = useCartContext();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // A navigation closes it about 300 ms later.
  useEffect(() => {
    if (pathname === openedAt.current) return;
    const t = setTimeout(closeSidebar, DRAWER_CLOSE_AFTER_NAVIGATION_MS);
    return () => clearTimeout(t);
  }, [pathname, closeSidebar]);

  // Opened while the page was scrolled: top offset 0. Opened at the top: just below the header.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    const headerBottom =
      topOffset === 0
        ? 0
        : Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    el.style.top = `${headerBottom}px`;
  }, [topOffset]);

  const empty = !isLoading && lines.length === 0;
  return (
    <div className="fixed inset-0 z-40">
      <div
        data-testid="cart-backdrop"
        aria-hidden="true"
        onClick={closeSidebar}
        className="cart-drawer-backdrop absolute inset-0 bg-neutral-950/60"
      />
      <ModalDialog
        layer={40}
        ref={panel}
        onClose={closeSidebar}
        aria-labelledby={titleId}
        data-top-offset={topOffset ?? 'header'}
        className="cart-drawer-panel absolute bottom-0 right-0 top-0 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4">
          <p className="flex items-baseline gap-2">
            <span id={titleId} className="text-xl font-black uppercase tracking-tight text-neutral-950">
              Your Cart
            </span>
            {count > 0 && (
              <span className="text-sm font-semibold text-neutral-600">
                ({count} {count === 1 ? 'item' : 'items'})
              </span>
            )}
          </p>
          <CloseButton label="Close cart" onClick={closeSidebar} />
        </div>
        {isLoading && !cart ? (
          <p role="status" className="p-6 text-sm text-neutral-600">
            Loading your cart…
          </p>
        ) : empty ? (
          <EmptyCart />
        ) : (
          <>
            <div className="min-h-0 flex-1 overflow-y-auto px-5">
              <CartLineList />
              <CartSuggestions />
            </div>
            <div className="border-t border-neutral-200 bg-white px-5 py-4">
              <CartSummary />
            </div>
          </>
        )}
      </ModalDialog>
    </div>
  );
}
