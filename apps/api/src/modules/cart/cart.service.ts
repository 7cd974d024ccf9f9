/**
 * Cart flows. Every write runs in one transaction: it reads the cart, checks every line and the optional
 * version, and only then writes (the lines and the version bump together), so a refusal leaves the stored
 * cart exactly as it was and concurrent writes to one cart are serialized. The cart is created lazily on
 * its first write. Whatever runs inside a transaction queries through it (repositories made over the
 * transaction): on SQLite the one connection belongs to the transaction until it ends.
 */
import { randomBytes } from 'node:crypto';
import {
  toCartTotalsDto,
  visibleCartLines,
  type AddCartLineBody,
  type CartResponse,
  type ShippingRules,
  type UpdateCartBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CatalogExtras } from '../catalog/catalog.extras.js';
import { catalogReadsIn, type CatalogReads } from '../catalog/catalog.service.js';
import { salesServiceIn, type SalesService } from '../sales/sales.service.js';
import {
  createCartRepo,
  type CartProductLine,
  type CartRepo,
  type CartRow,
  type NewLine,
} from './cart.repo.js';
import { judgeLines, refuseBeyondStock, type JudgedLine } from './cart.lines.js';
import { createCartCompatibility } from './cart.compatibility.js';
import { createCompatibilityRepo } from './cart.compatibility.repo.js';
import { priceCart, toCartLine, type PricedCart, type PricingContext } from './cart.pricing.js';

/** 32 random bytes, base64url: 43 characters. */
export const newCartToken = (): string => randomBytes(32).toString('base64url');

