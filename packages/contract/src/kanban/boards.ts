// Kanban boards (module `kanban` + customerPortfolioEnabled, /manageKanbans, /manageKanban): ordered
// steps (columns) a company's customers move through. Managed by the owner and managers with
// ManageKanbans; operators use the boards open to their departments from the attendance panel.
import { z } from 'zod';
import { idSchema, listQuerySchema } from '../common.js';
import { campaignVariableSchema } from '../campaigns.js';

export const KANBAN_NAME_MAX = 80;
export const KANBAN_STEP_NAME_MAX = 40;
export const KANBAN_STEPS_MAX = 20;
/** Cards a column shows per page (the first screen, then one more page per scroll). */
export const KANBAN_COLUMN_PAGE = 30;

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #rrggbb)');

/** A step counts its cards as still in progress, won (a sale closed) or lost; reports read this. */
export const kanbanStepOutcomes = ['open', 'won', 'lost'] as const;
export type KanbanStepOutcome = (typeof kanbanStepOutcomes)[number];
export const kanbanStepOutcomeLabels: Record<KanbanStepOutcome, string> = { open: 'Em andamento', won: 'Ganho', lost: 'Perdido' };

/**
 * What happens once each time a card moves into the step (a job; its outcome goes to the card's
 * history): nothing, an approved template sent to the card's contact, or the contact's open
 * attendance (or a new one) put in a department's queue.
 */
export const kanbanStepActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('template'),
    templateId: idSchema,
    /** The body's {{1}}, {{2}}... in order, as in campaigns: a contact field or fixed text (no uploaded list here). */
    bodyVariables: z
      .array(campaignVariableSchema)
      .max(20)
      .refine((vs) => vs.every((v) => v.source !== 'column'), { message: 'Use um campo do contato ou um texto fixo' })
      .default([]),
  }),
  z.object({ kind: z.literal('department'), departmentId: idSchema }),
]);
export type KanbanStepAction = z.infer<typeof kanbanStepActionSchema>;
export const kanbanStepActionKinds = ['none', 'template', 'department'] as const;
export const kanbanStepActionLabels: Record<(typeof kanbanStepActionKinds)[number], string> = {
  none: 'Nenhuma',
  template: 'Enviar modelo de mensagem aprovado',
  department: 'Transferir para um departamento',
};

export const kanbanStepSchema = z.object({
  _id: idSchema,
  kanbanId: idSchema,
  name: z.string(),
  color: z.string(),
  /** 0-based order of the columns. */
  position: z.number().int(),
  outcome: z.enum(kanbanStepOutcomes),
  action: kanbanStepActionSchema,
});
export type KanbanStep = z.infer<typeof kanbanStepSchema>;

export const kanbanStepInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da etapa').max(KANBAN_STEP_NAME_MAX, `No máximo ${KANBAN_STEP_NAME_MAX} caracteres`),
  color: colorSchema,
  outcome: z.enum(kanbanStepOutcomes, { message: 'Escolha o tipo da etapa' }).default('open'),
  action: kanbanStepActionSchema.default({ kind: 'none' }),
});
export type KanbanStepInput = z.input<typeof kanbanStepInputSchema>;

/** PUT .../steps/order: every step id of the board, in the new order. */
export const kanbanStepOrderSchema = z.object({ stepIds: z.array(idSchema).min(1).max(KANBAN_STEPS_MAX) });

export const kanbanSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  name: z.string(),
  /** Empty: open to every operator; otherwise only operators of these departments use it from the panel. */
  departmentIds: z.array(idSchema),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Kanban = z.infer<typeof kanbanSchema>;

/** A row of /manageKanbans. */
export const kanbanRowSchema = kanbanSchema.extend({ stepsCount: z.number().int(), cardsCount: z.number().int() });
export type KanbanRow = z.infer<typeof kanbanRowSchema>;

export const kanbanWithStepsSchema = kanbanSchema.extend({ steps: z.array(kanbanStepSchema) });
export type KanbanWithSteps = z.infer<typeof kanbanWithStepsSchema>;

export const kanbanInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome do quadro').max(KANBAN_NAME_MAX, `No máximo ${KANBAN_NAME_MAX} caracteres`),
  departmentIds: z.array(idSchema).max(100).default([]),
});
export type KanbanInput = z.input<typeof kanbanInputSchema>;

/** Creating a board may bring its first steps (the editor's "Novo quadro" with columns). */
export const kanbanCreateSchema = kanbanInputSchema.extend({
  steps: z.array(kanbanStepInputSchema).max(KANBAN_STEPS_MAX, `No máximo ${KANBAN_STEPS_MAX} etapas`).default([]),
});
export type KanbanCreate = z.input<typeof kanbanCreateSchema>;

export const kanbanPatchSchema = kanbanInputSchema.partial().extend({ archived: z.boolean().optional() });

export const kanbanSorts = ['name', 'createdAt'] as const;
export const kanbanListQuerySchema = listQuerySchema(kanbanSorts, { sort: 'name' }).extend({
  archived: z.enum(['true', 'false']).transform((v) => v === 'true').default(false),
});

/** DELETE /api/kanbans/{id}?cards=delete | move&moveTo=<kanbanId>: what happens to its cards. */
export const kanbanDeleteQuerySchema = z
  .object({ cards: z.enum(['delete', 'move'], { message: 'Escolha o que fazer com os cartões' }), moveTo: idSchema.optional() })
  .refine((q) => q.cards === 'delete' || !!q.moveTo, { message: 'Escolha o quadro de destino', path: ['moveTo'] });

export const kanbanResponseSchema = z.object({ statusCode: z.number().int(), kanban: kanbanWithStepsSchema });
export const kanbanListResponseSchema = z.object({ statusCode: z.number().int(), kanbans: z.array(kanbanWithStepsSchema) });
export const kanbanStepResponseSchema = z.object({ statusCode: z.number().int(), step: kanbanStepSchema });
