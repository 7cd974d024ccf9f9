/**
 * The buyer's side of an order after the sale (decision 057): the order's page with each line's
 * return eligibility, its return requests, a new return request, and the lookup by order number and email that
 * leads a guest to the page. Two ways in, one rule (the domain's returnEligibility) and one stored shape: the
 * account reaches its own orders by number (the account module finds them), anyone holding an order's token
 * (the checkout's confirmation token, which the order's mails carry) reaches that order.
 */
import {
  accountOrderPath,
  guestOrderPath,
  ORDER_LOOKUP_MISMATCH,
  returnEligibility,
  returnRefusalMessage,
  shipmentInfoOf,
  shortDate,
  type AccountOrderDetail,
  type GuestOrderDetail,
  type OrderLookupResponse,
  type Return,
  type ReturnReason,
  type ReturnRequestBody,
  type ReturnStatus,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createOrdersRepo, type OrderRow, type OrdersRepo, type ReturnRow } from './orders.repo.js';
import { toOrderDto } from './orders.service.js';

/** Who asks for a return: the signed-in owner of the order, or whoever holds the order's token. */
export type OrderOwner = { userId: number } | { token: string };

/** An order line's id for returns: the order number and the 1-based line number ('SA-000012-1'). */
export const orderLineId = (orderNumber: string, position: number): string =>
  `${orderNumber}-${position + 1}`;

const toReturn = (r: ReturnRow): Return => ({
  id: r.id,
  order_number: r.order_number,
  order_line_id: orderLineId(r.order_number, r.line_position),
  sku: r.sku,
  name: r.name,
  quantity: r.quantity,
  reason: r.reason as ReturnReason,
  note: r.note,
  status: r.status as ReturnStatus,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const noSuchLine = () => notFound('No such order line');

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;

export function createBuyerOrders(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createOrdersRepo(db);

  /** The order as its buyer sees it: lines, totals, addresses, shipment, and each line's return eligibility. */
  async function detailOf(row: OrderRow): Promise<AccountOrderDetail> {
    const dto = toOrderDto(row, await repo.linesOf(row.id));
    const returned = await repo.returnedByLine(row.id);
    const now = clock.now();
    return {
      ...dto,
      date: shortDate(row.created_at),
      shipment: shipmentInfoOf(row),
      returns: dto.lineItems.map((line, position) => {
        const e = returnEligibility(
          {
            orderStatus: row.status,
            deliveredAt: row.delivered_at,
            quantity: line.quantity,
            returnedQuantity: returned.get(position) ?? 0,
          },
          now,
        );
        return {
          order_line_id: orderLineId(row.order_number, position),
          sku: line.sku,
          eligible: e.eligible,
          returnable_quantity: e.returnableQuantity,
          window_ends_at: e.windowEndsAt,
          reason: e.reason,
        };
      }),
    };
  }

  /** The order `owner` may ask a return for, locked until the transaction ends; null when it is not theirs. */
  async function ownedOrder(
    tx: OrdersRepo,
    owner: OrderOwner,
    orderNumber: string,
  ): Promise<OrderRow | null> {
    if ('userId' in owner) {
      const order = await tx.lockByNumber(orderNumber);
      return order?.user_id === owner.userId ? order : null;
    }
    const order = await tx.lockByToken(owner.token);
    return order?.order_number === orderNumber ? order : null;
  }

  return {
    detailOf,

    /** The order behind a token, with its return requests; any other token is a 404 (no hint whether it exists). */
    async byToken(token: string): Promise<GuestOrderDetail> {
      const row = await repo.findByConfirmationToken(token);
      if (!row) throw notFound('No order found for this link');
      const detail = await detailOf(row);
      const requests = await repo.returnsOf({ orderId: row.id });
      return { ...detail, return_requests: requests.map(toReturn), on_account: row.user_id !== null };
    },

    /**
     * Where the order with this number and email is shown: its token's page for a guest order, Order History's
     * for an account's (the owner signs in; the token is not handed out). One 404 for a wrong number or email.
     */
    async lookup(orderNumber: string, email: string): Promise<OrderLookupResponse> {
      const row = await repo.findByNumber(orderNumber);
      if (!row || row.email.toLowerCase() !== email.trim().toLowerCase())
        throw notFound(ORDER_LOOKUP_MISMATCH);
      return {
        order_number: row.order_number,
        path:
          row.user_id === null ? guestOrderPath(row.confirmation_token) : accountOrderPath(row.order_number),
      };
    },

    /** An account's return requests, newest first. */
    returnsOfAccount: async (userId: number): Promise<Return[]> =>
      (await repo.returnsOf({ userId })).map(toReturn),

    /**
     * A return request for units of one line: 404 for a line of an order that is not the owner's, 409
     * RETURN_NOT_ELIGIBLE when the rules refuse. Stored with the order's account (null for a guest order), so
     * that it shows in that account's returns and in the back office's queue alike. The order's row is held
     * from the check to the write, so two requests at once cannot both take the last unit.
     */
    requestReturn(owner: OrderOwner, body: ReturnRequestBody): Promise<Return> {
      const match = /^(SA-\d+)-(\d+)$/.exec(body.order_line_id);
      if (!match) throw noSuchLine();
      const orderNumber = match[1]!;
      const position = Number(match[2]) - 1;
      return db.transaction().execute(async (trx) => {
        const tx = createOrdersRepo(trx);
        const order = await ownedOrder(tx, owner, orderNumber);
        const quantity = order ? await tx.orderLineQuantity(order.id, position) : null;
        if (!order || quantity === null) throw noSuchLine();
        const e = returnEligibility(
          {
            orderStatus: order.status,
            deliveredAt: order.delivered_at,
            quantity,
            returnedQuantity: (await tx.returnedByLine(order.id)).get(position) ?? 0,
          },
          clock.now(),
        );
        if (!e.eligible)
          throw new AppError('RETURN_NOT_ELIGIBLE', returnRefusalMessage(e.reason), {
            reason: e.reason,
          });
        if (body.quantity > e.returnableQuantity)
          throw new AppError(
            'RETURN_NOT_ELIGIBLE',
            `Only ${e.returnableQuantity} of this item can be returned`,
            { reason: 'QUANTITY', returnable_quantity: e.returnableQuantity },
          );
        return toReturn(
          await tx.insertReturn({
            user_id: order.user_id,
            order_id: order.id,
            line_position: position,
            quantity: body.quantity,
            reason: body.reason,
            note: body.note ?? null,
            created_at: clock.now().toISOString(),
          }),
        );
      });
    },
  };
}
