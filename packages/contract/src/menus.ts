// A channel's bot menus (spec section 3 "Menu", issue 5): what each option leads to, and the limits
// WhatsApp puts on interactive messages, checked here so the editor and the server refuse the same
// menus with the same pt-BR messages. The engine that walks them lives in the server's chatbot module.
import { z } from 'zod';
import { idSchema } from './common.js';
import { interactiveLimits } from './message-send.js';

/**
 * WhatsApp Cloud API limits for interactive messages (Meta's "interactive list/reply buttons"
 * reference): body 1024, header and footer 60, at most 3 reply buttons titled up to 20 characters,
 * a list with at most 10 sections and 10 rows in total, row titles 24, row descriptions 72, section
 * titles 24, the list button 20.
 */
export const WHATSAPP_LIMITS = {
  ...interactiveLimits,
  /** A numbered (plain text) option has no WhatsApp limit; this keeps the rendered menu readable. */
  numberedTitle: 100,
} as const;

/** Ids are short and URL/payload safe: they travel back in the tap's button or row id. */
export const menuIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Identificador do menu inválido (letras, números, - e _; até 40)');
export const menuOptionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Identificador da opção inválido (letras, números, - e _; até 40)');

export const menuKinds = ['numbered', 'buttons', 'list'] as const;
export type MenuKind = (typeof menuKinds)[number];

export const menuTargetKinds = ['menu', 'department', 'answer', 'products', 'survey', 'end'] as const;
export type MenuTargetKind = (typeof menuTargetKinds)[number];

export const menuTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('menu'), menuId: menuIdSchema }),
  /** null: the channel's general queue (any operator). */
  z.object({ kind: z.literal('department'), departmentId: idSchema.nullable() }),
  z.object({
    kind: z.literal('answer'),
    text: z.string().trim().min(1, 'Informe a resposta').max(WHATSAPP_LIMITS.body, `Use no máximo ${WHATSAPP_LIMITS.body} caracteres`),
  }),
  z.object({ kind: z.literal('products') }),
  z.object({ kind: z.literal('survey') }),
  z.object({ kind: z.literal('end') }),
]);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

const titled = (max: number, what: string) =>
  z.string().trim().min(1, `Informe o título ${what}`).max(max, `O título ${what} deve ter no máximo ${max} caracteres`);

const optionSchema = (titleMax: number, what: string) =>
  z.object({ id: menuOptionIdSchema, title: titled(titleMax, what), target: menuTargetSchema });

const bodySchema = z
  .string()
  .trim()
  .min(1, 'Informe o texto de apresentação')
  .max(WHATSAPP_LIMITS.body, `O texto de apresentação deve ter no máximo ${WHATSAPP_LIMITS.body} caracteres`);
const headerSchema = z.string().trim().max(WHATSAPP_LIMITS.header, `O cabeçalho deve ter no máximo ${WHATSAPP_LIMITS.header} caracteres`);
const footerSchema = z.string().trim().max(WHATSAPP_LIMITS.footer, `O rodapé deve ter no máximo ${WHATSAPP_LIMITS.footer} caracteres`);

const menuBase = {
  id: menuIdSchema,
  /** A name for the editor only; the customer never sees it. */
  name: z.string().trim().max(60, 'Use no máximo 60 caracteres').optional(),
  text: bodySchema,
  header: headerSchema.optional(),
  footer: footerSchema.optional(),
};

export const numberedOptionSchema = optionSchema(WHATSAPP_LIMITS.numberedTitle, 'da opção');
export const buttonOptionSchema = optionSchema(WHATSAPP_LIMITS.buttonTitle, 'do botão');
export const listRowSchema = optionSchema(WHATSAPP_LIMITS.rowTitle, 'da linha').extend({
  description: z
    .string()
    .trim()
    .max(WHATSAPP_LIMITS.rowDescription, `A descrição da linha deve ter no máximo ${WHATSAPP_LIMITS.rowDescription} caracteres`)
    .optional(),
});
export type MenuOption = z.infer<typeof numberedOptionSchema>;
export type ListRow = z.infer<typeof listRowSchema>;

export const listSectionSchema = z.object({
  title: z
    .string()
    .trim()
    .max(WHATSAPP_LIMITS.sectionTitle, `O título da seção deve ter no máximo ${WHATSAPP_LIMITS.sectionTitle} caracteres`)
    .optional(),
  rows: z.array(listRowSchema).min(1, 'A seção precisa de pelo menos uma linha'),
});
export type ListSection = z.infer<typeof listSectionSchema>;

