/**
 * /api/dealers: the Dealer Quick Order (role 2 or is_dealer only; 401 without a session, 403 FORBIDDEN
 * for any other account). A searchable sku table with dealer and MAP prices, warehouse counts, stock
 * label and the in-cart quantity; many lines are added to the cart at once.
 */
import {
  CartResponseSchema,
  centsToDollars,
  DEALER_QUICK_ORDER_PAGE_SIZE,
  DealerAddLinesBodySchema,
  DealerQuickOrderQuerySchema,
  DealerQuickOrderResponseSchema,
  displaySku,
  type DealerQuickOrderResponse,
  unitsOnHand,
  viewerPrice,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import {
  component,
  defineRoutes,
  signedInOnly,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { requireUser } from '../auth/auth.session.js';
import { CART_COOKIE, cartCookieOptions, cartTokenOf, cartTokenParameter } from '../cart/cart.cookies.js';
import { noteCartCreated } from '../cart/cart.create-limit.js';
import type { CartService } from '../cart/cart.service.js';
import { priceInputOf, stockFactsOf } from '../catalog/catalog.serializer.js';
import { cartStockLabelOf, isPreordered } from '../catalog/catalog.stock.js';
import type { DealersRepo, QuickOrderRow } from './dealers.repo.js';

const dealerOnly: RequestHandler = (_req, res, next) => {
  requireUser(res);
  if (!viewerOf(res).isDealer) throw new AppError('FORBIDDEN', 'Dealer Quick Order is for dealer accounts');
  res.set('Cache-Control', 'no-store');
  next();
};

/** Dealers only reach this table, so every row is priced for a dealer (who is never shown a sale). */
const DEALER_VIEW = { isDealer: true, sale: null } as const;

function toRow(r: QuickOrderRow, inCart: Map<string, number>) {
  const facts = stockFactsOf(r);
  return {
    sku: r.sku,
    displayed_sku: displaySku(r.sku),
    name: r.name,
    path: r.path,
    price_dealer: centsToDollars(viewerPrice(priceInputOf(r, facts), DEALER_VIEW).unitCents),
    price_map: centsToDollars(r.price_map_cents),
    tpa_wh: facts.tpa_wh,
    lv_wh: facts.lv_wh,
    stock: cartStockLabelOf(facts),
    purchasable: unitsOnHand(facts) > 0 || isPreordered(facts),
    in_cart: inCart.get(r.sku) ?? 0,
  };
}

const session = { 401: fails('No session (SESSION_REQUIRED)') };

export const dealersTable = defineRoutes('/api', signedInOnly('dealers'), {
  quickOrder: {
    method: 'get',
    path: '/dealers/quick-order',
    summary:
      'Dealer Quick Order: skus with dealer and MAP prices, TPA/LV counts, stock label, in-cart quantity',
    query: DealerQuickOrderQuerySchema,
    headers: [cartTokenParameter],
    errors: ['FORBIDDEN'],
    responses: {
      200: reply('A page of 50 rows', component('DealerQuickOrderResponse', DealerQuickOrderResponseSchema)),
      400: fails('Invalid body or parameters (VALIDATION_FAILED)'),
      ...session,
      403: fails('Not a dealer account (FORBIDDEN)'),
    },
  },
  addLines: {
    method: 'post',
    path: '/dealers/quick-order',
    summary: 'Add many lines to the cart at once (all or nothing)',
    headers: [cartTokenParameter],
    body: component('DealerAddLinesBody', DealerAddLinesBodySchema),
    errors: ['FORBIDDEN', 'RATE_LIMITED', 'CHOOSE_VARIANT', 'NOT_PURCHASABLE', 'OUT_OF_STOCK', 'UNKNOWN_SKU'],
    responses: {
      200: reply('The cart', component('CartResponse', CartResponseSchema)),
      400: fails('VALIDATION_FAILED, UNKNOWN_SKU, CHOOSE_VARIANT'),
      ...session,
      409: fails('NOT_PURCHASABLE'),
      ...writeGuardRefusals,
      403: fails('Not a dealer account (FORBIDDEN) or foreign Origin (FORBIDDEN_ORIGIN)'),
      429: fails('Too many new carts from this address in an hour (RATE_LIMITED)'),
    },
  },
});

export function dealersRoutes(
  repo: DealersRepo,
  cart: CartService,
  opts: { production: boolean; /** cart/cart.create-limit.ts */ createLimit: RequestHandler },
): Router {
  const router = Router();
  router.use('/dealers', dealerOnly);

  mountRoutes(router, dealersTable, {
    quickOrder: async (req, res, { query }) => {
      const size = DEALER_QUICK_ORDER_PAGE_SIZE;
      const { rows, count } = await repo.search(query.q, size, (query.page - 1) * size);
      const inCart = await repo.cartQuantities(cartTokenOf(req));
      const body: DealerQuickOrderResponse = {
        rows: rows.map((r) => toRow(r, inCart)),
        count,
        page: query.page,
        pageSize: size,
      };
      res.json(body);
    },
    addLines: {
      before: [opts.createLimit],
      handle: async (req, res, { body: { items } }) => {
        const result = await cart.addLinesToCart(cartTokenOf(req), items, viewerOf(res));
        noteCartCreated(res, result.created);
        if (result.token) res.cookie(CART_COOKIE, result.token, cartCookieOptions(opts.production));
        res.json(result.cart);
      },
    },
  });
  return router;
}
