import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopPaths } from '../../menu/api/get-menu';

/**
 * A content page's link to a collection: a link while the shop holds it (its menu leads there), else the plain
 * words, so that an empty shop's pages send no shopper to "not found" (decision 070).
 */
export function ShopLink({ to, children }: { to: string; children: ReactNode }) {
  return useShopPaths()?.has(to) ? <Link to={to}>{children}</Link> : <>{children}</>;
}

/** The links among `links` whose collection the shop holds (a list of collections to start from). */
export function useHeldLinks<T extends { to: string }>(links: readonly T[]): T[] {
  const paths = useShopPaths();
  return links.filter((l) => paths?.has(l.to));
}
