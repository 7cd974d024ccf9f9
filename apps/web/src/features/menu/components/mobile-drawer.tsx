import { lazy, Suspense } from 'react';
import { useUiStore } from '../../../lib/ui-store';

/** Starts loading the drawer's panel: on the menu button's first hover, touch or focus (intent). */
export const preloadMobileDrawer = () => import('./mobile-drawer-panel');
const DrawerPanel = lazy(() => preloadMobileDrawer().then((m) => ({ default: m.DrawerPanel })));

/**
 * The mobile drawer: 3 levels (categories, collections, products) with back headers and a footer with
 * the account and support links. It is open while the UI store's displayMobileNav is; opening closes the
 * cart (a store transition) and, as a modal dialog, locks page scroll; closing resets to level 1.
 */
export function MobileDrawer({ signedIn }: { signedIn: boolean }) {
  const open = useUiStore((s) => s.displayMobileNav);
  // The panel is mounted only while open, so closing resets it to level 1.
  return open ? (
    <Suspense fallback={null}>
      <DrawerPanel signedIn={signedIn} />
    </Suspense>
  ) : null;
}
