// The channel's bot as the owner edits it (issue 5): its settings, its menus (menus.ts) and the
// automatic messages it sends, plus the satisfaction survey's scale. The server assembles these into
// the engine's BotConfig; the editor validates with the same schemas and messages.
import { z } from 'zod';
import { idSchema } from './common.js';
import { channelMessageSchema } from './channel-settings.js';
import { menuIdSchema, menuSchema, type Menu } from './menus.js';

export const outsideHoursActions = ['wait', 'end'] as const;
export type OutsideHoursAction = (typeof outsideHoursActions)[number];

const minutes = (min: number, max: number) =>
  z
    .number({ message: 'Informe um número de minutos' })
    .int('Use um número inteiro de minutos')
    .min(min, `Use de ${min} a ${max} minutos`)
    .max(max, `Use de ${min} a ${max} minutos`);

/** How the bot behaves; the menus and messages are separate resources. */
export const botSettingsSchema = z.object({
  /** Off: new conversations go straight to the queue, as before the bot existed. */
  enabled: z.boolean(),
  /** The menu a new conversation starts at; required to enable the bot. */
  rootMenuId: menuIdSchema.nullable(),
  /** Where an invalid-answer overflow (and outside-hours waiting) goes; null is the channel-wide queue. */
  defaultDepartmentId: idSchema.nullable(),
  /** Invalid answers tolerated (each repeats the menu with the hint); the next goes to the default department. */
  maxInvalidAnswers: z.number({ message: 'Informe um número entre 0 e 10' }).int('Use um número inteiro').min(0, 'Use um número entre 0 e 10').max(10, 'Use um número entre 0 e 10'),
  /** Outside opening hours: wait in the queue (`offline_operators`) or end the conversation. */
  outsideHoursAction: z.enum(outsideHoursActions),
  /** Minutes without an answer in the bot before the attendance is abandoned. */
  abandonmentMinutes: minutes(1, 1440),
  /** Minutes without a message while waiting in the queue before it is abandoned; 0 never abandons. */
  queueAbandonmentMinutes: minutes(0, 10080),
  /** Ask for a 1-5 score when an operator finishes (only inside the 24-hour window). */
  surveyEnabled: z.boolean(),
  /** Minutes the survey waits for an answer before the attendance is finished unanswered. */
  surveyMinutes: minutes(1, 1440),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

export const defaultBotSettings: BotSettings = {
  enabled: false,
  rootMenuId: null,
  defaultDepartmentId: null,
  maxInvalidAnswers: 3,
  outsideHoursAction: 'wait',
  abandonmentMinutes: 30,
  queueAbandonmentMinutes: 0,
  surveyEnabled: false,
  surveyMinutes: 60,
};

/** Placeholders an automatic message may use. */
export const MESSAGE_PLACEHOLDERS = { name: '{{nome}}', protocol: '{{protocolo}}', position: '{{posicao}}' } as const;

/** Fills a message's placeholders; a missing value leaves an empty string. */
export function fillPlaceholders(text: string, values: { name?: string | null; protocol?: string | number | null; position?: number | null }): string {
  return text
    .replaceAll(MESSAGE_PLACEHOLDERS.name, values.name ?? '')
    .replaceAll(MESSAGE_PLACEHOLDERS.protocol, values.protocol == null ? '' : String(values.protocol))
    .replaceAll(MESSAGE_PLACEHOLDERS.position, values.position == null ? '' : String(values.position));
}

const required = (label: string) => z.string().trim().min(1, `Informe ${label}`).max(1000, 'Máximo de 1000 caracteres');

/**
 * The channel's automatic messages (/managemessages). An empty optional message is not sent. The
 * outside-hours and queue texts are the channel's own (also on /manageChannel).
 */
export const automaticMessagesSchema = z.object({
  /** Before the first menu of a new conversation ({{nome}}, {{protocolo}}). */
  greeting: channelMessageSchema,
  /** Before the repeated menu after an answer that matches no option. */
  invalidAnswer: required('a mensagem de opção inválida'),
  /** To a customer who writes outside the opening hours. */
  outsideHours: channelMessageSchema,
  /** To a customer who enters a queue ({{posicao}} is the place in it). */
  queuePosition: channelMessageSchema,
  /** Added when nobody of the department is online. */
  noOperator: channelMessageSchema,
  /** To a customer the bot or the queue gave up on. */
  abandonment: channelMessageSchema,
  /** The satisfaction survey's question, sent with the 1 to 5 choices. */
  surveyQuestion: required('a pergunta da pesquisa'),
  /** After the score: asks for an optional comment; empty skips the comment. */
  surveyComment: channelMessageSchema,
  /** After the survey is answered. */
  surveyThanks: channelMessageSchema,
});
export type AutomaticMessages = z.infer<typeof automaticMessagesSchema>;
export type AutomaticMessagesInput = z.input<typeof automaticMessagesSchema>;

export const defaultAutomaticMessages: AutomaticMessages = {
  greeting: 'Olá, {{nome}}! Bem-vindo(a) ao nosso atendimento.',
  invalidAnswer: 'Não entendi. Responda com o número ou o nome de uma das opções.',
  outsideHours: null,
  queuePosition: 'Você está na fila de atendimento. Sua posição: {{posicao}}.',
  noOperator: 'No momento não há atendentes disponíveis. Você será atendido assim que alguém ficar online.',
  abandonment: 'Encerramos este atendimento por falta de resposta. Se precisar, é só mandar uma nova mensagem.',
  surveyQuestion: 'Como você avalia o nosso atendimento? Escolha uma nota de 1 a 5.',
  surveyComment: 'Obrigado! Se quiser, escreva um comentário sobre o atendimento, ou responda "não".',
  surveyThanks: 'Agradecemos a sua avaliação!',
};

/** The survey's scale: the score and what the customer's phone shows for it. */
export const SURVEY_SCORES = [
  { score: 1, title: '1 - Péssimo' },
  { score: 2, title: '2 - Ruim' },
  { score: 3, title: '3 - Regular' },
  { score: 4, title: '4 - Bom' },
  { score: 5, title: '5 - Excelente' },
] as const;
export const SURVEY_LIST_BUTTON = 'Avaliar';

export const surveyStatuses = ['pending', 'answered', 'expired'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

export const chatbotResponseSchema = z.object({
  statusCode: z.number().int(),
  chatbot: z.object({
    settings: botSettingsSchema,
    /** Every menu of the channel (at most 100), in creation order. */
    menus: z.array(menuSchema),
    /** Whether this channel's provider shows buttons and lists (otherwise menus go as numbered text). */
    interactive: z.boolean(),
    /** For a simulator channel: the /simulador address that plays its customer's phone. */
    simulatorUrl: z.string().nullable(),
  }),
});
export type ChatbotResponse = z.infer<typeof chatbotResponseSchema>;

export const botSettingsResponseSchema = z.object({ statusCode: z.number().int(), settings: botSettingsSchema });
export const menuResponseSchema = z.object({ statusCode: z.number().int(), menu: menuSchema });
export const automaticMessagesResponseSchema = z.object({ statusCode: z.number().int(), messages: automaticMessagesSchema });
export const menuParamsSchema = z.object({ menuId: menuIdSchema });

/** A new menu or option id (what the editor gives a new row): short, URL and payload safe. */
export function newMenuKey(prefix = 'm'): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${prefix}${random}`;
}

/** A dry run of the bot in the editor, against a draft that need not be saved (opening hours ignored). */
export const botPreviewRequestSchema = z.object({
  menus: z.array(menuSchema).min(1, 'Cadastre pelo menos um menu').max(100, 'No máximo 100 menus'),
  rootMenuId: menuIdSchema,
  maxInvalidAnswers: botSettingsSchema.shape.maxInvalidAnswers,
  greeting: z.string().max(1000).nullable(),
  invalidAnswer: z.string().max(1000),
  /** null starts the conversation; otherwise what the previous preview answered. */
  state: z
    .object({ menuId: menuIdSchema, invalidCount: z.number().int().min(0), lastInteractionAt: z.string(), step: z.number().int().min(0) })
    .nullable(),
  input: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('text'), text: z.string().max(4096) }),
      z.object({ kind: z.literal('button'), id: z.string().max(256) }),
      z.object({ kind: z.literal('list_row'), id: z.string().max(256) }),
    ])
    .nullable(),
});
export type BotPreviewRequest = z.infer<typeof botPreviewRequestSchema>;

const choice = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });
export const botReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('buttons'), header: z.string().optional(), body: z.string(), footer: z.string().optional(), buttons: z.array(choice) }),
  z.object({
    kind: z.literal('list'),
    header: z.string().optional(),
    body: z.string(),
    footer: z.string().optional(),
    buttonText: z.string(),
    sections: z.array(z.object({ title: z.string().optional(), rows: z.array(choice) })),
  }),
]);
export type BotReplyView = z.infer<typeof botReplySchema>;

export const botPreviewResponseSchema = z.object({
  statusCode: z.number().int(),
  replies: z.array(botReplySchema),
  state: botPreviewRequestSchema.shape.state,
  /** Where the conversation went, in pt-BR (e.g. "Encaminhado ao departamento Financeiro"); null while in the bot. */
  outcome: z.string().nullable(),
  /** True once the conversation left the bot: the preview restarts on the next message. */
  finished: z.boolean(),
});
export type BotPreviewResponse = z.infer<typeof botPreviewResponseSchema>;

/** Menus an option of which leads to the given menu (what blocks its deletion). */
export function menusLinkingTo(menus: Menu[], menuId: string): Menu[] {
  return menus.filter(
    (m) => m.id !== menuId && (m.kind === 'list' ? m.sections.flatMap((s) => s.rows) : m.options).some((o) => o.target.kind === 'menu' && o.target.menuId === menuId),
  );
}
