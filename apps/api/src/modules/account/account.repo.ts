/** All account SQL: addresses, saved cards, the account's orders and returns. Every read is by owner. */
import type { Db } from '../../db/connection.js';
import type { OrderRow } from '../orders/orders.repo.js';

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
  'order_number' | 'created_at' | 'status' | 'total_cents' | 'is_dealer'
> & {
  item_count: number;
};

export type ReturnRow = {
  id: number;
  order_number: string;
  line_position: number;
  sku: string;
  name: string;
  quantity: number;
  reason: string;
  note: string | null;
  status: string;
  created_at: string;
  updated_at: string;
};

export type NewReturn = {
  user_id: number;
  order_id: number;
  line_position: number;
  quantity: number;
  reason: string;
  note: string | null;
  created_at: string;
};

export type AccountRepo = ReturnType<typeof createAccountRepo>;

export function createAccountRepo(db: Db) {
  const s = {
    addresses: db.prepare<[number], AddressRow>(
      'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id',
    ),
    address: db.prepare<[number, number], AddressRow>('SELECT * FROM addresses WHERE id = ? AND user_id = ?'),
    addressCount: db.prepare<[number], number>('SELECT count(*) FROM addresses WHERE user_id = ?').pluck(),
    insertAddress: db.prepare<AddressFields & { user_id: number; is_default: number; now: string }>(`
      INSERT INTO addresses (user_id, first_name, last_name, address_line_1, address_line_2, city, state_code,
        zip_code, country_code, phone_number, is_default, created_at, updated_at)
      VALUES (@user_id, @first_name, @last_name, @address_line_1, @address_line_2, @city, @state_code,
        @zip_code, @country_code, @phone_number, @is_default, @now, @now)`),
    updateAddress: db.prepare<
      AddressFields & { id: number; user_id: number; is_default: number; now: string }
    >(`
      UPDATE addresses SET first_name = @first_name, last_name = @last_name, address_line_1 = @address_line_1,
        address_line_2 = @address_line_2, city = @city, state_code = @state_code, zip_code = @zip_code,
        country_code = @country_code, phone_number = @phone_number, is_default = @is_default, updated_at = @now
      WHERE id = @id AND user_id = @user_id`),
    deleteAddress: db.prepare<[number, number]>('DELETE FROM addresses WHERE id = ? AND user_id = ?'),
    clearDefaultAddress: db.prepare<[number]>(
      'UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1',
    ),
    promoteAddress: db.prepare<[number, number]>(`
      UPDATE addresses SET is_default = 1 WHERE id = (
        SELECT id FROM addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.user_id = ? AND a.is_default = 1)`),

    cards: db.prepare<[number], CardRow>(
      'SELECT * FROM saved_cards WHERE user_id = ? ORDER BY is_default DESC, updated_at DESC, id DESC',
    ),
    card: db.prepare<[number, number], CardRow>('SELECT * FROM saved_cards WHERE id = ? AND user_id = ?'),
    cardCount: db.prepare<[number], number>('SELECT count(*) FROM saved_cards WHERE user_id = ?').pluck(),
    insertCard: db.prepare<NewCard & { is_default: number }>(`
      INSERT INTO saved_cards (user_id, card_brand, last4, exp_month, exp_year, nickname, is_default,
        provider_reference, created_at, updated_at)
      VALUES (@user_id, @card_brand, @last4, @exp_month, @exp_year, @nickname, @is_default,
        @provider_reference, @created_at, @created_at)`),
    updateCard: db.prepare<{
      id: number;
      user_id: number;
      nickname: string | null;
      exp_month: string;
      exp_year: string;
      is_default: number;
      now: string;
    }>(`
      UPDATE saved_cards SET nickname = @nickname, exp_month = @exp_month, exp_year = @exp_year,
        is_default = @is_default, updated_at = @now
      WHERE id = @id AND user_id = @user_id`),
    deleteCard: db.prepare<[number, number]>('DELETE FROM saved_cards WHERE id = ? AND user_id = ?'),
    clearDefaultCard: db.prepare<[number]>(
      'UPDATE saved_cards SET is_default = 0 WHERE user_id = ? AND is_default = 1',
    ),
    promoteCard: db.prepare<[number, number]>(`
      UPDATE saved_cards SET is_default = 1 WHERE id = (
        SELECT id FROM saved_cards WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM saved_cards c WHERE c.user_id = ? AND c.is_default = 1)`),

    orderCount: db.prepare<[number], number>('SELECT count(*) FROM orders WHERE user_id = ?').pluck(),
    orderPage: db.prepare<[number, number, number], OrderListRow>(`
      SELECT o.order_number, o.created_at, o.status, o.total_cents, o.is_dealer,
        (SELECT coalesce(sum(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS item_count
      FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`),
    orderByNumber: db.prepare<[string, number], OrderRow>(
      'SELECT * FROM orders WHERE order_number = ? AND user_id = ?',
    ),
    returnedByLine: db.prepare<[number], { line_position: number; quantity: number }>(`
      SELECT line_position, sum(quantity) AS quantity FROM returns
      WHERE order_id = ? AND status <> 'rejected' GROUP BY line_position`),

    returns: db.prepare<[number], ReturnRow>(`
      SELECT r.id, o.order_number, r.line_position, l.sku, l.name, r.quantity, r.reason, r.note, r.status,
        r.created_at, r.updated_at
      FROM returns r
      JOIN orders o ON o.id = r.order_id
      JOIN order_lines l ON l.order_id = r.order_id AND l.position = r.line_position
      WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC`),
    returnById: db.prepare<[number], ReturnRow>(`
      SELECT r.id, o.order_number, r.line_position, l.sku, l.name, r.quantity, r.reason, r.note, r.status,
        r.created_at, r.updated_at
      FROM returns r
      JOIN orders o ON o.id = r.order_id
      JOIN order_lines l ON l.order_id = r.order_id AND l.position = r.line_position
      WHERE r.id = ?`),
    insertReturn: db.prepare<NewReturn>(`
      INSERT INTO returns (user_id, order_id, line_position, quantity, reason, note, status, created_at, updated_at)
      VALUES (@user_id, @order_id, @line_position, @quantity, @reason, @note, 'requested', @created_at, @created_at)`),
  };

  return {
    addresses: (userId: number): AddressRow[] => s.addresses.all(userId),
    address: (id: number, userId: number): AddressRow | null => s.address.get(id, userId) ?? null,
    addressCount: (userId: number): number => s.addressCount.get(userId) ?? 0,
    insertAddress(userId: number, fields: AddressFields, isDefault: boolean, now: string): number {
      if (isDefault) s.clearDefaultAddress.run(userId);
      return Number(
        s.insertAddress.run({ ...fields, user_id: userId, is_default: isDefault ? 1 : 0, now })
          .lastInsertRowid,
      );
    },
    updateAddress(id: number, userId: number, fields: AddressFields, isDefault: boolean, now: string): void {
      if (isDefault) s.clearDefaultAddress.run(userId);
      s.updateAddress.run({ ...fields, id, user_id: userId, is_default: isDefault ? 1 : 0, now });
    },
    /** Deletes; when no default is left, the newest remaining address becomes the default. */
    deleteAddress(id: number, userId: number): void {
      s.deleteAddress.run(id, userId);
      s.promoteAddress.run(userId, userId);
    },

    cards: (userId: number): CardRow[] => s.cards.all(userId),
    card: (id: number, userId: number): CardRow | null => s.card.get(id, userId) ?? null,
    cardCount: (userId: number): number => s.cardCount.get(userId) ?? 0,
    insertCard(card: NewCard, isDefault: boolean): number {
      if (isDefault) s.clearDefaultCard.run(card.user_id);
      return Number(s.insertCard.run({ ...card, is_default: isDefault ? 1 : 0 }).lastInsertRowid);
    },
    updateCard(
      card: Pick<CardRow, 'id' | 'user_id' | 'nickname' | 'exp_month' | 'exp_year'>,
      isDefault: boolean,
      now: string,
    ): void {
      if (isDefault) s.clearDefaultCard.run(card.user_id);
      s.updateCard.run({ ...card, is_default: isDefault ? 1 : 0, now });
    },
    /** Deletes; when no default is left, the most recently updated card becomes the default. */
    deleteCard(id: number, userId: number): void {
      s.deleteCard.run(id, userId);
      s.promoteCard.run(userId, userId);
    },

    orderCount: (userId: number): number => s.orderCount.get(userId) ?? 0,
    orderPage: (userId: number, limit: number, offset: number): OrderListRow[] =>
      s.orderPage.all(userId, limit, offset),
    orderByNumber: (orderNumber: string, userId: number): OrderRow | null =>
      s.orderByNumber.get(orderNumber, userId) ?? null,
    /** Units per line position already in returns that were not rejected. */
    returnedByLine: (orderId: number): Map<number, number> =>
      new Map(s.returnedByLine.all(orderId).map((r) => [r.line_position, r.quantity])),

    returns: (userId: number): ReturnRow[] => s.returns.all(userId),
    insertReturn(r: NewReturn): ReturnRow {
      const id = Number(s.insertReturn.run(r).lastInsertRowid);
      const row = s.returnById.get(id);
      if (!row) throw new Error(`return ${id} vanished`);
      return row;
    },
  };
}
