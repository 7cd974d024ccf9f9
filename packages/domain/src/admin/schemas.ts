/**
 * Who may call /api/admin (decision 043): an administrator's session, or an API key with the route's scope.
 * The keys themselves are the api-keys area's (api-keys/api-keys.ts).
 */
import { z } from 'zod';

/**
 * What an API key may do. An administrator's session may do everything; a key only what its scopes name.
 * `catalog:read` reads products, stock and sales; `catalog:write` changes products, collections and menu;
 * `stock:write` sets stock (an ERP); `sales:write` changes the sale setting; `reviews:read` reads the review
 * moderation queue and setting, `reviews:write` moderates reviews (decision 051); `orders:read` reads orders
 * and returns, `orders:write` ships, cancels and refunds them and answers returns (decision 049);
 * `customers:read` / `customers:write` read and change accounts and dealer applications, `marketing:read` /
 * `marketing:write` read subscribers and send web push (decision 050); `tax:read` / `tax:write` read and change
 * the sales tax rates and clear a customer's resale certificate (decision 075); `content:read` /
 * `content:write` read and change the content pages (decision 081); `settings:read` / `settings:write` read and
 * change the shop's identity, shipping rules and order address (decision 080).
 */
export const ADMIN_SCOPES = [
  'catalog:read',
  'catalog:write',
  'stock:write',
  'sales:write',
  'reviews:read',
  'reviews:write',
  'orders:read',
  'orders:write',
  'customers:read',
  'customers:write',
  'marketing:read',
  'marketing:write',
  'tax:read',
  'tax:write',
  'content:read',
  'content:write',
  'settings:read',
  'settings:write',
] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];
export const AdminScopeSchema = z.enum(ADMIN_SCOPES);
