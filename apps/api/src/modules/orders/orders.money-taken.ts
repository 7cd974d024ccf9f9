/**
 * Money taken (decision 079): the one SQL definition of an order that is a sale. An order whose bank asks for a
 * confirmation is stored before it is paid, with a due time (decision 074, migration 034): while it waits it keeps
 * the paid status, and one never paid is cancelled with its due time kept. Neither took any money, so every read
 * that means a sale (revenue, orders to ship, a customer's orders, buying before reviewing) asks this, never the
 * status alone; the payment's arrival clears the due time.
 */
import { sql, type SqlBool } from 'kysely';

/** True for an order that took its money; `alias`: the orders table's name in the query (`orders as o`: 'o'). */
export const moneyTaken = (alias = 'orders') => sql<SqlBool>`${sql.ref(`${alias}.payment_due_at`)} IS NULL`;
