import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { ActiveSaleResponse, MenuResponse } from '@shop/domain';
import { emptyCart } from './cart-factories';

/** Calls every page makes (header menu, sale headline); tests add their own with server.use(...). */
export const defaultHandlers = [
  http.get('/api/menu', () => HttpResponse.json({ categories: [] } satisfies MenuResponse)),
  http.get('/api/sales/active', () => HttpResponse.json({ sale: null } satisfies ActiveSaleResponse)),
  http.get('/api/cartv2', () => HttpResponse.json(emptyCart())),
];

export const server = setupServer(...defaultHandlers);
