/** The admin fuzz (test/admin-fuzz.ts) against every sales, collections, menu, audit log, orders and returns route. */
import { describe } from 'vitest';
import { fuzzAdminRoutes } from '../../test/admin-fuzz.js';
import { adminAuditTable } from '../audit/admin.audit.routes.js';
import { adminCollectionsTable } from '../catalog/admin.collections.routes.js';
import { adminMenuTable } from '../menu/admin.menu.routes.js';
import { adminOrdersTable } from '../orders/admin.orders.routes.js';
import { adminSalesTable } from './admin.sales.routes.js';

describe('fuzz as an administrator: the sales, collections, menu, audit log, orders and returns routes', () => {
  fuzzAdminRoutes({
    tables: [adminSalesTable, adminCollectionsTable, adminMenuTable, adminAuditTable, adminOrdersTable],
    // The field names the admin schemas read, so that wrong types reach the real fields.
    keys: [
      'sale',
      'name',
      'saleIsActive',
      'saleStartsAt',
      'saleExpiresAt',
      'discountPercentage',
      'salePercentageDailyDeal',
      'saleTextSettings',
      'layoutSettings',
      'bannerLinks',
      'position',
      'ids',
      'id',
      'skus',
      'kind',
      'title',
      'handle',
      'parent_id',
      'category_id',
      'menu_collection_id',
      'sku',
      'slug',
      'is_hidden',
      'hide_pricing',
      'mobile_only',
      'group_side',
      'description',
      'page_image',
      'sale_banner_image',
      'image_url',
      'actor',
      'entity',
      'entity_id',
      'page',
      'pageSize',
      // The orders and returns routes' fields.
      'carrier',
      'trackingNumber',
      'amountCents',
      'reason',
      'note',
      'resellable',
      'status',
      'from',
      'to',
      'email',
      'order',
      'channel',
    ],
    segments: ['SA-000001', 'sa-000002', 'SA-0000000000001'],
  });
});
