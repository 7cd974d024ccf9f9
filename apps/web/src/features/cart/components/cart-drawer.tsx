import { lazy, Suspense } from 'react';
import { useUiStore } from '../../../lib/ui-store';

/** The drawer closes this long after a navigation. */
export const DRAWER_CLOSE_AFTER_NAVIGATION_MS = 300;

const OpenCartDrawer = lazy(() => import('./cart-drawer-panel').then((m) => ({ default: m.OpenCartDrawer })));

/** Starts loading the drawer's code ahead of its first opening (add-to-cart calls it when it starts). */
export const preloadCartDrawer = () => void import('./cart-drawer-panel');

/**
 * The slide-in cart drawer: opened by add-to-cart and the header's cart button through the UI store
 * (displaySidebar with the CART_VIEW). Its contents load on first open, keeping them out of the entry chunk.
 */
export function CartDrawer() {
  const open = useUiStore((s) => s.displaySidebar && s.sidebarView === 'CART_VIEW');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenCartDrawer />
    </Suspense>
  );
}
