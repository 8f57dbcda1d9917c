// What every intake step shares: the channel a batch is for (with its bot), what the batch has done
// so far (published as domain events only after its transaction commits) and the processor's options.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { InboundEvent, InboundTemplateStatus } from '../../providers/provider.port.js';
import { newAttendanceChanges, type AttendanceChanges, type AttendanceRef } from '../attendances/index.js';
import type { ChannelWithConfig } from '../channels/index.js';
import type { ChannelBot, BotEffects, BotRuntime } from '../chatbot/index.js';
import type { MessageRow } from '../messages/index.js';
import type { NumberedReplyOrder } from '../orders/index.js';

export type Tx = NodePgDatabase;

/** The events of one stored webhook (its key is the inbox id) for one of our channels. */
export type InboundBatchItem = { key: string; channelId: string; events: InboundEvent[] };


export type InboundProcessorOptions = {
  /**
   * Runs inside the batch transaction with the inbound messages stored just now (their attendance
   * already set): the place to enqueue follow-up work such as media downloads, atomically.
   */
  onStored?: (tx: Tx, channelId: string, rows: MessageRow[]) => Promise<void>;
  /**
   * Runs inside the batch transaction before the bot's turn, with the inbound messages the survey
   * did not read (their attendance set), and answers those that became orders (a numbered answer to
   * a product list). The bot treats those as a cart, not as a menu answer; each confirmation is
   * stored with the bot's replies (so only with a bot runtime), and each order is announced
   * (`order.changed`) after the commit.
   */
  takeOrders?: (tx: Tx, channelId: string, rows: MessageRow[]) => Promise<NumberedReplyOrder[]>;
  /** Meta reviewed a template (applied after the batch commits; a failure retries that webhook). */
  onTemplateStatus?: (channelId: string, event: InboundTemplateStatus) => Promise<void>;
  /** The chatbot and survey (issue 5); without it every new conversation goes straight to a queue. */
  bot?: BotRuntime;
  clock?: () => Date;
};

/** The options every step reads, with the clock settled. */
export type IntakeDeps = Omit<InboundProcessorOptions, 'clock'> & { clock: () => Date };

/** One channel of the batch: its settings and its bot, read before the transaction. */
export type BatchChannel = { channel: ChannelWithConfig; bot: ChannelBot };

/** What a batch did, collected while its transaction runs and published after it commits. */
export type Effects = {
  created: Array<{ row: MessageRow; attendance: AttendanceRef | null }>;
  statuses: Array<{ row: MessageRow; operatorId: string | null }>;
  /** Attendances opened by this batch, routed last; each with the wallet operator to prefer. */
  opened: Array<{ attendance: AttendanceRef; preferredOperatorId: string | null }>;
  /** What the bot and the survey decided (routing requests included), per channel. */
  bot: Map<string, BotEffects>;
  /** The bot's and the queue's messages stored by this batch. */
  sent: MessageRow[];
  /** What routing the opened attendances changed (the attendance engine records it), announced first. */
  routed: AttendanceChanges;
  /** The other attendances the batch opened or moved (campaign answers, the bot's), announced next. */
  moved: AttendanceChanges;
  templates: Array<{ key: string; channelId: string; event: InboundTemplateStatus }>;
  /** Campaigns whose messages this batch's customers answered (their live progress changed). */
  replied: Array<{ channelId: string; campaignIds: string[] }>;
  /** Orders made from this batch's messages (takeOrders), announced after the commit. */
  orders: Array<{ channelId: string; orderId: string }>;
  /** What the customers of those orders are told, stored first among the replies. */
  confirmations: BotEffects['replies'];
};

export const newEffects = (): Effects => ({
  created: [],
  statuses: [],
  opened: [],
  bot: new Map(),
  sent: [],
  routed: newAttendanceChanges(),
  moved: newAttendanceChanges(),
  templates: [],
  replied: [],
  orders: [],
  confirmations: [],
});
