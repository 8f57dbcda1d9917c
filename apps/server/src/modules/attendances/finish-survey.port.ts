// What finishing an attendance may hand to a satisfaction survey. The attendance engine owns the
// finish; the chatbot module implements this port (chatbot/survey-on-finish.ts) and app.ts plugs it
// in, so attendances never import the chatbot.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceRef } from './attendance-engine.repository.js';

export type FinishSurvey<Plan, Started> = {
  /** Read before the finishing transaction: null when the channel does not survey. */
  plan(channelId: string): Promise<Plan | null>;
  /** Inside the finishing transaction: starts the survey, or null when this conversation gets none. */
  start(tx: NodePgDatabase, plan: Plan, a: AttendanceRef, tabulationId: string | null, observation: string | null): Promise<Started | null>;
  /** The survey of an attendance finished some other way ends unanswered. */
  expire(tx: NodePgDatabase, attendanceId: string): Promise<void>;
  /** After the commit. */
  published(started: Started): void;
};
