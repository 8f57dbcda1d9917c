// What the customer's WhatsApp hears of the operator's reading and typing: Meta's blue ticks when a
// conversation with unread messages is opened, and "digitando…" while the operator writes. The
// provider is the channels' and messages' business; the messages module implements this port
// (messages/conversation-receipts.ts) and app.ts plugs it in, so attendances never import them.
export type ConversationReceipts = {
  /** After the conversation was marked read (committed): the customer's last message is read. */
  read(channelId: string, attendanceId: string): Promise<void>;
  /**
   * The operator is typing in the conversation. Answers whether the customer is told now (false
   * when told a moment ago, within the throttle window, or when there is nothing to answer).
   */
  typing(channelId: string, attendanceId: string): Promise<boolean>;
};
