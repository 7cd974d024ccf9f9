/**
 * Checkout: price the visitor's cart on the server, authorize the card through the PaymentProvider
 * (outside any transaction), then in ONE transaction re-check cart, prices and stock, store the order
 * and its lines, take the stock (TPA warehouse first, then LV; never below zero; a pre-ordered line
 * takes none), refresh the collection pre-order flags, clear the cart, queue the confirmation and, last, add
 * the 30-day turnover (an order awaiting its payment adds it once paid: decision 079). If that transaction refuses, the authorization is voided and nothing was written. An
 * idempotency key makes a retried submit answer with the order it already made; submits with one key run
 * one after another.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  displaySku,
  stockShortfallMessage,
  taxLineOf,
  type CardBrand,
  type CheckoutBody,
  type CheckoutResponse,
  type Order,
  type OrderAddress,
  type SaveCheckoutEventBody,
  unitsOnHand,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { appendGuard, type AppendLimits } from '../../lib/append-guard.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { Viewer } from '../../lib/viewer.js';
import { stockFactsOf } from '../catalog/catalog.serializer.js';
import { catalogReadsIn, type CatalogReads } from '../catalog/catalog.service.js';
import { familyStock, isPreordered } from '../catalog/catalog.stock.js';
import type { CartService } from '../cart/cart.service.js';
import type { PricedLine } from '../cart/cart.pricing.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { ordersIn, type NewOrderLine, type OrderRow, type OrdersService } from '../orders/orders.service.js';
import { createCheckoutRepo, type CheckoutRepo } from './checkout.repo.js';
import { addTurnover, byProductId, parentsOf, type ParentOf } from './checkout.turnover.js';
import type { AuthorizeResult, PaymentProvider } from '../../lib/payment-provider.js';
import type { TaxCalculator } from '../tax/tax.calculator.js';

/** How long an order awaiting payment holds its stock before the hold job releases it (decision 074). */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;

export type StockPlan = { line: PricedLine; tpa: number; lv: number; preordered: boolean };

/**
 * How each line is served from stock (a product taken off the site is 409 NOT_PURCHASABLE): enough units -> take TPA first, then LV; none at all and
 * pre-orderable -> a pre-ordered line that takes nothing; otherwise 409 OUT_OF_STOCK.
 */
export function planStock(lines: readonly PricedLine[]): StockPlan[] {
  return lines.map((line) => {
    if (line.row.enabled_on_site !== 1)
      throw new AppError('NOT_PURCHASABLE', `"${line.row.sku}" is no longer available`, {
        sku: line.row.sku,
        reason: 'unavailable',
      });
    const { tpa_wh } = line.facts;
    const available = unitsOnHand(line.facts);
    if (available >= line.quantity) {
      const tpa = Math.min(tpa_wh, line.quantity);
      return { line, tpa, lv: line.quantity - tpa, preordered: false };
    }
    if (available === 0 && isPreordered(line.facts)) return { line, tpa: 0, lv: 0, preordered: true };
    throw new AppError('OUT_OF_STOCK', stockShortfallMessage(line.row.sku, available), {
      sku: line.row.sku,
      available,
      requested: line.quantity,
    });
  });
}

const addressOf = (a: CheckoutBody['shippingAddress']): OrderAddress => ({
  first_name: a.first_name,
  last_name: a.last_name,
  address_line_1: a.address_line_1,
  address_line_2: a.address_line_2 ?? null,
  city: a.city,
  state_code: a.state_code,
  zip_code: a.zip_code,
  country_code: a.country_code,
  phone_number: a.phone_number,
});

/** An order as its own transaction stored it: the row and its answer. */
type StoredOrder = { row: OrderRow; order: Order };

/** A fingerprint of what was asked for (the card as its payment token: the server never sees the number). */
export function requestFingerprint(body: CheckoutBody, cartToken: string | null): string {
  const { idempotencyKey: _key, ...rest } = body;
  const material = JSON.stringify({ ...rest, cartToken });
  return createHash('sha256').update(material).digest('hex');
}

/**
 * In the order's transaction: the buyer's confirmation mail, once per order (its key is the order number), and
 * the shop's notice of the new order to its order address when one is set (decision 070). Queued when the order
 * is paid: at checkout, or by the payment provider's webhook for an order that awaited payment (decision 074).
 * Answers the order as stored, which checkout then answers with (nothing changes it after the commit).
 */
