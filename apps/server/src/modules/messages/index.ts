// Messages: what an operator may send (the 24-hour window, templates), the send job, the push of
// messages and their statuses to the panels, and the read receipts and typing indicator the
// customer's WhatsApp gets (the attendances' ConversationReceipts port, and its job).
// The front door: other modules and app.ts import this module only from here.
export { createConversationReceipts, RECEIPT_QUEUE, receiptQueue, type ReceiptJob } from './conversation-receipts.js';
export { pushConversationEvents } from './conversations.events.js';
export { inboundContent } from './inbound-content.js';
export { receiptJob } from './jobs/receipt.job.js';
export { failureText, sendMessagesJob, type SendJob } from './jobs/send-message.job.js';
export { pushMessageUpdates } from './message-updated.events.js';
export { toMessageView } from './message-view.js';
export { adoptProviderIds, advanceStatuses, cursorOf, findMessage, idsByProviderIds, insertMessages, insertMessagesOnce, parseCursor, setAttendances, type MessageCursor, type MessageRow, type StatusUpdate } from './messages.repository.js';
export { messagesRoutes } from './messages.routes.js';
export { SEND_QUEUE, createMessagesService } from './messages.service.js';
export { templateComponents } from './outbound-content.js';
export { formatBrl, numberedItems } from './product-fallback.js';
export { botProductListContent } from './product-send-content.js';
export { visibleProductsForBot } from './product-send.repository.js';
