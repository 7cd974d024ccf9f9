/**
 * The back office's screens, in the order of its side navigation. Only screens that exist are listed; the
 * screens to come take their slot when they land (a route in app/router.tsx and a line here):
 *   Dashboard:   { to: '/admin/dashboard', label: 'Dashboard' }  (first: /admin opens on it)
 *   Products:    { to: '/admin/products', label: 'Products' }
 *   Sales:       { to: '/admin/sales', label: 'Sales' }        (after Stock)
 *   Collections: { to: '/admin/collections', label: 'Collections and menu' }
 */
export type AdminScreen = { to: string; label: string };

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/stock', label: 'Stock' },
  { to: '/admin/sales', label: 'Sales' },
  { to: '/admin/collections', label: 'Collections and menu' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/home', label: 'Home page' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/dealers', label: 'Dealer applications' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/tax', label: 'Sales tax' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/api-keys', label: 'API keys' },
];

/** Where /admin itself leads: the first screen of the navigation. */
export const ADMIN_HOME = ADMIN_SCREENS[0]!.to;
