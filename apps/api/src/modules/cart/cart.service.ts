/**
 * Cart flows. Every write runs in one immediate transaction: it reads the cart, checks every line and
 * the optional version, and only then writes, so a refusal leaves the stored cart exactly as it was and
 * concurrent writes to one cart are serialized. The cart is created lazily on its first write.
 */
import { randomBytes } from 'node:crypto';
import {
  toCartTotalsDto,
  visibleCartLines,
  type AddCartLineBody,
  type CartResponse,
  type UpdateCartBody,
} from '@shop/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Viewer } from '../../lib/viewer.js';
import type { CatalogRepo, ImageRow } from '../catalog/catalog.repo.js';
import type { SalesService } from '../sales/sales.service.js';
import type { CartRepo, CartRow, NewLine } from './cart.repo.js';
import { judgeLines, refuseBeyondStock } from './cart.lines.js';
import { createCartCompatibility } from './cart.compatibility.js';
import { createCompatibilityRepo } from './cart.compatibility.repo.js';
import { priceCart, toCartLine, type PricedCart, type PricingContext } from './cart.pricing.js';

/** 32 random bytes, base64url: 43 characters. */
export const newCartToken = (): string => randomBytes(32).toString('base64url');

export type CartWriteResult = { cart: CartResponse; token: string | null };

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(deps: {
  db: Db;
  repo: CartRepo;
  catalog: CatalogRepo;
  sales: SalesService;
  clock: Clock;
}) {
  const { db, repo, catalog, sales, clock } = deps;
  const compatibilityOf = createCartCompatibility(createCompatibilityRepo(db), catalog);

  const pricingFor = (viewer: Viewer): PricingContext => ({
    isDealer: viewer.isDealer,
    sale: sales.saleFor(viewer),
  });

  /** The priced lines of a stored cart (all lines, DONATION included: it is charged). */
  function priceStoredCart(cartId: number, ctx: PricingContext): PricedCart {
    const lines = repo.linesOf(cartId);
    const ids = lines.map((l) => l.product_id);
    const rows = new Map(catalog.productsByIds(ids).map((r) => [r.id, r]));
    const images = new Map<number, ImageRow[]>();
    for (const image of catalog.imagesOf(ids)) {
      const list = images.get(image.product_id) ?? [];
      list.push(image);
      images.set(image.product_id, list);
    }
    const properties = new Map<number, Record<string, string>>();
    for (const p of catalog.propertiesOf(ids)) {
      const record = properties.get(p.product_id) ?? {};
      record[p.key] = p.value;
      properties.set(p.product_id, record);
    }
    const bundleIds = [...rows.values()].filter((r) => r.product_type === 'bundle').map((r) => r.id);
    const bundleItems = new Map<number, ReturnType<CatalogRepo['bundleItemsOf']>>();
    for (const item of catalog.bundleItemsOf(bundleIds)) {
      const list = bundleItems.get(item.bundle_id) ?? [];
      list.push(item);
      bundleItems.set(item.bundle_id, list);
    }
    return priceCart({ lines, rows, images, properties, bundleItems }, ctx);
  }

  function toResponse(cart: CartRow | null, ctx: PricingContext): CartResponse {
    const priced: PricedCart = cart ? priceStoredCart(cart.id, ctx) : priceCart(emptyInput, ctx);
    const { isCompatible, compatibility, suggestions } = compatibilityOf.check(priced.lines, ctx);
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
   * The wanted lines for the stored cart (null: none yet); throws the first refusal, a catalogue one
   * before a stock one.
   */
  function resolveLines(
    items: readonly { sku: string; quantity: number }[],
    cart: CartRow | null,
    mode: 'replace' | 'add',
  ): NewLine[] {
    const lines = judgeLines(repo, items).map((line) => {
      if (line instanceof AppError) throw line;
      return line;
    });
    const held = new Map((cart ? repo.linesOf(cart.id) : []).map((l) => [l.product_id, l.quantity]));
    refuseBeyondStock(lines, held, mode);
    return lines;
  }

  /** Runs a write on the visitor's cart (created when missing and there is something to write). */
  function write(
    token: string | null,
    viewer: Viewer,
    apply: (
      cart: CartRow | null,
      ctx: PricingContext,
    ) => { lines: NewLine[]; mode: 'replace' | 'add' } | null,
  ): CartWriteResult {
    const ctx = pricingFor(viewer);
    return db
      .transaction((): CartWriteResult => {
        const existing = token ? repo.findByToken(token) : null;
        const change = apply(existing, ctx);
        if (!change) return { cart: toResponse(existing, ctx), token: existing?.token ?? null };
        const nowIso = clock.now().toISOString();
        let cart = existing;
        if (!cart) {
          if (change.lines.length === 0) return { cart: toResponse(null, ctx), token: null };
          cart = repo.create(newCartToken(), viewer.user?.account_id ?? null, nowIso);
        }
        if (change.mode === 'replace') repo.replaceLines(cart.id, change.lines);
        else for (const line of change.lines) repo.addToLine(cart.id, line);
        const version = repo.bumpVersion(cart.id, nowIso);
        const updated = { ...cart, version };
        return { cart: toResponse(updated, ctx), token: updated.token };
      })
      .immediate();
  }

  return {
    getCart(token: string | null, viewer: Viewer): CartResponse {
      return toResponse(token ? repo.findByToken(token) : null, pricingFor(viewer));
    },

    /** POST /api/cartv2: the full desired line list replaces the cart's lines. */
    replaceCart(token: string | null, body: UpdateCartBody, viewer: Viewer): CartWriteResult {
      return write(token, viewer, (cart, ctx) => {
        const current = cart?.version ?? 0;
        if (body.version !== undefined && body.version !== current)
          throw new AppError('CART_VERSION_CONFLICT', 'The cart changed since you loaded it', 409, {
            cart: toResponse(cart, ctx),
          });
        return { lines: resolveLines(body.items, cart, 'replace'), mode: 'replace' };
      });
    },

    /** POST /api/cartv2/lines: one sku added atomically (an existing line adds up, capped at 1000). */
    addToCart(token: string | null, body: AddCartLineBody, viewer: Viewer): CartWriteResult {
      return write(token, viewer, (cart) => ({ lines: resolveLines([body], cart, 'add'), mode: 'add' }));
    },

    /** For checkout: the stored cart priced for this viewer (call inside a transaction to re-check). */
    pricedCart(cartId: number, viewer: Viewer): PricedCart {
      return priceStoredCart(cartId, pricingFor(viewer));
    },

    /** POST /api/dealers/quick-order: many skus added at once, atomically (each adds up, capped at 1000). */
    addLinesToCart(
      token: string | null,
      items: readonly { sku: string; quantity: number }[],
      viewer: Viewer,
    ): CartWriteResult {
      return write(token, viewer, (cart) => ({ lines: resolveLines(items, cart, 'add'), mode: 'add' }));
    },

    /**
     * Sign-in (decision 017): the anonymous cart and the lines the client sent become the account's
     * cart in one immediate transaction, nothing lost. The client's lines describe the anonymous cart,
     * so for a sku in both the larger quantity counts (never doubled); lines that can no longer be
     * bought are skipped. With an account cart, those lines are added to it (summed, capped at 1000)
     * and the anonymous cart is emptied; without one, the anonymous cart becomes the account's. An
     * anonymous token that belongs to another account is ignored. Returns the token of the account's
     * cart, or null when there is none and nothing to put in one.
     */
    mergeIntoAccount(
      anonToken: string | null,
      clientLines: readonly { sku: string; quantity: number }[],
      userId: number,
    ): string | null {
      return db
        .transaction((): string | null => {
          const nowIso = clock.now().toISOString();
          const found = anonToken ? repo.findByToken(anonToken) : null;
          const anon = found && (found.user_id === null || found.user_id === userId) ? found : null;
          const account = repo.latestOfUser(userId);
          const wanted = new Map<number, NewLine>();
          for (const l of anon ? repo.linesOf(anon.id) : [])
            wanted.set(l.product_id, {
              productId: l.product_id,
              quantity: l.quantity,
              isPreordered: l.is_pre_ordered_item === 1,
            });
          for (const l of judgeLines(repo, clientLines)) {
            if (l instanceof AppError) continue;
            const known = wanted.get(l.productId);
            if (!known || l.quantity > known.quantity) wanted.set(l.productId, l);
          }
          const lines = [...wanted.values()];
          const target = account ?? anon;
          if (!target) {
            if (lines.length === 0) return null;
            const created = repo.create(newCartToken(), userId, nowIso);
            repo.replaceLines(created.id, lines);
            repo.bumpVersion(created.id, nowIso);
            return created.token;
          }
          if (anon && target.id === anon.id) {
            repo.setUser(anon.id, userId);
            repo.replaceLines(anon.id, lines);
          } else {
            for (const line of lines) repo.addToLine(target.id, line);
            if (anon) {
              repo.clearLines(anon.id);
              repo.bumpVersion(anon.id, nowIso);
            }
          }
          repo.bumpVersion(target.id, nowIso);
          return target.token;
        })
        .immediate();
    },

    findCart: (token: string): CartRow | null => repo.findByToken(token),
    clearCart(cartId: number): void {
      repo.clearLines(cartId);
      repo.bumpVersion(cartId, clock.now().toISOString());
    },
  };
}

const emptyInput = {
  lines: [],
  rows: new Map(),
  images: new Map(),
  properties: new Map(),
  bundleItems: new Map(),
};
