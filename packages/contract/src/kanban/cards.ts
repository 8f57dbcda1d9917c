// Kanban cards: a contact (and, optionally, its current attendance) at a step of a board, with a
// value in BRL cents, a responsible operator, tags, a due date, notes and its history
// (spec "Card (_id, updateHistory)"). A contact has at most one card per board.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { KANBAN_COLUMN_PAGE, kanbanWithStepsSchema } from './boards.js';

export const KANBAN_CARD_TITLE_MAX = 120;
export const KANBAN_CARD_NOTES_MAX = 5000;
/** R$ 100.000.000,00: a value beyond this is a typing mistake. */
export const KANBAN_CARD_VALUE_MAX_CENTS = 10_000_000_000;

/** The contact's conversation as the card shows it: queued (waiting), with an operator, or none open. */
export const kanbanConversationStates = ['waiting', 'inAttendance', 'finished'] as const;
export type KanbanConversationState = (typeof kanbanConversationStates)[number];
export const kanbanConversationStateLabels: Record<KanbanConversationState, string> = {
  waiting: 'Aguardando',
  inAttendance: 'Em atendimento',
  finished: 'Finalizado',
};

export const kanbanCardSchema = z.object({
  _id: idSchema,
  kanbanId: idSchema,
  stepId: idSchema,
  contactId: idSchema,
  /** The contact's name only: cards travel over the board's socket room, where numbers are never sent. */
  contactName: z.string(),
  attendanceId: idSchema.nullable(),
  conversation: z.object({
    state: z.enum(kanbanConversationStates),
    /** The attendance the transcript opens (the open one, else the card's or the contact's last). */
    attendanceId: idSchema.nullable(),
  }),
  title: z.string(),
  valueCents: z.number().int(),
  responsibleOperatorId: idSchema.nullable(),
  responsibleOperatorName: z.string().nullable(),
  tagIds: z.array(idSchema),
  /** YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  notes: z.string(),
  /** Order inside the column (fractional index, compared as plain strings). */
  rank: z.string(),
  /** Bumped by every change: a move or edit sent with an older one answers 409 kanban_card_conflict. */
  version: z.number().int(),
  stepEnteredAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

const dueDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD)');

export const kanbanCardEditableSchema = z.object({
  title: z.string().trim().min(1, 'Informe o título do cartão').max(KANBAN_CARD_TITLE_MAX, `No máximo ${KANBAN_CARD_TITLE_MAX} caracteres`),
  valueCents: z
    .number({ message: 'Valor inválido' })
    .int('Valor inválido')
    .min(0, 'O valor não pode ser negativo')
    .max(KANBAN_CARD_VALUE_MAX_CENTS, 'Valor muito alto')
    .default(0),
  responsibleOperatorId: idSchema.nullable().default(null),
  tagIds: z.array(idSchema).max(20, 'No máximo 20 etiquetas').default([]),
  dueDate: dueDateSchema.nullable().default(null),
  notes: z.string().max(KANBAN_CARD_NOTES_MAX, `No máximo ${KANBAN_CARD_NOTES_MAX} caracteres`).default(''),
});

/** POST /api/kanbans/{kanbanId}/cards: a contact (or an attendance, whose contact it takes) into a step, on top of the column. */
export const kanbanCardCreateSchema = kanbanCardEditableSchema
  .extend({
    stepId: idSchema,
    contactId: idSchema.optional(),
    attendanceId: idSchema.optional(),
    /** Absent: the contact's name. */
    title: kanbanCardEditableSchema.shape.title.optional(),
  })
  .refine((b) => !!b.contactId || !!b.attendanceId, { message: 'Escolha o contato ou o atendimento', path: ['contactId'] });
export type KanbanCardCreate = z.input<typeof kanbanCardCreateSchema>;

/** PATCH /api/kanbans/{kanbanId}/cards/{cardId}: the fields given, against the version the editor read. */
export const kanbanCardPatchSchema = kanbanCardEditableSchema.partial().extend({ version: z.number().int() });
export type KanbanCardPatch = z.input<typeof kanbanCardPatchSchema>;

/**
 * POST /api/kanbans/{kanbanId}/cards/{cardId}/move: into `stepId` between two neighbours as the mover
 * saw them (both absent: top of the column). `version` is the card's as the mover saw it.
 */
export const kanbanCardMoveSchema = z.object({
  stepId: idSchema,
  /** The card that ends up just above it (null: it goes first). */
  afterCardId: idSchema.nullable().default(null),
  /** The card that ends up just below it (null: it goes last among the loaded ones). */
  beforeCardId: idSchema.nullable().default(null),
  version: z.number().int(),
});
export type KanbanCardMove = z.input<typeof kanbanCardMoveSchema>;

/** The board's filters (URL state), applied to every column, its count and its total. */
export const kanbanBoardFiltersSchema = z.object({
  operatorId: z.union([z.literal('none'), idSchema]).optional(),
  tagId: idSchema.optional(),
  search: z.string().trim().max(120, 'Busca muito longa').optional(),
});
export type KanbanBoardFilters = z.infer<typeof kanbanBoardFiltersSchema>;

export const kanbanColumnSchema = z.object({
  stepId: idSchema,
  count: z.number().int(),
  totalCents: z.number().int(),
  cards: z.array(kanbanCardSchema),
  /** Pass as `after` for the next page; null: nothing more. */
  nextCursor: z.string().nullable(),
});
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

/** GET /api/kanbans/{kanbanId}/board (querystring: the filters): the board, its steps and the first page of every column. */
export const kanbanBoardResponseSchema = z.object({
  statusCode: z.number().int(),
  kanban: kanbanWithStepsSchema,
  columns: z.array(kanbanColumnSchema),
});
export type KanbanBoard = z.infer<typeof kanbanBoardResponseSchema>;

/** GET /api/kanbans/{kanbanId}/steps/{stepId}/cards: the column's next page (with the board's filters). */
export const kanbanColumnQuerySchema = kanbanBoardFiltersSchema.extend({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(KANBAN_COLUMN_PAGE),
});
export const kanbanColumnResponseSchema = z.object({ statusCode: z.number().int(), column: kanbanColumnSchema });

export const kanbanCardResponseSchema = z.object({ statusCode: z.number().int(), card: kanbanCardSchema });

/** GET /api/kanbans/contact-cards/{contactId}: the contact's cards on the boards the caller may use (the contact panel). */
export const kanbanContactCardSchema = kanbanCardSchema.extend({ kanbanName: z.string(), stepName: z.string(), stepColor: z.string() });
export type KanbanContactCard = z.infer<typeof kanbanContactCardSchema>;
export const kanbanContactCardsResponseSchema = z.object({ statusCode: z.number().int(), cards: z.array(kanbanContactCardSchema) });

/** The card's history (updateHistory): every creation, move, edit, value change and step action, with who and when. */
export const kanbanHistoryKinds = ['created', 'moved', 'edited', 'value', 'action'] as const;
export type KanbanHistoryKind = (typeof kanbanHistoryKinds)[number];
export const kanbanHistoryEntrySchema = z.object({
  _id: idSchema,
  kind: z.enum(kanbanHistoryKinds),
  at: z.string(),
  /** Who did it; null: the system (a step action). */
  userId: idSchema.nullable(),
  userName: z.string().nullable(),
  fromStepId: idSchema.nullable(),
  toStepId: idSchema.nullable(),
  /** Field changes of an edit ({ field: [before, after] }), or the action's outcome ({ action, ok, detail }). */
  details: z.record(z.string(), z.unknown()),
});
export type KanbanHistoryEntry = z.infer<typeof kanbanHistoryEntrySchema>;
export const kanbanHistoryResponseSchema = z.object({ statusCode: z.number().int(), history: z.array(kanbanHistoryEntrySchema) });

/** Socket (room rooms.kanban(id), joined with `kanban.watch`): a card created, changed or moved, or gone. */
export type KanbanCardEvent = { kanbanId: string; card: KanbanCard; fromStepId: string | null };
export type KanbanCardRemovedEvent = { kanbanId: string; cardId: string; stepId: string };
/** The board itself changed (name, steps, their order, archived, deleted): watchers read it again. */
export type KanbanBoardChangedEvent = { kanbanId: string; deleted: boolean };
