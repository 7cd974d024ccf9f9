/**
 * /api/dealers: the Dealer Quick Order (role 2 or is_dealer only; 401 without a session, 403 FORBIDDEN
 * for any other account). A searchable sku table with dealer and MAP prices, warehouse counts, stock
 * label and the in-cart quantity; many lines are added to the cart at once.
 */
import {
  cartStockLabel,
  centsToDollars,
  DEALER_QUICK_ORDER_PAGE_SIZE,
  DealerAddLinesBodySchema,
  DealerQuickOrderQuerySchema,
  dealerPriceCents,
  displaySku,
  type DealerQuickOrderResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../../lib/app-error.js';
import { validateBody, validateQuery } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { requireUser } from '../auth/auth.session.js';
import { CART_COOKIE, cartTokenOf, cartCookieOptions } from '../cart/cart.cookies.js';
import type { CartService } from '../cart/cart.service.js';
import type { DealersRepo, QuickOrderRow } from './dealers.repo.js';

const dealerOnly: RequestHandler = (_req, res, next) => {
  requireUser(res);
  if (!viewerOf(res).isDealer)
    throw new AppError('FORBIDDEN', 'Dealer Quick Order is for dealer accounts', 403);
  res.set('Cache-Control', 'no-store');
  next();
};

function toRow(r: QuickOrderRow, inCart: Map<string, number>) {
  const tpa = r.tpa_wh ?? 0;
  const lv = r.lv_wh ?? 0;
  const inStock = tpa + lv > 0;
  const preorder =
    !inStock && r.is_pre_order_eligible === 1 && r.is_pre_order_enabled === 1 && r.block_backorder !== 1;
  return {
    sku: r.sku,
    displayed_sku: displaySku(r.sku),
    name: r.name,
    path: r.path,
    price_dealer: centsToDollars(dealerPriceCents(r.price_dealer_cents, r.price_map_cents)),
    price_map: centsToDollars(r.price_map_cents),
    tpa_wh: tpa,
    lv_wh: lv,
    stock: cartStockLabel({
      inStock,
      quantityAvailable: tpa + lv,
      isDiscontinued: r.discontinued === 1,
      blockBackorder: r.block_backorder === 1,
      preorderEligible: r.is_pre_order_eligible === 1,
      preorderEnabled: r.is_pre_order_enabled,
    }),
    purchasable: inStock || preorder,
    in_cart: inCart.get(r.sku) ?? 0,
  };
}

export function dealersRoutes(repo: DealersRepo, cart: CartService, opts: { production: boolean }): Router {
  const router = Router();
  router.use('/dealers', dealerOnly);

  router.get('/dealers/quick-order', (req, res) => {
    const query = validateQuery(DealerQuickOrderQuerySchema, req.query);
    const size = DEALER_QUICK_ORDER_PAGE_SIZE;
    const { rows, count } = repo.search(query.q, size, (query.page - 1) * size);
    const inCart = repo.cartQuantities(cartTokenOf(req));
    const body: DealerQuickOrderResponse = {
      rows: rows.map((r) => toRow(r, inCart)),
      count,
      page: query.page,
      pageSize: size,
    };
    res.json(body);
  });

  router.post('/dealers/quick-order', (req, res) => {
    const { items } = validateBody(DealerAddLinesBodySchema, req.body);
    const result = cart.addLinesToCart(cartTokenOf(req), items, viewerOf(res));
    if (result.token) res.cookie(CART_COOKIE, result.token, cartCookieOptions(opts.production));
    res.json(result.cart);
  });

  return router;
}
