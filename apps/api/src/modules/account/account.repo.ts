/**
 * All account SQL: addresses, saved cards and the account's orders (their returns are the orders module's,
 * orders.buyer.ts). Every read is by owner.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/dialect.js';
import { moneyTaken } from '../orders/orders.money-taken.js';
import type { OrderRow } from '../orders/orders.service.js';

export type AddressRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state_code: string;
  zip_code: string;
  country_code: string;
  phone_number: string;
  is_default: number;
};

export type AddressFields = Omit<AddressRow, 'id' | 'user_id' | 'is_default'>;

/** The account's default address (else its first), as its session and a customer's page show it. */
export type DefaultAddressRow = Pick<
  AddressRow,
  'address_line_1' | 'city' | 'state_code' | 'zip_code' | 'country_code'
>;

export type CardRow = {
  id: number;
  user_id: number;
  card_brand: 'visa' | 'amex' | 'discover' | 'mastercard';
  last4: string;
  exp_month: string;
  exp_year: string;
  nickname: string | null;
  is_default: number;
  provider_reference: string;
  created_at: string;
  updated_at: string;
};

export type NewCard = Omit<CardRow, 'id' | 'is_default' | 'updated_at'>;

export type OrderListRow = Pick<
  OrderRow,
  'order_number' | 'created_at' | 'status' | 'delivered_at' | 'total_cents' | 'is_dealer'
> & {
  item_count: number;
};

export type AccountRepo = ReturnType<typeof createAccountRepo>;

/** The columns of AddressRow (the table also keeps created_at and updated_at). */
const addressColumns = [
  'id',
  'user_id',
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state_code',
  'zip_code',
  'country_code',
  'phone_number',
  'is_default',
] as const;

/** The tables with one default per account. */
type DefaultTable = 'addresses' | 'saved_cards';

