// What the customer's phone gets for a menu, shared by the server's bot (what it sends) and the
// editor (its live preview): a numbered menu is one text "header\ntext\n\n1 - A\n2 - B\n\nfooter";
// buttons and lists are interactive messages whose taps carry "menuId:optionId". A provider without
// interactive messages gets those as the same numbered text.
import type { BotReplyView } from './chatbot.js';
import { menuOptions, type Menu } from './menus.js';

export type BotChoice = { id: string; title: string; description?: string };

/** The id a button or list row carries, so a tap maps back to the option of that menu. */
export const choiceId = (menuId: string, optionId: string) => `${menuId}:${optionId}`;

function numbered(header: string | undefined, body: string, choices: BotChoice[], footer: string | undefined): string {
  const lines = choices.map((c, i) => `${i + 1} - ${c.title}${c.description ? ` (${c.description})` : ''}`);
  return [...(header ? [header] : []), body, '', ...lines, ...(footer ? ['', footer] : [])].join('\n');
}

/** Buttons and lists as numbered text, for providers without interactive messages. */
export function replyAsNumberedText(reply: Exclude<BotReplyView, { kind: 'text' }>): string {
  const choices = reply.kind === 'buttons' ? reply.buttons : reply.sections.flatMap((s) => s.rows);
  return numbered(reply.header, reply.body, choices, reply.footer);
}

/** The message a menu is sent as; `interactive` false turns buttons and lists into numbered text. */
export function menuReply(menu: Menu, interactive = true): BotReplyView {
  const choice = (o: BotChoice): BotChoice => ({ id: choiceId(menu.id, o.id), title: o.title, ...(o.description ? { description: o.description } : {}) });
  if (menu.kind === 'numbered' || !interactive) return { kind: 'text', text: numbered(menu.header, menu.text, menuOptions(menu), menu.footer) };
  const frame = { ...(menu.header ? { header: menu.header } : {}), body: menu.text, ...(menu.footer ? { footer: menu.footer } : {}) };
  if (menu.kind === 'buttons') return { kind: 'buttons', ...frame, buttons: menu.options.map(choice) };
  return {
    kind: 'list',
    ...frame,
    buttonText: menu.buttonText,
    sections: menu.sections.map((s) => ({ ...(s.title ? { title: s.title } : {}), rows: s.rows.map(choice) })),
  };
}
