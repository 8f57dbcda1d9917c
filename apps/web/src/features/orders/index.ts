// Orders (issue 20): the attendance panel's "Pedidos" (orders of an attendance, the cart builder,
// freight, stock, payment link, status). Other features import it only from here.
export { OrdersSection } from './components/orders-section';
export { ordersNamespace } from './locales';
// /catalogConfig's store integration settings (the products feature's page shows it).
export { StoreSettingsForm } from './components/store-settings-form';
