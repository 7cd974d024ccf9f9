import type { AdminScope } from '@shop/domain';

/** What each API key scope allows (decision 043), as the key form explains it. */
export const SCOPE_DESCRIPTIONS: Record<AdminScope, string> = {
  'catalog:read': 'Read products, stock and sales',
  'catalog:write': 'Change products, collections and the menu',
  'stock:write': 'Set stock per warehouse (an ERP)',
  'sales:write': 'Change the sale setting',
  'reviews:read': 'Read reviews awaiting a check and the review setting',
  'reviews:write': 'Approve, hide and restore reviews, reply, delete photos',
  'orders:read': 'Read orders and returns',
  'orders:write': 'Ship, cancel and refund orders; answer returns',
  'customers:read': 'Read customers, their orders and dealer applications',
  'customers:write': 'Decide dealer applications, revoke dealer status, disable accounts',
  'marketing:read': 'Read and export marketing subscribers',
  'marketing:write': 'Send web push notifications',
  'tax:read': 'Read the sales tax rates',
  'tax:write': "Change the sales tax rates; clear a customer's resale certificate",
  'content:read': 'Read the content pages',
  'content:write': 'Create, edit, unpublish and delete content pages',
  'settings:read': "Read the shop's identity, shipping rules and order address",
  'settings:write':
    "Change the shop's identity, shipping rules and order address; upload its logo and favicon",
};
