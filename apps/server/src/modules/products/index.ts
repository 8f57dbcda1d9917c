// Products: the catalogue's categories, products (keyword search), imports/exports, settings and the
// sync of the products to the channel's Meta catalog.
// The front door: other modules and app.ts import this module only from here.
export { catalogConfigRoutes } from './catalog-config.routes.js';
export { createCatalogConfigService } from './catalog-config.service.js';
export { createCatalogSync, type CatalogSync } from './catalog-sync/catalog-sync.service.js';
export { CATALOG_BATCH_STATUS_QUEUE, catalogBatchStatusJob, catalogBatchStatusQueue, type CatalogBatchStatusJob } from './jobs/catalog-batch-status.job.js';
export { catalogRefreshQueue, scheduleCatalogRefresh } from './jobs/catalog-refresh.job.js';
export { CATALOG_SYNC_QUEUE, catalogSyncJob, catalogSyncQueue, type CatalogSyncJob } from './jobs/catalog-sync.job.js';
export { PRODUCT_IMPORT_QUEUE, importProductsJob, productImportQueue, type ProductImportJob } from './jobs/import-products.job.js';
export { productCategoriesRoutes } from './product-categories.routes.js';
export { createProductCategoriesService } from './product-categories.service.js';
export { productImportsRoutes } from './product-imports.routes.js';
export { createProductImportsService } from './product-imports.service.js';
export { productsRoutes } from './products.routes.js';
export { createProductsService } from './products.service.js';