export async function queueConfirmation(
  mail: MailQueue,
  trx: Db,
  row: OrderRow,
  nowIso: string,
): Promise<StoredOrder> {
  const order = await ordersIn(trx).orderDto(row);
  await mail.add(
    trx,
    {
      key: `order-confirmation:${row.order_number}`,
      kind: 'order-confirmation',
      to: row.email,
      ...mail.messages.orderConfirmation(order, row),
    },
    nowIso,
  );
  const shop = mail.shopOrderEmail;
  if (shop)
    await mail.add(
      trx,
      {
        key: `new-order:${row.order_number}`,
        kind: 'new-order',
        to: shop,
        ...mail.messages.newOrder(order),
      },
      nowIso,
    );
  return { row, order };
}

export type CheckoutResult = { response: CheckoutResponse; replayed: boolean };

/** A saved card as checkout needs it (brand, last 4, expiry and the provider's reference). */
export type SavedCardForCheckout = {
  brand: CardBrand;
  last4: string;
  expMonth: string;
  expYear: string;
  reference: string;
};

/** The account's saved cards, for paying with one and for "save this card". */
export type SavedCardsPort = {
  /** The user's card, or null (another user's id included). */
  find(userId: number, cardId: number): Promise<SavedCardForCheckout | null>;
  save(userId: number, card: SavedCardForCheckout & { nickname: string | null }): Promise<void>;
  /** The account's customer at a provider with customers (Stripe: made on first need), else null. */
  customer(userId: number): Promise<string | null>;
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  cart: CartService;
  repo: CheckoutRepo;
  orders: OrdersService;
  payments: PaymentProvider;
  /** The order's sales tax (decision 075): computed here from the shipping state, never taken from the client. */
  tax: TaxCalculator;
  savedCards?: SavedCardsPort;
  /** Retention and per-visitor cap of the checkout events. */
  eventLimits: AppendLimits;
  /** The order confirmation is queued in the order's transaction. */
  mail: MailQueue;
  /** How long an order awaiting payment holds its stock (decision 074). */
  paymentHoldMs?: number;
}) {
  const { db, clock, logger, cart, repo, orders, payments, savedCards } = deps;
  /** The orders' reads outside the order's transaction. */
  const storedOrders = ordersIn(db);
  const eventGuard = appendGuard(repo.eventLimits, clock, deps.eventLimits);
  const paymentHoldMs = deps.paymentHoldMs ?? PAYMENT_HOLD_MS;

  /** Authorize the new card of the body, or the signed-in account's saved card. */
  async function authorizePayment(
    body: CheckoutBody,
    viewer: Viewer,
    amountCents: number,
    now: Date,
  ): Promise<AuthorizeResult> {
    if (body.payment) {
      // "Save this card" with a provider whose saved cards are its customer's (Stripe): saved with the payment.
      const saveFor =
        body.saveCard && viewer.user && payments.customers && savedCards
          ? await savedCards.customer(viewer.user.account_id)
          : null;
      return payments.authorize({
        amountCents,
        currency: 'USD',
        token: body.payment.token,
        idempotencyKey: body.idempotencyKey,
        now,
        ...(saveFor ? { saveFor } : {}),
      });
    }
    if (!viewer.user) throw new AppError('SESSION_REQUIRED', 'Sign in to pay with a saved card');
    const card =
      body.savedCardId === undefined
        ? null
        : ((await savedCards?.find(viewer.user.account_id, body.savedCardId)) ?? null);
    if (!card) throw new AppError('NOT_FOUND', 'No such saved card');
    if (!payments.authorizeSaved)
      throw new AppError('SAVED_CARD_UNSUPPORTED', 'Saved cards cannot be charged right now');
    const customer = payments.customers ? await savedCards?.customer(viewer.user.account_id) : null;
    return payments.authorizeSaved({
      amountCents,
      currency: 'USD',
      card,
      idempotencyKey: body.idempotencyKey,
      now,
      ...(customer ? { customer } : {}),
    });
  }

  /**
   * "Save this card" after a paid checkout: the provider keeps the card; the account keeps its reference, brand,
   * last 4 and expiry (decision 074). Stripe kept it with the payment (`savedReference`); the test provider
   * vaults the token. A failure is logged: the order stands.
   */
  async function saveCheckoutCard(
    userId: number,
    payment: NonNullable<CheckoutBody['payment']>,
    auth: Extract<AuthorizeResult, { ok: true }>,
    now: Date,
    orderNumber: string,
  ): Promise<void> {
    if (!savedCards) return;
    const nickname = payment.card_nickname || null;
    try {
      if (auth.savedReference) {
        const { brand, last4, expMonth, expYear } = auth;
        await savedCards.save(userId, {
          brand,
          last4,
          expMonth,
          expYear,
          reference: auth.savedReference,
          nickname,
        });
      } else if (payments.vaultCard && !payments.customers) {
        const vaulted = await payments.vaultCard(payment.token, now);
        if (vaulted.ok === true) {
          const { ok: _ok, ...card } = vaulted;
          await savedCards.save(userId, { ...card, nickname });
        }
      }
    } catch (err) {
      logger.error({ err, order: orderNumber }, 'saving the card failed; order kept');
    }
  }

  const inflight = new Map<string, Promise<unknown>>();

  /** Runs submits with the same idempotency key one after another. */
  async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = inflight.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(run);
    inflight.set(key, current);
    try {
      return await current;
    } finally {
      if (inflight.get(key) === current) inflight.delete(key);
    }
  }

  /** `order`: the order's answer when the caller has it (read in the order's own transaction). */
  const respond = async (row: OrderRow, replayed: boolean, order?: Order): Promise<CheckoutResult> => ({
    response: {
      status: 'success',
      confirmation_token: row.confirmation_token,
      ...(order ?? (await orders.orderDto(row))),
    },
    replayed,
  });

  function replay(existing: OrderRow, fingerprint: string): Promise<CheckoutResult> {
    if (existing.request_fingerprint !== fingerprint)
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This idempotency key was already used for a different checkout',
      );
    return respond(existing, true);
  }

  /** The tax of the priced lines shipped to the body's address, for the viewer (read in `trx` when given). */
  const taxOf = (
    lines: readonly PricedLine[],
    shippingCents: number,
    body: CheckoutBody,
    viewer: Viewer,
    trx?: Db,
  ) =>
    deps.tax.calculate(
      {
        lines: lines.map((l) => ({
          ...taxLineOf(l.row.sku, l.unitCents * l.quantity),
          sku: l.row.sku,
          quantity: l.quantity,
        })),
        shippingCents,
        stateCode: body.shippingAddress.state_code,
        zipCode: body.shippingAddress.zip_code,
        userId: viewer.user?.account_id ?? null,
      },
      trx,
    );

  /** Refreshes collection_products.is_preordered for the rows whose stock moved (in the order's transaction). */
  async function refreshCollectionFlags(
    repo: CheckoutRepo,
    catalog: CatalogReads,
    parentOf: ParentOf,
    productIds: readonly number[],
  ): Promise<void> {
    const listed = new Set<number>();
    for (const id of productIds) listed.add((await parentOf(id)) ?? id);
    for (const row of await catalog.productsByIds([...listed].sort(byProductId))) {
      // A family's flag depends on its other variants' stock, which another checkout may be taking now.
      if (row.is_parent === 1) await repo.lockFamily(row.id);
      const facts =
        row.is_parent === 1
          ? familyStock(stockFactsOf(row), (await catalog.enabledVariantsOf([row.sku])).map(stockFactsOf))
          : stockFactsOf(row);
      await repo.setCollectionPreordered(row.id, isPreordered(facts));
    }
  }

  async function placeOrder(
    token: string | null,
    body: CheckoutBody,
    viewer: Viewer,
  ): Promise<CheckoutResult> {
    const fingerprint = requestFingerprint(body, token);
    const existing = await storedOrders.findByIdempotencyKey(body.idempotencyKey);
    if (existing) return replay(existing, fingerprint);

    const stored = token ? await cart.findCart(token) : null;
    const priced = stored ? await cart.pricedCart(stored.id, viewer) : null;
    if (!stored || !priced || priced.lines.length === 0)
      throw new AppError('CART_EMPTY', 'Your cart is empty');
    planStock(priced.lines); // refuse before charging when stock is already short

    const now = clock.now();
    const tax = await taxOf(priced.lines, priced.totals.shippingCents, body, viewer);
    const chargedCents = priced.totals.totalCents + tax.totalTaxCents;
    const auth = await authorizePayment(body, viewer, chargedCents, now);
    if (!auth.ok) throw new AppError(auth.code, auth.message);
    // The shopper's bank asks for a confirmation in the browser: the order is stored awaiting payment, its
    // stock held until the provider's webhook says it was paid, or the hold job releases it (decision 074).
    const awaiting = auth.status === 'requires_action';

    let placed: { id: number; stored: StoredOrder | null };
    try {
      // Only queries are awaited in here, each through the transaction: on SQLite its one connection
      // belongs to the transaction until it ends, which serializes checkouts. PostgreSQL runs them side by
      // side: the cart's row is locked first (another checkout of the cart, or a write to it, waits until
      // this one ends, then finds its order or the new version), then its products' stock rows (the plan is
      // made from current counts), and rows of several products are written in product id order, so that
      // two checkouts never wait on each other in a cycle.
      placed = await db.transaction().execute(async (trx) => {
        const txOrders = ordersIn(trx);
        const txRepo = createCheckoutRepo(trx);
        const parentOf = parentsOf(txRepo);
        const current = await cart.lockCart(stored.token, trx);
        const raced = await txOrders.findByIdempotencyKey(body.idempotencyKey);
        if (raced) return { id: raced.id, stored: null };
        if (!current || current.version !== stored.version)
          throw new AppError('CART_CHANGED', 'Your cart changed during checkout; please review it');
        await txRepo.lockStockOfCart(stored.id);
        const repriced = await cart.pricedCart(stored.id, viewer, trx);
        // The tax again, in the order's transaction: a rate changed since the charge was authorized refuses too.
        const retaxed = await taxOf(repriced.lines, repriced.totals.shippingCents, body, viewer, trx);
        if (repriced.totals.totalCents + retaxed.totalTaxCents !== chargedCents)
          throw new AppError('PRICE_CHANGED', 'A price in your cart changed; please review it');
        const plans = planStock(repriced.lines);
        const nowIso = now.toISOString();
        const taking = [...plans].sort((a, b) => byProductId(a.line.row.id, b.line.row.id));
        for (const plan of taking) {
          if (plan.preordered) continue;
          // The conditional UPDATE's affected-row count decides: a count that fell meanwhile takes nothing.
          if (!(await txRepo.takeStock(plan.line.row.id, plan.tpa, plan.lv, nowIso)))
            throw new AppError('OUT_OF_STOCK', stockShortfallMessage(plan.line.row.sku, 0), {
              sku: plan.line.row.sku,
            });
        }
        const shipping = addressOf(body.shippingAddress);
        const billing =
          body.billingSameAsShipping || !body.billingAddress ? shipping : addressOf(body.billingAddress);
        const t = repriced.totals;
        const lines: NewOrderLine[] = plans.map(({ line, tpa, lv, preordered }, i) => ({
          product_id: line.row.id,
          sku: line.row.sku,
          displayed_sku: displaySku(line.row.sku),
          name: line.row.name,
          quantity: line.quantity,
          unit_price_cents: line.unitCents,
          original_unit_cents: line.originalUnitCents,
          is_pre_ordered_item: preordered ? 1 : 0,
          taken_tpa_wh: tpa,
          taken_lv_wh: lv,
          child_items: JSON.stringify(line.childItems),
          tax_cents: retaxed.lineTaxCents[i] ?? 0,
        }));
        const inserted = await txOrders.insert(
          {
            confirmation_token: randomBytes(32).toString('base64url'),
            idempotency_key: body.idempotencyKey,
            request_fingerprint: fingerprint,
            user_id: viewer.user?.account_id ?? null,
            cart_token: stored.token,
            email: body.contact.email,
            first_name: body.contact.first_name,
            last_name: body.contact.last_name,
            phone: body.contact.phone,
            shipping_address: JSON.stringify(shipping),
            billing_address: JSON.stringify(billing),
            is_dealer: t.isDealer ? 1 : 0,
            original_total_cents: t.originalTotalCents,
            discounts_total_cents: t.discountsTotalCents,
            subtotal_cents: t.subtotalCents,
            shipping_cents: t.shippingCents,
            tax_cents: retaxed.totalTaxCents,
            shipping_tax_cents: retaxed.shippingTaxCents,
            tax_exempt: retaxed.exempt ? 1 : 0,
            total_cents: t.totalCents + retaxed.totalTaxCents,
            card_brand: auth.brand,
            card_last4: auth.last4,
            payment_reference: auth.reference,
            payment_due_at: awaiting ? new Date(now.getTime() + paymentHoldMs).toISOString() : null,
            // A card to save once the bank confirms it (the webhook) keeps its nickname until then (decision 074).
            card_nickname: (awaiting && body.saveCard && body.payment?.card_nickname) || null,
            created_at: nowIso,
          },
          lines,
        );
        await refreshCollectionFlags(
          txRepo,
          catalogReadsIn(trx),
          parentOf,
          plans.filter((p) => !p.preordered).map((p) => p.line.row.id),
        );
        await cart.clearCart(stored.id, trx);
        // An order awaiting payment is confirmed when the provider says it was paid (decision 074).
        const order = awaiting
          ? { row: inserted, order: await txOrders.orderDto(inserted) }
          : await queueConfirmation(deps.mail, trx, inserted, nowIso);
        // Last, right before the commit: on PostgreSQL a turnover change re-indexes the product's search card,
        // which takes the search version's one row (migration 021) until the commit, so every checkout waits
        // for the one before it from here on. Nothing after this but the commit keeps that wait short. An order
        // awaiting its payment has sold nothing yet (decision 079): the payment's webhook adds it.
        if (!awaiting)
          await addTurnover(
            txRepo,
            parentOf,
            plans.map(({ line }) => ({ productId: line.row.id, cents: line.unitCents * line.quantity })),
            now,
          );
        return { id: inserted.id, stored: order };
      });
      deps.mail.committed();
    } catch (err) {
      await payments.void(auth.reference);
      // Another submit with this key (on another node, or of another cart) stored its order first.
      const won = isUniqueViolation(err, 'idempotency_key')
        ? await storedOrders.findByIdempotencyKey(body.idempotencyKey)
        : null;
      if (won) return replay(won, fingerprint);
      throw err;
    }
    // The order as its transaction stored it, else (another submit's order) as read now.
    const row = placed.stored?.row ?? (await storedOrders.findById(placed.id));
    if (!row) throw new Error(`order ${placed.id} vanished after commit`);
    if (row.payment_reference !== auth.reference) {
      // Another submit with this key won the race: release our hold and answer with its order.
      await payments.void(auth.reference);
      return replay(row, fingerprint);
    }
    if (awaiting) {
      logger.info({ order: row.order_number, total_cents: row.total_cents }, 'order awaiting payment');
      const answer = await respond(row, false, placed.stored?.order);
      if (auth.clientSecret)
        answer.response.next_action = { type: 'confirm_payment', client_secret: auth.clientSecret };
      return answer;
    }
    try {
      await payments.capture(auth.reference);
    } catch (err) {
      logger.error({ err, order: row.order_number }, 'payment capture failed; order kept for follow-up');
    }
    if (body.payment && body.saveCard && viewer.user && savedCards)
      await saveCheckoutCard(viewer.user.account_id, body.payment, auth, now, row.order_number);
    logger.info({ order: row.order_number, total_cents: row.total_cents }, 'order placed');
    return respond(row, false, placed.stored?.order);
  }

  return {
    checkout: (token: string | null, body: CheckoutBody, viewer: Viewer): Promise<CheckoutResult> =>
      oneAtATime(body.idempotencyKey, () => placeOrder(token, body, viewer)),

    /** Stores the event, unless the visitor is past the day's cap: then it is dropped without a word. */
    async saveCheckoutEvent(body: SaveCheckoutEventBody, visitorId: string): Promise<void> {
      if (!(await eventGuard.admit(visitorId))) return;
      await repo.insertCheckoutEvent({
        event_name: body.eventName,
        server_or_client: body.serverOrClient,
        account_id: body.accountId === undefined || body.accountId === null ? null : String(body.accountId),
        customer_email: body.customerEmail ?? null,
        // The cart token is a bearer secret: only its hash is kept, enough to join events of one cart.
        cart_token: body.cartToken ? createHash('sha256').update(body.cartToken).digest('hex') : null,
        line_items: JSON.stringify(body.lineItems),
        visitor_id: visitorId,
        created_at: clock.now().toISOString(),
      });
    },
  };
}
