// /reportKanban and /reportKanbanPerformance (module gate kanbanReports) on the shared filter bar: the
// period, the board (`kanbanId`; absent: the first board by name) and the operator. Every figure is
// read from the cards' stays in steps (kanban_step_spells), so cards and steps deleted since still count
// where they were. Definitions (docs/decisions.md, "Kanban reports"):
// - cards and value per step at the END of the period: the stays open at that instant;
// - created: cards whose first stay on the board began in the period;
// - won / lost: entries into a step marked won / lost in the period (a card won twice counts twice);
// - conversion of step i: of the cards that entered step i in the period, the share that later (by the
//   end of the period) entered any step after it in the board's order that is not a lost step;
// - time in step: stays that ended in the period, mean and 90th percentile (exact, not estimated);
// - per person: who moved the card in (or created it there); time to win: from the card's first stay on
//   the board to its entry into the won step.
// The operator filter keeps the stays that operator opened.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { kanbanStepOutcomes } from '../kanban/boards.js';
import { durationFigureSchema } from './durations.js';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

const count = z.number().int().min(0);
const cents = z.number().int();

/** A board the reports can show (archived ones too: a report looks back). */
export const kanbanReportBoardSchema = z.object({ _id: idSchema, name: z.string(), archived: z.boolean() });
export type KanbanReportBoard = z.infer<typeof kanbanReportBoardSchema>;

export const kanbanReportStepSchema = z.object({
  _id: idSchema,
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
  outcome: z.enum(kanbanStepOutcomes),
});
export type KanbanReportStep = z.infer<typeof kanbanReportStepSchema>;

/** Both reports answer which boards exist and which one they read (null: the company has no board). */
const boardFields = {
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  kanbans: z.array(kanbanReportBoardSchema),
  kanban: kanbanReportBoardSchema.nullable(),
};

/** One step of /reportKanban (the chart's bars and the table's row). */
export const kanbanStepFiguresSchema = z.object({
  step: kanbanReportStepSchema,
  /** Cards in the step at the end of the period and their value. */
  cards: count,
  valueCents: cents,
  /** Entries into the step during the period (for a won or lost step: the wins or losses) and their value. */
  entered: count,
  enteredValueCents: cents,
  /** Distinct cards that entered the step in the period, and of them those that later advanced. */
  enteredCards: count,
  advanced: count,
  /** advanced / enteredCards (0..1); null for a lost step, the last step that is not lost, or nothing entered. */
  conversion: z.number().nullable(),
});
export type KanbanStepFigures = z.infer<typeof kanbanStepFiguresSchema>;

export const kanbanReportSummarySchema = z.object({
  ...boardFields,
  summary: z.object({
    cards: count,
    valueCents: cents,
    created: count,
    won: count,
    wonValueCents: cents,
    lost: count,
  }),
  /** Every step in board order. */
  steps: z.array(kanbanStepFiguresSchema),
});
export type KanbanReportSummary = z.infer<typeof kanbanReportSummarySchema>;

export const kanbanReportPageSchema = reportPageSchema(kanbanStepFiguresSchema);
export type KanbanReportPage = z.infer<typeof kanbanReportPageSchema>;

/** One step of /reportKanbanPerformance: the time cards spent in it (stays that ended in the period). */
export const kanbanStepTimeSchema = z.object({ step: kanbanReportStepSchema, time: durationFigureSchema });
export type KanbanStepTime = z.infer<typeof kanbanStepTimeSchema>;

/** Who moved cards: `user` null when no user was recorded (a removed user's moves keep their name). */
export const kanbanMoverRowSchema = z.object({
  user: namedRefSchema.nullable(),
  /** Stays the person opened in the period (moves into a step and creations). */
  moved: count,
  won: count,
  wonValueCents: cents,
  /** From the card's first stay on the board to this person's move into the won step. */
  timeToWin: durationFigureSchema,
});
export type KanbanMoverRow = z.infer<typeof kanbanMoverRowSchema>;

export const kanbanPerformanceSummarySchema = z.object({
  ...boardFields,
  summary: z.object({
    moved: count,
    won: count,
    wonValueCents: cents,
    timeToWin: durationFigureSchema,
    /** Every stay that ended in the period, whatever the step. */
    timeInStep: durationFigureSchema,
  }),
  steps: z.array(kanbanStepTimeSchema),
});
export type KanbanPerformanceSummary = z.infer<typeof kanbanPerformanceSummarySchema>;

export const kanbanPerformancePageSchema = reportPageSchema(kanbanMoverRowSchema);
export type KanbanPerformancePage = z.infer<typeof kanbanPerformancePageSchema>;
