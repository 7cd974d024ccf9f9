/**
 * The catalogue module (decision 069, the module contract): products and collections for the storefront,
 * the warehouses list, and the back office's stock, catalogue CSV, products, collections and warehouses.
 */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import {
  ADMIN_CATALOG_IMPORT_PATH,
  adminCatalogCsvRoutes,
  adminCatalogCsvTable,
} from './admin.catalog-csv.routes.js';
import { knownProduct } from './admin.collections.js';
import { adminCollectionsRoutes, adminCollectionsTable } from './admin.collections.routes.js';
import { createAdminProductsRepo } from './admin.products.repo.js';
import { adminProductsRoutes, adminProductsTable } from './admin.products.routes.js';
import { ADMIN_STOCK_IMPORT_PATH, adminStockRoutes, adminStockTable } from './admin.stock.routes.js';
import { createCatalogRepo } from './catalog.repo.js';
import { catalogRoutes, catalogTable } from './catalog.routes.js';
import { createCatalogService, type SaleForViewer } from './catalog.service.js';
import {
  adminWarehousesRoutes,
  adminWarehousesTable,
  warehousesRoutes,
  warehousesTable,
} from './warehouses.routes.js';

export const catalogModule = defineModule({
  name: 'catalog',
  mounts: {
    catalog: at(catalogTable),
    warehouses: at(warehousesTable),
    adminStock: at(adminStockTable, 'admin'),
    // Before the products router: its /admin/products/:sku would take export.csv for a sku.
    adminCatalogCsv: at(adminCatalogCsvTable, 'admin'),
    adminProducts: at(adminProductsTable, 'admin'),
    adminCollections: at(adminCollectionsTable, 'admin'),
    adminWarehouses: at(adminWarehousesTable, 'admin'),
  },
  bodyTypes: { [ADMIN_STOCK_IMPORT_PATH]: ['text/csv'], [ADMIN_CATALOG_IMPORT_PATH]: ['text/csv'] },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'readDb'> & { sales: SaleForViewer; admin: AdminWriteRouteOptions },
  ) => {
    const catalog = createCatalogService(createCatalogRepo(deps.readDb), deps.sales);
    return {
      service: {
        catalog,
        /** The catalogue's queries on the write connection (the cart prices and checks stock with them). */
        repo: createCatalogRepo(deps.db),
        /** The product pictures' port (images: PictureProducts) and the menu's (menu: MenuProducts). */
        pictureProducts: createAdminProductsRepo,
        menuProducts: { knownProduct },
      },
      routers: {
        catalog: catalogRoutes(catalog),
        warehouses: warehousesRoutes(deps.readDb),
        adminStock: adminStockRoutes(deps.admin),
        adminCatalogCsv: adminCatalogCsvRoutes(deps.admin),
        adminProducts: adminProductsRoutes(deps.admin),
        adminCollections: adminCollectionsRoutes(deps.admin),
        adminWarehouses: adminWarehousesRoutes(deps.admin),
      },
    };
  },
});
