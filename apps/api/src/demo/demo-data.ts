/**
 * What the demo seed writes, by the names it writes them under (decision 070): the demo accounts' emails, the
 * base catalogue's skus, its collections', menu categories' and sales' names. A production start warns while
 * any of it is in the store; `npm run seed -- --remove-demo` (remove-demo.ts) takes it out.
 */
import { BF_2024, demoSale, SUMMER_SALE_2025 } from '@shop/domain';
import type { Db } from '../db/database.js';
import { DEMO_ADMIN } from '../modules/admin/admin.accounts.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { COLLECTIONS, type SeedCollection } from './collections.js';
import { generateProducts } from './products.js';
import { DEFAULT_SEED } from './seed.js';
import { buildMenu } from './structure.js';

/** The README's demo sign-ins: the shopper, the dealer and the development shop's administrator. */
export const DEMO_EMAILS: readonly string[] = [
  DEMO_ACCOUNTS.retail.email,
  DEMO_ACCOUNTS.dealer.email,
  DEMO_ADMIN.email,
];

const fullHandles = (list: readonly SeedCollection[], parent = ''): string[] =>
  list.flatMap((c) => {
    const handle = parent ? `${parent}/${c.handle}` : c.handle;
    return [handle, ...fullHandles(c.subs ?? [], handle)];
  });

export type DemoNames = {
  skus: string[];
  /** Collections' full handles, parents before their subs. */
  collections: string[];
  menuCategories: string[];
  sales: string[];
};

let names: DemoNames | null = null;

/** The base catalogue's names (the seed's own generator; its skus do not depend on the day it ran). */
export function demoNames(): DemoNames {
  names ??= {
    skus: generateProducts({ seed: DEFAULT_SEED, now: new Date(0) }).map((p) => p.sku),
    collections: fullHandles(COLLECTIONS),
    menuCategories: buildMenu({ Loaded: [], Empty: [] }).map((c) => c.handle),
    sales: [SUMMER_SALE_2025.name, BF_2024.name, demoSale(new Date(0)).name],
  };
  return names;
}

export type DemoPresence = { accounts: string[]; products: number };

/** The demo accounts and demo products the store holds (nothing: empty list and 0). */
export async function findDemoData(db: Db): Promise<DemoPresence> {
  const accounts = await db.selectFrom('users').select('email').where('email', 'in', DEMO_EMAILS).execute();
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sku', 'in', demoNames().skus)
    .executeTakeFirstOrThrow();
  return { accounts: accounts.map((a) => a.email).sort(), products: Number(products.n) };
}

/** The warning of every production start over a store that holds demo data; null when it holds none. */
export function demoDataWarning(found: DemoPresence): string | null {
  if (found.accounts.length === 0 && found.products === 0) return null;
  const parts = [
    ...(found.accounts.length > 0
      ? [`the demo accounts ${found.accounts.join(', ')} (their passwords are published in the README)`]
      : []),
    ...(found.products > 0 ? [`${found.products} demo products`] : []),
  ];
  return `This production shop holds demo data: ${parts.join(' and ')}. Remove it with: npm run seed -- --remove-demo`;
}
