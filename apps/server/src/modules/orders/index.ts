// Orders (issue 20): an attendance's orders (from a WhatsApp `order` message, a numbered answer to a
// product list, or the panel's cart), their status flow and history, and the store integration
// (freight, stock, payment link and its signed webhook). The front door: other modules and app.ts
// import this module only from here.
export { createOrdersFromMessages } from './orders-from-messages.js';
export { createOrdersFromNumberedReplies, type NumberedReplyOrder } from './orders-from-numbered-replies.js';
export { createOrdersService, type OrdersService, type SendText } from './orders.service.js';
export { ordersRoutes } from './orders.routes.js';
export { pushOrderEvents } from './orders.events.js';
export { createStoreCaller } from './order-store.js';
export { createStoreConfigService } from './store-config.service.js';
export { storeConfigRoutes } from './store-config.routes.js';
export { createOrderPaymentsService } from './order-payments.service.js';
export { paymentWebhookRoutes } from './payment-webhook.routes.js';
