/**
 * The 30-day turnover (each product's sold value: the best sellers' ranking, migration 027) and the variant
 * parents an order's transaction reads. Only money taken is sold value (decision 079): an order paid at once adds
 * its lines in its own transaction; one awaiting its payment adds them when the provider says it was paid, and one
 * never paid never does.
 */
import { TURNOVER_WINDOW_DAYS, type CheckoutRepo } from './checkout.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A product's variant parent (null: none), read once per product in an order's transaction. */
export type ParentOf = (productId: number) => Promise<number | null>;

export function parentsOf(repo: CheckoutRepo): ParentOf {
  const known = new Map<number, Promise<number | null>>();
  return (productId) => {
    let parent = known.get(productId);
    if (!parent) known.set(productId, (parent = repo.parentIdOf(productId)));
    return parent;
  };
}

/** Ascending product id: the order in which an order's transaction writes rows of several products. */
export const byProductId = (a: number, b: number): number => a - b;

/** What one order line sold: its product and its value (unit price times quantity). */
type SoldLine = { productId: number; cents: number };

/**
 * In the order's (or its payment's) transaction: each product's sold value (a variant's counts for its parent
 * too), by product id. On PostgreSQL a turnover change re-indexes the product's search card, which takes the
 * search version's one row (migration 021) until the commit: call it last.
 */
export async function addTurnover(
  repo: CheckoutRepo,
  parentOf: ParentOf,
  lines: readonly SoldLine[],
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await repo.expireTurnoverBefore(
    new Date(now.getTime() - (TURNOVER_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10),
  );
  const sold = new Map<number, number>();
  const add = (productId: number, cents: number) => sold.set(productId, (sold.get(productId) ?? 0) + cents);
  for (const line of lines) {
    add(line.productId, line.cents);
    const parentId = await parentOf(line.productId);
    if (parentId !== null) add(parentId, line.cents);
  }
  for (const id of [...sold.keys()].sort(byProductId)) await repo.addTurnover(id, day, sold.get(id)!);
}

/** In the payment's transaction: the sold value of an order whose payment just arrived (decision 079). */
export async function addTurnoverOfOrder(repo: CheckoutRepo, orderId: number, now: Date): Promise<void> {
  const lines = await repo.soldLinesOf(orderId);
  await addTurnover(
    repo,
    parentsOf(repo),
    lines.flatMap((l) =>
      l.product_id === null ? [] : [{ productId: l.product_id, cents: l.unit_price_cents * l.quantity }],
    ),
    now,
  );
}
