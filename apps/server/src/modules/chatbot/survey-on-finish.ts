// When an operator finishes a conversation and the channel asks for it, the satisfaction survey
// starts instead of the plain finish: the attendance waits in `in_survey` for the score. Never
// outside the 24-hour window (WhatsApp would refuse a free-form message), and never for a
// conversation no person handled.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { RECENT_MESSAGE_MS } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { recordClosing, type AttendanceRef, type FinishSurvey } from '../attendances/index.js';
import { findChannel } from '../channels/index.js';
import { type MessageRow, toMessageView } from '../messages/index.js';
import { supportsInteractive } from './bot-replies.js';
import { beginSurvey, type BotRuntime } from './bot-runtime.js';
import { loadChannelBot, type ChannelBot } from './channel-bot-cache.js';
import { expireSurvey } from './surveys.repository.js';
import { lastInboundAt } from './bot-attendances.repository.js';

export type SurveyPlan = { bot: ChannelBot; interactive: boolean };
export type SurveyStarted = { attendance: AttendanceRef; sent: MessageRow[] };

export function createSurveyOnFinish(ctx: AppContext, runtime: BotRuntime, clock: () => Date = () => new Date()): FinishSurvey<SurveyPlan, SurveyStarted> {
  return {
    /** Read before the finishing transaction: null when the channel does not survey. */
    async plan(channelId: string): Promise<SurveyPlan | null> {
      const bot = await loadChannelBot(ctx.db.orm, channelId);
      if (!bot.settings.surveyEnabled) return null;
      const channel = await findChannel(ctx.db.orm, channelId);
      return channel ? { bot, interactive: supportsInteractive(channel.apiType) } : null;
    },

    /** Inside the finishing transaction: starts the survey, or null when this conversation gets none. */
    async start(tx: NodePgDatabase, plan: SurveyPlan, a: AttendanceRef, tabulationId: string | null, observation: string | null): Promise<SurveyStarted | null> {
      if (a.status !== 'in_attendance') return null;
      const now = clock();
      const lastInbound = await lastInboundAt(tx, a.id);
      if (!lastInbound || now.getTime() - new Date(lastInbound).getTime() >= RECENT_MESSAGE_MS) return null;
      const survey = await beginSurvey(tx, plan.bot, a, now);
      await recordClosing(tx, a.id, tabulationId, observation);
      const sent = await runtime.storeReplies(tx, [{ target: { channelId: a.channelId, attendanceId: a.id, contactId: a.contactId }, replies: survey.replies }], plan.interactive);
      return { attendance: survey.attendance, sent };
    },

    /** The survey of an attendance finished some other way ends unanswered. */
    async expire(tx: NodePgDatabase, attendanceId: string): Promise<void> {
      await expireSurvey(tx, attendanceId);
    },

    /** After the commit: the question appears in the panels and goes out now. */
    published(started: SurveyStarted): void {
      const operatorId = started.attendance.operatorId;
      for (const row of started.sent) ctx.bus.emit('message.created', { messageId: row.id, channelId: row.channelId, view: toMessageView(row), operatorId });
      runtime.wakeSend();
    },
  };
}
