import type { AdminScope } from '@shop/domain';

/** What each API key scope allows (decision 043), as the key form explains it. */
export const SCOPE_DESCRIPTIONS: Record<AdminScope, string> = {
  'catalog:read': 'Read products, stock and sales',
  'catalog:write': 'Change products, collections and the menu',
  'stock:write': 'Set stock per warehouse (an ERP)',
  'sales:write': 'Change the sale setting',
};
