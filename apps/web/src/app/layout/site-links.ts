import { MAIN_COLLECTIONS } from '@shop/domain';
import { useShopPaths } from '../../features/menu/api/get-menu';

/** The shop's fixed links: one definition in the domain, which the API's link check also reads. */
export { PAYMENT_METHODS } from '@shop/domain';

export type MainCollection = (typeof MAIN_COLLECTIONS)[number];

/**
 * The main collections the shop holds (its menu leads to them), in the spec's order, or undefined while the
 * menu loads: an empty shop's shortcuts and tiles link to no collection that answers "not found" (decision 070).
 */
export function useMainCollections(): readonly MainCollection[] | undefined {
  const paths = useShopPaths();
  return paths && MAIN_COLLECTIONS.filter((c) => paths.has(`/collections/${c.handle}`));
}