/** A write's answer: the cart, its token (null: no cart), and whether this write made the cart (decision 061). */
export type CartWriteResult = { cart: CartResponse; token: string | null; created: boolean };

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(deps: {
  db: Db;
  repo: CartRepo;
  catalog: CatalogReads;
  sales: SalesService;
  /** The node's copy of the products' images, properties and bundle items. */
  extras: CatalogExtras;
  clock: Clock;
  /**
   * The shop's shipping rules (the settings, decision 080), read through `ex` inside a transaction: checkout's
   * second pricing then sees a change made meanwhile. The spec's rules when not given.
   */
  shippingRules?: (ex: Db) => Promise<ShippingRules>;
}) {
  const { db, clock } = deps;

  /** The queries of one executor: the service's own (outside transactions) or a transaction's. */
  type Scope = {
    repo: CartRepo;
    catalog: CatalogReads;
    sales: SalesService;
    compatibility: ReturnType<typeof createCartCompatibility>;
  };
  const own: Scope = {
    repo: deps.repo,
    catalog: deps.catalog,
    sales: deps.sales,
    compatibility: createCartCompatibility(createCompatibilityRepo(db), deps.catalog, deps.extras),
  };
  function scopeOf(ex: Db): Scope {
    if (ex === db) return own;
    const catalog = catalogReadsIn(ex);
    return {
      repo: createCartRepo(ex),
      catalog,
      sales: salesServiceIn(ex, clock),
      compatibility: createCartCompatibility(createCompatibilityRepo(ex), catalog, deps.extras),
    };
  }

  const pricingFor = async (s: Scope, viewer: Viewer, ex: Db = db): Promise<PricingContext> => ({
    isDealer: viewer.isDealer,
    sale: await s.sales.saleFor(viewer),
    ...(deps.shippingRules ? { shipping: await deps.shippingRules(ex) } : {}),
  });

  /** Lines priced (all lines, DONATION included: it is charged). */
  async function priceLines(
    s: Scope,
    lines: readonly CartProductLine[],
    ctx: PricingContext,
  ): Promise<PricedCart> {
    const extras = await deps.extras.of(
      s.catalog,
      lines.map((l) => l.row),
    );
    return priceCart({ lines, extras }, ctx);
  }

  /**
   * The cart's answer. `lines`: what the cart holds when the caller knows it (it has just written exactly
   * these); read from the store otherwise.
   */
  async function toResponse(
    s: Scope,
    cart: CartRow | null,
    ctx: PricingContext,
    lines?: readonly CartProductLine[],
  ): Promise<CartResponse> {
    const priced = await priceLines(s, cart ? (lines ?? (await s.repo.linesWithProducts(cart.id))) : [], ctx);
    const { isCompatible, compatibility, suggestions } = await s.compatibility.check(priced.lines, ctx);
    return {
      items: visibleCartLines(
        priced.lines.map((l, i) => ({ ...toCartLine(l, ctx), isCompatible: isCompatible[i] ?? true })),
      ),
      cart_token: cart?.token ?? '',
      version: cart?.version ?? 0,
      totals: toCartTotalsDto(priced.totals),
      compatibility,
      suggestions,
    };
  }

  /**
   * The wanted lines for the stored cart, which holds `held` (quantity by product id); throws the first
   * refusal, a catalogue one before a stock one.
   */
  async function resolveLines(
    s: Scope,
    items: readonly { sku: string; quantity: number }[],
    held: ReadonlyMap<number, number>,
    mode: 'replace' | 'add',
  ): Promise<JudgedLine[]> {
    const lines = (await judgeLines(s.repo, items)).map((line) => {
      if (line instanceof AppError) throw line;
      return line;
    });
    refuseBeyondStock(lines, held, mode);
    return lines;
  }

  /** Runs a write on the visitor's cart (created when missing and there is something to write). */
  async function write(
    token: string | null,
    viewer: Viewer,
    apply: (
      s: Scope,
      cart: CartRow | null,
      held: ReadonlyMap<number, number>,
      ctx: PricingContext,
    ) => Promise<{ lines: JudgedLine[]; mode: 'replace' | 'add' }>,
  ): Promise<CartWriteResult> {
    const ctx = await pricingFor(own, viewer);
    return db.transaction().execute(async (trx): Promise<CartWriteResult> => {
      const s = scopeOf(trx);
      const { repo } = s;
      // Locked: concurrent writes to the cart wait here, then read what the one before them wrote.
      const locked = token ? await repo.lockWithHeld(token) : null;
      const existing = locked?.cart ?? null;
      const change = await apply(s, existing, locked?.held ?? new Map<number, number>(), ctx);
      const nowIso = clock.now().toISOString();
      let cart = existing;
      if (!cart) {
        if (change.lines.length === 0)
          return { cart: await toResponse(s, null, ctx), token: null, created: false };
        cart = await repo.create(newCartToken(), viewer.user?.account_id ?? null, nowIso);
      }
      if (change.mode === 'replace') await repo.replaceLines(cart.id, change.lines);
      else for (const line of change.lines) await repo.addToLine(cart.id, line);
      const version = await repo.bumpVersion(cart.id, nowIso);
      const updated = { ...cart, version };
      // A full list is what the cart now holds, in order (read again after an add, which sums into lines).
      const written = change.mode === 'replace' ? change.lines : undefined;
      return {
        cart: await toResponse(s, updated, ctx, written),
        token: updated.token,
        created: existing === null,
      };
    });
  }

  /** mergeIntoAccount's work, on the executor of the transaction it runs in. */
  async function merge(
    trx: Db,
    anonToken: string | null,
    clientLines: readonly { sku: string; quantity: number }[],
    userId: number,
  ): Promise<string | null> {
    const repo = scopeOf(trx).repo;
    const nowIso = clock.now().toISOString();
    // The account first (two sign-ins of one account merge one after the other), then the anonymous cart,
    // whose owner is judged once it is locked (two accounts signing in with one cart token).
    await repo.lockUser(userId);
    const found = anonToken ? await repo.lockByToken(anonToken) : null;
    const anon = found && (found.user_id === null || found.user_id === userId) ? found : null;
    const account = await repo.latestOfUser(userId);
    // Both carts locked before their lines are read, so that no write to either slips in between.
    await repo.lockCarts([...new Set([anon?.id, account?.id].filter((id) => id !== undefined))]);
    const wanted = new Map<number, NewLine>();
    for (const l of anon ? await repo.linesOf(anon.id) : [])
      wanted.set(l.product_id, {
        productId: l.product_id,
        quantity: l.quantity,
        isPreordered: l.is_pre_ordered_item === 1,
      });
    for (const l of await judgeLines(repo, clientLines)) {
      if (l instanceof AppError) continue;
      const known = wanted.get(l.productId);
      if (!known || l.quantity > known.quantity) wanted.set(l.productId, l);
    }
    const lines = [...wanted.values()];
    const target = account ?? anon;
    if (!target) {
      if (lines.length === 0) return null;
      const created = await repo.create(newCartToken(), userId, nowIso);
      await repo.replaceLines(created.id, lines);
      await repo.bumpVersion(created.id, nowIso);
      return created.token;
    }
    if (anon && target.id === anon.id) {
      await repo.setUser(anon.id, userId);
      await repo.replaceLines(anon.id, lines);
    } else {
      for (const line of lines) await repo.addToLine(target.id, line);
      if (anon) {
        await repo.clearLines(anon.id);
        await repo.bumpVersion(anon.id, nowIso);
      }
    }
    await repo.bumpVersion(target.id, nowIso);
    return target.token;
  }

  return {
    async getCart(token: string | null, viewer: Viewer): Promise<CartResponse> {
      const cart = token ? await own.repo.findByToken(token) : null;
      return toResponse(own, cart, await pricingFor(own, viewer));
    },

    /** POST /api/cartv2: the full desired line list replaces the cart's lines. */
    replaceCart(token: string | null, body: UpdateCartBody, viewer: Viewer): Promise<CartWriteResult> {
      return write(token, viewer, async (s, cart, held, ctx) => {
        const current = cart?.version ?? 0;
        if (body.version !== undefined && body.version !== current)
          throw new AppError('CART_VERSION_CONFLICT', 'The cart changed since you loaded it', {
            cart: await toResponse(s, cart, ctx),
          });
        return { lines: await resolveLines(s, body.items, held, 'replace'), mode: 'replace' };
      });
    },

    /** POST /api/cartv2/lines: one sku added atomically (an existing line adds up, capped at 1000). */
    addToCart(token: string | null, body: AddCartLineBody, viewer: Viewer): Promise<CartWriteResult> {
      return write(token, viewer, async (s, _cart, held) => ({
        lines: await resolveLines(s, [body], held, 'add'),
        mode: 'add',
      }));
    },

    /**
     * For checkout: the stored cart priced for this viewer. Give the transaction as `ex` to re-check
     * inside it (the sale and the prices are then read through it too).
     */
    async pricedCart(cartId: number, viewer: Viewer, ex: Db = db): Promise<PricedCart> {
      const s = scopeOf(ex);
      return priceLines(s, await s.repo.linesWithProducts(cartId), await pricingFor(s, viewer, ex));
    },

    /** POST /api/dealers/quick-order: many skus added at once, atomically (each adds up, capped at 1000). */
    addLinesToCart(
      token: string | null,
      items: readonly { sku: string; quantity: number }[],
      viewer: Viewer,
    ): Promise<CartWriteResult> {
      return write(token, viewer, async (s, _cart, held) => ({
        lines: await resolveLines(s, items, held, 'add'),
        mode: 'add',
      }));
    },

    /**
     * Sign-in (decision 017): the anonymous cart and the lines the client sent become the account's
     * cart in one transaction, nothing lost. The client's lines describe the anonymous cart, so for a
     * sku in both the larger quantity counts (never doubled); lines that can no longer be bought are
     * skipped. With an account cart, those lines are added to it (summed, capped at 1000) and the
     * anonymous cart is emptied; without one, the anonymous cart becomes the account's. An anonymous
     * token that belongs to another account is ignored. Returns the token of the account's cart, or
     * null when there is none and nothing to put in one. Given `trx` (the caller's transaction), it runs
     * in that one; otherwise it opens its own.
     */
    mergeIntoAccount(
      anonToken: string | null,
      clientLines: readonly { sku: string; quantity: number }[],
      userId: number,
      trx?: Db,
    ): Promise<string | null> {
      if (trx) return merge(trx, anonToken, clientLines, userId);
      return db.transaction().execute((t) => merge(t, anonToken, clientLines, userId));
    },

    /** The cart behind a token; give the transaction as `ex` inside one. */
    findCart: (token: string, ex: Db = db): Promise<CartRow | null> => scopeOf(ex).repo.findByToken(token),
    /**
     * The cart behind a token, its row locked until the transaction `trx` ends: cart writes and other
     * checkouts of the cart wait for it, and it reads the version the last of them committed.
     */
    lockCart: (token: string, trx: Db): Promise<CartRow | null> => scopeOf(trx).repo.lockByToken(token),
    /** Empties the cart and counts the write: call inside a transaction (`trx`), e.g. checkout's. */
    async clearCart(cartId: number, trx: Db): Promise<void> {
      const { repo } = scopeOf(trx);
      await repo.clearLines(cartId);
      await repo.bumpVersion(cartId, clock.now().toISOString());
    },
  };
}
