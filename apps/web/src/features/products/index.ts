// The product catalogue (issue 20): /productsList and /catalogConfig. Other features import it only from here.
export { CatalogEnabledModal } from './components/catalog-enabled-modal';
export { productsNamespace } from './locales';
// The panel's product picker (attendance) searches the catalogue with the list's own query.
export { useProductsPage } from './api/products-api';