export const numberedMenuSchema = z.object({
  ...menuBase,
  kind: z.literal('numbered'),
  options: z.array(numberedOptionSchema).min(1, 'O menu precisa de pelo menos uma opção').max(50, 'No máximo 50 opções'),
});
export const buttonsMenuSchema = z.object({
  ...menuBase,
  kind: z.literal('buttons'),
  options: z
    .array(buttonOptionSchema)
    .min(1, 'O menu precisa de pelo menos um botão')
    .max(WHATSAPP_LIMITS.buttons, `O WhatsApp permite no máximo ${WHATSAPP_LIMITS.buttons} botões`),
});
export const listMenuSchema = z
  .object({
    ...menuBase,
    kind: z.literal('list'),
    buttonText: z
      .string()
      .trim()
      .min(1, 'Informe o texto do botão da lista')
      .max(WHATSAPP_LIMITS.listButton, `O texto do botão da lista deve ter no máximo ${WHATSAPP_LIMITS.listButton} caracteres`),
    sections: z
      .array(listSectionSchema)
      .min(1, 'A lista precisa de pelo menos uma seção')
      .max(WHATSAPP_LIMITS.listSections, `O WhatsApp permite no máximo ${WHATSAPP_LIMITS.listSections} seções`),
  })
  .superRefine((menu, ctx) => {
    const rows = menu.sections.reduce((sum, s) => sum + s.rows.length, 0);
    if (rows > WHATSAPP_LIMITS.listRows) {
      ctx.addIssue({
        code: 'custom',
        message: `O WhatsApp permite no máximo ${WHATSAPP_LIMITS.listRows} linhas na lista (somando todas as seções); esta tem ${rows}`,
        path: ['sections'],
      });
    }
    // WhatsApp refuses a list of several sections when one of them has no title.
    if (menu.sections.length > 1) {
      menu.sections.forEach((section, index) => {
        if (!section.title) ctx.addIssue({ code: 'custom', message: 'Com mais de uma seção, todas precisam de título', path: ['sections', index, 'title'] });
      });
    }
  });

export const menuSchema = z.discriminatedUnion('kind', [numberedMenuSchema, buttonsMenuSchema, listMenuSchema]);
export type Menu = z.infer<typeof menuSchema>;
export type NumberedMenu = z.infer<typeof numberedMenuSchema>;
export type ButtonsMenu = z.infer<typeof buttonsMenuSchema>;
export type ListMenu = z.infer<typeof listMenuSchema>;

/** Every choice of a menu in the order the customer numbers them (list rows across sections). */
export function menuOptions(menu: Menu): Array<MenuOption & { description?: string }> {
  return menu.kind === 'list' ? menu.sections.flatMap((s) => s.rows) : menu.options;
}

const messageSchema = (label: string) =>
  z.string().trim().max(WHATSAPP_LIMITS.body, `${label} deve ter no máximo ${WHATSAPP_LIMITS.body} caracteres`);

export const botConfigSchema = z
  .object({
    menus: z.array(menuSchema).min(1, 'Cadastre pelo menos um menu').max(100, 'No máximo 100 menus'),
    rootMenuId: menuIdSchema,
    /** Sent before the root menu when a conversation starts; empty sends the menu alone. */
    greeting: messageSchema('A saudação').default(''),
    /** Sent before the repeated menu after an answer that matches no option. */
    invalidAnswerHint: messageSchema('A mensagem de opção inválida')
      .min(1, 'Informe a mensagem de opção inválida')
      .default('Não entendi. Responda com o número ou o nome de uma das opções.'),
    /** Invalid answers tolerated (each repeats the menu); the next one goes to the default department. */
    maxInvalidAnswers: z.number().int().min(0, 'Use um número entre 0 e 10').max(10, 'Use um número entre 0 e 10').default(3),
    /** null: the channel-wide queue. */
    defaultDepartmentId: idSchema.nullable(),
    /** Minutes without an answer in the bot before the attendance is abandoned. */
    abandonmentMinutes: z.number().int().min(1, 'Use de 1 a 1440 minutos').max(1440, 'Use de 1 a 1440 minutos').default(30),
    abandonmentMessage: messageSchema('A mensagem de abandono').default(''),
    /** Minutes the satisfaction survey waits for an answer before it is finished unanswered. */
    surveyMinutes: z.number().int().min(1, 'Use de 1 a 1440 minutos').max(1440, 'Use de 1 a 1440 minutos').default(60),
  })
  .superRefine((config, ctx) => {
    const ids = new Set<string>();
    config.menus.forEach((menu, index) => {
      if (ids.has(menu.id)) ctx.addIssue({ code: 'custom', message: `Há mais de um menu com o identificador "${menu.id}"`, path: ['menus', index, 'id'] });
      ids.add(menu.id);
    });
    if (!ids.has(config.rootMenuId)) ctx.addIssue({ code: 'custom', message: 'O menu inicial não existe', path: ['rootMenuId'] });
    config.menus.forEach((menu, menuIndex) => {
      const optionIds = new Set<string>();
      const where = (position: number): Array<string | number> => {
        if (menu.kind !== 'list') return ['menus', menuIndex, 'options', position];
        let rest = position;
        for (const [sectionIndex, section] of menu.sections.entries()) {
          if (rest < section.rows.length) return ['menus', menuIndex, 'sections', sectionIndex, 'rows', rest];
          rest -= section.rows.length;
        }
        return ['menus', menuIndex];
      };
      menuOptions(menu).forEach((option, position) => {
        if (optionIds.has(option.id)) {
          ctx.addIssue({ code: 'custom', message: `A opção "${option.title}" repete o identificador de outra opção do menu`, path: [...where(position), 'id'] });
        }
        optionIds.add(option.id);
        if (option.target.kind === 'menu' && !ids.has(option.target.menuId)) {
          ctx.addIssue({ code: 'custom', message: `A opção "${option.title}" leva a um menu que não existe`, path: [...where(position), 'target', 'menuId'] });
        }
      });
    });
  });
export type BotConfig = z.infer<typeof botConfigSchema>;
export type BotConfigInput = z.input<typeof botConfigSchema>;