export function createAccountRepo(db: Db) {
  // An account's addresses and its cards each have at most one default.
  const clearDefault = (table: DefaultTable, userId: number) =>
    db
      .updateTable(table)
      .set({ is_default: 0 })
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .execute();
  /** When the account has no default left in `table`, its newest row (by `newestFirst`) becomes it. */
  const promoteNewest = async (table: DefaultTable, userId: number, newestFirst: RawBuilder<unknown>) => {
    await sql`UPDATE ${sql.table(table)} SET is_default = 1
      WHERE id = (SELECT id FROM ${sql.table(table)} WHERE user_id = ${userId} ORDER BY ${newestFirst} LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE user_id = ${userId} AND is_default = 1)`.execute(
      db,
    );
  };

  return {
    /**
     * Holds the account's row until the transaction ends (PostgreSQL; SQLite's write transaction holds the
     * whole store already): the account's read-then-write transactions (limits, the one default) then run one after another for the account, not side by side.
     */
    lockOwner: async (userId: number): Promise<void> => {
      await forUpdate(db, db.selectFrom('users').select('id').where('id', '=', userId)).execute();
    },
    addresses: (userId: number): Promise<AddressRow[]> =>
      db
        .selectFrom('addresses')
        .select(addressColumns)
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute(),
    defaultAddressOf: async (userId: number): Promise<DefaultAddressRow | null> =>
      (await db
        .selectFrom('addresses')
        .select(['address_line_1', 'city', 'state_code', 'zip_code', 'country_code'])
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()) ?? null,
    address: async (id: number, userId: number): Promise<AddressRow | null> =>
      (await db
        .selectFrom('addresses')
        .select(addressColumns)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()) ?? null,
    addressCount: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertAddress(
      userId: number,
      fields: AddressFields,
      isDefault: boolean,
      now: string,
    ): Promise<number> {
      if (isDefault) await clearDefault('addresses', userId);
      const row = await db
        .insertInto('addresses')
        .values({
          ...fields,
          user_id: userId,
          is_default: isDefault ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateAddress(
      id: number,
      userId: number,
      fields: AddressFields,
      isDefault: boolean,
      now: string,
    ): Promise<void> {
      if (isDefault) await clearDefault('addresses', userId);
      await db
        .updateTable('addresses')
        .set({ ...fields, is_default: isDefault ? 1 : 0, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },
    /** Deletes; when no default is left, the newest remaining address becomes the default. */
    async deleteAddress(id: number, userId: number): Promise<void> {
      await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
      await promoteNewest('addresses', userId, sql`id DESC`);
    },

    cards: (userId: number): Promise<CardRow[]> =>
      db
        .selectFrom('saved_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .$narrowType<{ card_brand: CardRow['card_brand'] }>()
        .execute(),
    card: async (id: number, userId: number): Promise<CardRow | null> =>
      (await db
        .selectFrom('saved_cards')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .$narrowType<{ card_brand: CardRow['card_brand'] }>()
        .executeTakeFirst()) ?? null,
    cardCount: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('saved_cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertCard(card: NewCard, isDefault: boolean): Promise<number> {
      if (isDefault) await clearDefault('saved_cards', card.user_id);
      const row = await db
        .insertInto('saved_cards')
        .values({ ...card, is_default: isDefault ? 1 : 0, updated_at: card.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCard(
      card: Pick<CardRow, 'id' | 'user_id' | 'nickname' | 'exp_month' | 'exp_year'>,
      isDefault: boolean,
      now: string,
    ): Promise<void> {
      if (isDefault) await clearDefault('saved_cards', card.user_id);
      await db
        .updateTable('saved_cards')
        .set({
          nickname: card.nickname,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          is_default: isDefault ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', card.id)
        .where('user_id', '=', card.user_id)
        .execute();
    },
    /** The account's customer at Stripe (its saved cards are the customer's payment methods), or null. */
    stripeCustomer: async (userId: number): Promise<string | null> =>
      (await db.selectFrom('users').select('stripe_customer_id').where('id', '=', userId).executeTakeFirst())
        ?.stripe_customer_id ?? null,
    /** Keeps the account's first customer: a customer stored meanwhile (another request) stays. */
    async setStripeCustomer(userId: number, customerId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ stripe_customer_id: customerId })
        .where('id', '=', userId)
        .where('stripe_customer_id', 'is', null)
        .execute();
    },
    /** Deletes; when no default is left, the most recently updated card becomes the default. */
    async deleteCard(id: number, userId: number): Promise<void> {
      await db.deleteFrom('saved_cards').where('id', '=', id).where('user_id', '=', userId).execute();
      await promoteNewest('saved_cards', userId, sql`updated_at DESC, id DESC`);
    },

    orderCount: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        // An order awaiting payment, or never paid, is not the shopper's yet (decisions 074 and 079).
        .where(moneyTaken())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    orderPage: async (userId: number, limit: number, offset: number): Promise<OrderListRow[]> => {
      const rows = await db
        .selectFrom('orders as o')
        .select((eb) => [
          'o.order_number',
          'o.created_at',
          'o.status',
          'o.delivered_at',
          'o.total_cents',
          'o.is_dealer',
          eb
            .selectFrom('order_lines as l')
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('l.quantity'), sub.lit(0)).as('n'))
            .whereRef('l.order_id', '=', 'o.id')
            .as('item_count'),
        ])
        .where('o.user_id', '=', userId)
        .where(moneyTaken('o'))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        order_number: r.order_number as string,
        created_at: r.created_at,
        status: r.status as OrderRow['status'],
        delivered_at: r.delivered_at,
        total_cents: r.total_cents,
        is_dealer: r.is_dealer,
        item_count: Number(r.item_count ?? 0),
      }));
    },
    orderByNumber: async (orderNumber: string, userId: number): Promise<OrderRow | null> =>
      ((await db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .where('user_id', '=', userId)
        .executeTakeFirst()) as OrderRow | undefined) ?? null,
  };
}
