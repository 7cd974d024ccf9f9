/** All order SQL: placing an order with its lines, and reading it back by key or token. */
import type { Db } from '../../db/connection.js';

export type OrderRow = {
  id: number;
  order_number: string;
  confirmation_token: string;
  idempotency_key: string;
  request_fingerprint: string;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  shipping_address: string;
  billing_address: string;
  is_dealer: number;
  original_total_cents: number;
  discounts_total_cents: number;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  status: 'paid' | 'cancelled' | 'shipped' | 'refunded';
  card_brand: 'amex' | 'visa' | 'mastercard' | 'discover';
  card_last4: string;
  payment_reference: string;
  cart_token: string | null;
  created_at: string;
};

export type OrderLineRow = {
  position: number;
  product_id: number | null;
  sku: string;
  displayed_sku: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  original_unit_cents: number;
  is_pre_ordered_item: number;
  taken_tpa_wh: number;
  taken_lv_wh: number;
  child_items: string;
};

export type NewOrder = Omit<OrderRow, 'id' | 'order_number' | 'status'>;

export type NewOrderLine = Omit<OrderLineRow, 'position'>;

export const orderNumberFor = (id: number): string => `SA-${String(id).padStart(6, '0')}`;

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

export function createOrdersRepo(db: Db) {
  const insertOrder = db.prepare<NewOrder>(`
    INSERT INTO orders (confirmation_token, idempotency_key, request_fingerprint, user_id, cart_token, email,
      first_name, last_name, phone, shipping_address, billing_address, is_dealer, original_total_cents,
      discounts_total_cents, subtotal_cents, shipping_cents, total_cents, status, card_brand, card_last4,
      payment_reference, created_at)
    VALUES (@confirmation_token, @idempotency_key, @request_fingerprint, @user_id, @cart_token, @email,
      @first_name, @last_name, @phone, @shipping_address, @billing_address, @is_dealer, @original_total_cents,
      @discounts_total_cents, @subtotal_cents, @shipping_cents, @total_cents, 'paid', @card_brand, @card_last4,
      @payment_reference, @created_at)`);
  const setNumber = db.prepare<[string, number]>('UPDATE orders SET order_number = ? WHERE id = ?');
  const insertLine = db.prepare<NewOrderLine & { order_id: number; position: number }>(`
    INSERT INTO order_lines (order_id, position, product_id, sku, displayed_sku, name, quantity, unit_price_cents,
      original_unit_cents, is_pre_ordered_item, taken_tpa_wh, taken_lv_wh, child_items)
    VALUES (@order_id, @position, @product_id, @sku, @displayed_sku, @name, @quantity, @unit_price_cents,
      @original_unit_cents, @is_pre_ordered_item, @taken_tpa_wh, @taken_lv_wh, @child_items)`);
  const byKey = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE idempotency_key = ?');
  const byToken = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE confirmation_token = ?');
  const byId = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const lines = db.prepare<[number], OrderLineRow>(`
    SELECT position, product_id, sku, displayed_sku, name, quantity, unit_price_cents, original_unit_cents,
      is_pre_ordered_item, taken_tpa_wh, taken_lv_wh, child_items
    FROM order_lines WHERE order_id = ? ORDER BY position`);

  return {
    /** Inserts the order and its lines (call inside the checkout transaction); returns the id. */
    insert(order: NewOrder, orderLines: readonly NewOrderLine[]): number {
      const id = Number(insertOrder.run(order).lastInsertRowid);
      setNumber.run(orderNumberFor(id), id);
      orderLines.forEach((line, position) => insertLine.run({ ...line, order_id: id, position }));
      return id;
    },
    findByIdempotencyKey: (key: string): OrderRow | null => byKey.get(key) ?? null,
    findByConfirmationToken: (token: string): OrderRow | null => byToken.get(token) ?? null,
    findById: (id: number): OrderRow | null => byId.get(id) ?? null,
    linesOf: (orderId: number): OrderLineRow[] => lines.all(orderId),
  };
}
