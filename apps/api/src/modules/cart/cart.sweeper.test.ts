/**
 * The anonymous-cart sweeper (decision 061) against the real store: carts made over HTTP at one time, the
 * clock moved on, a sweep, and the carts read again over HTTP. Only anonymous carts untouched for
 * ANONYMOUS_CART_DAYS go; an account's cart, a recent one and one an order names stay. Sweeps take turns under
 * the store's lock, so that two at once delete each cart once.
 */
import { CartResponseSchema, type CartResponse } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_LOCKS, tryUnderStoreLock } from '../../db/store-lock.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { planOf, statementRecorder } from '../../test/query-plans.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { createCartSweeper } from './cart.sweeper.js';

const DAY = 86_400_000;
let now = TEST_NOW;
let t: TestApp;
let buyer: Agent;
const recorder = statementRecorder();

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    clock: { now: () => now },
    configOverrides: { anonymousCartDays: 30 },
    log: (event) => recorder.log(event),
  });
  await makeProduct(t.db, { sku: 'SWEEP-SUB', tpa: 1000 });
  buyer = await signedInAgent(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const line = { sku: 'SWEEP-SUB', quantity: 1 };
const cartOf = (res: request.Response): CartResponse => CartResponseSchema.parse(res.body);
/** A new anonymous cart holding one line, made now. */
const anonymousCart = async () =>
  cartOf(await request(t.app).post('/api/cartv2/lines').send(line).expect(200)).cart_token;
/** The cart behind a token as the shop answers it ('' when there is none). */
const read = async (token: string) =>
  cartOf(await request(t.app).get('/api/cartv2').set('X-Cart-Token', token).expect(200));
const anonymousCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('carts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sweeping anonymous carts', () => {
  it('removes only anonymous carts untouched for 30 days: not an account cart, a recent one or an ordered one', async () => {
    now = TEST_NOW;
    const old = await anonymousCart();
    const account = cartOf(await buyer.post('/api/cartv2/lines').send(line).expect(200)).cart_token;
    const ordered = await anonymousCart();
    const placed = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('X-Cart-Token', ordered)
      .set('Cookie', `sa_cart_token=${ordered}`)
      .send(checkoutBody());
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    now = new Date(TEST_NOW.getTime() + 2 * DAY);
    const touchedLater = await anonymousCart();
    // An old cart written to since: its last write counts, not its birth.
    now = new Date(TEST_NOW.getTime() + 3 * DAY);
    const oldButWritten = await anonymousCart();
    now = new Date(TEST_NOW.getTime() + 31 * DAY);
    await request(t.app).post('/api/cartv2/lines').set('X-Cart-Token', oldButWritten).send(line).expect(200);
    const recent = await anonymousCart();

    expect(await t.cartSweeper.sweep()).toEqual({ ran: true, deleted: 1 });

    expect(await read(old)).toMatchObject({ cart_token: '', items: [] });
    expect((await read(touchedLater)).items).toHaveLength(1);
    expect((await read(oldButWritten)).items[0]?.quantity).toBe(2);
    expect((await read(recent)).items).toHaveLength(1);
    expect(cartOf(await buyer.get('/api/cartv2').expect(200))).toMatchObject({ cart_token: account });
    expect((await read(account)).items).toHaveLength(1);
    // Checkout emptied it; the order still names it, so it stays.
    expect(await read(ordered)).toMatchObject({ cart_token: ordered, items: [] });

    // A second sweep finds nothing more to do.
    expect(await t.cartSweeper.sweep()).toEqual({ ran: true, deleted: 0 });
  });

  it('waits its turn: a sweep while another holds the lock does nothing, and two at once delete each cart once', async () => {
    now = TEST_NOW;
    for (let i = 0; i < 7; i++) await anonymousCart();
    now = new Date(TEST_NOW.getTime() + 400 * DAY);
    const before = await anonymousCount();
    const other = createCartSweeper({ db: t.db, clock: { now: () => now }, keepDays: 30 });

    let acquired!: () => void;
    const holding = new Promise<void>((resolve) => (acquired = resolve));
    let release!: () => void;
    const held = tryUnderStoreLock(t.db, STORE_LOCKS.cartSweep, async () => {
      acquired();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    expect(await t.cartSweeper.sweep()).toEqual({ ran: false, deleted: 0 });
    expect(await anonymousCount()).toBe(before);
    release();
    await held;

    const results = await Promise.all([t.cartSweeper.sweep(), other.sweep()]);
    // Every anonymous cart is old now; the one the first test's order names stays.
    expect(results.reduce((sum, r) => sum + r.deleted, 0)).toBe(before - 1);
    expect(results.some((r) => r.ran)).toBe(true);
    expect(await anonymousCount()).toBe(1);
  });

  it('reads no table whole: the anonymous carts by their last write, the orders by cart token (migration 031)', async () => {
    await recorder.during('sweep', () => t.cartSweeper.sweep());
    const deletes = recorder.statements().filter((s) => s.sql.startsWith('delete from "carts"'));
    expect(deletes).toHaveLength(1);
    const plan = await planOf(t.db, deletes[0]!);
    expect(plan.fullScans, plan.lines.join('\n')).toEqual([]);
    if (t.store === 'sqlite') {
      expect(plan.lines.join('\n')).toContain('carts_anonymous_touched');
      expect(plan.lines.join('\n')).toContain('orders_cart_token');
    }
  });
});
