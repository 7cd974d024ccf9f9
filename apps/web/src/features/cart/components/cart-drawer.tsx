import { lazy, Suspense, useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useUiStore } from '../../../lib/ui-store';
import { ADD_TO_CART_MUTATION_KEY } from '../api/add-to-cart';

const loadPanel = () => import('./cart-drawer-panel');
const OpenCartDrawer = lazy(() => loadPanel().then((m) => ({ default: m.OpenCartDrawer })));

/**
 * The slide-in cart drawer: opened by add-to-cart and the header's cart button through the UI store
 * (displaySidebar with the CART_VIEW). Its contents load on first open, keeping them out of the entry chunk;
 * an add on its way starts loading them, so the drawer opens at once after the add. The add-to-cart button
 * does not load them itself: the drawer's suggestions show that button, and the two would import each other.
 */
export function CartDrawer() {
  const open = useUiStore((s) => s.displaySidebar && s.sidebarView === 'CART_VIEW');
  const adding = useIsMutating({ mutationKey: ADD_TO_CART_MUTATION_KEY }) > 0;
  useEffect(() => {
    if (adding) void loadPanel();
  }, [adding]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenCartDrawer />
    </Suspense>
  );
}
