// The shapes the reports read figures in (issue 18): the scope of a question, how its rows are grouped,
// and the totals each row carries. Measures are defined once, in SQL (report_attendance_moments,
// migrations 0017 and 0021); src/schema/reports.ts says what each one counts.
import type { AttendanceStatus } from '@atende/contract';

/** Local days of the channel's zone, both included ('YYYY-MM-DD'). */
export type LocalDays = { channelId: string; timezone: string; from: string; to: string };

/**
 * Which attendances: the filter bar. Department, operator, tabulation and status are the attendance's
 * current ones; tagId is the contact's current tag (attendances.contact_tag_id, the tag rollups). contact
 * (part of the name or number) is in no rollup: with it, the figures are computed from the attendances
 * themselves (same definition).
 */
export type AttendanceFactsScope = LocalDays & {
  departmentId?: string | undefined;
  operatorId?: string | undefined;
  tabulationId?: string | undefined;
  statuses?: readonly AttendanceStatus[] | undefined;
  tagId?: string | undefined;
  contact?: string | undefined;
};

export const factsGroupings = ['none', 'day', 'operator', 'department', 'tabulation', 'status', 'dayStatus', 'tabulationOperatorDepartment'] as const;
export type FactsGrouping = (typeof factsGroupings)[number];

/** Each measure counts on the local day of its own moment (opening, assignment, first response, end). */
export type AttendanceTotals = {
  opened: number;
  /** Of `opened`, those whose status is neither finished nor abandoned now (in_survey counts as open). */
  stillOpen: number;
  assigned: number;
  /** Sum of queue (or opening) → assignment, in whole seconds; average = waitSeconds / assigned. */
  waitSeconds: number;
  firstResponses: number;
  firstResponseSeconds: number;
  /** Ended by a person or the bot's clock (in_survey included: the person's work ended when it began). */
  finished: number;
  abandoned: number;
  /** Finished without ever being assigned. */
  botOnly: number;
  /** Finished after an assignment; handleSeconds / handled is the TMA. */
  handled: number;
  handleSeconds: number;
};

/** Histograms over DURATION_BUCKET_BOUNDS (contract reports/durations.ts), for quantileFromHistogram. */
export type AttendanceHistograms = { waitHist: number[]; firstResponseHist: number[]; handleHist: number[] };

/** A row's keys: only those of the grouping are set (null: no operator / department / tabulation). */
export type AttendanceFactKeys = {
  day?: string;
  operatorId?: string | null;
  departmentId?: string | null;
  tabulationId?: string | null;
  status?: AttendanceStatus;
};

export type AttendanceFactRow = AttendanceFactKeys & AttendanceTotals;
export type AttendanceFactRowWithHist = AttendanceFactRow & AttendanceHistograms;

/** Messages of a period; operatorId keeps only that operator's sent messages (inbound are nobody's). */
export type MessageFactsScope = LocalDays & { operatorId?: string | undefined };
export type MessageTotals = { inbound: number; outbound: number };
export type MessagesOfDay = MessageTotals & { day: string };
