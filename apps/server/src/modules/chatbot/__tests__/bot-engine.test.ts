import { describe, expect, it } from 'vitest';
import { botConfigSchema, type BotConfig, type BotConfigInput, type OpeningHours } from '@atende/contract';
import {
  answer,
  matchOption,
  startConversation,
  timeouts,
  type BotContext,
  type BotInput,
  type BotOutcome,
  type BotReply,
  type BotState,
} from '../bot-engine.js';

const FINANCE = '11111111-1111-4111-8111-111111111111';
const SUPPORT = '22222222-2222-4222-8222-222222222222';
const DEFAULT = '33333333-3333-4333-8333-333333333333';
const SP = 'America/Sao_Paulo';
// 2025-06-02 is a Monday; São Paulo is UTC-3 all year.
const at = (local: string) => new Date(`${local}-03:00`);
const MONDAY_10 = at('2025-06-02T10:00:00');

const configInput: BotConfigInput = {
  rootMenuId: 'root',
  defaultDepartmentId: DEFAULT,
  greeting: 'Olá! Bem-vindo à Loja.',
  invalidAnswerHint: 'Opção inválida.',
  maxInvalidAnswers: 2,
  abandonmentMinutes: 15,
  abandonmentMessage: 'Encerramos por falta de resposta.',
  menus: [
    {
      id: 'root',
      kind: 'numbered',
      text: 'Como podemos ajudar?',
      options: [
        { id: 'fin', title: 'Financeiro', target: { kind: 'menu', menuId: 'fin' } },
        { id: 'sup', title: 'Suporte técnico', target: { kind: 'department', departmentId: SUPPORT } },
        { id: 'hor', title: 'Horário', target: { kind: 'answer', text: 'Atendemos das 8h às 18h.' } },
        { id: 'nao', title: 'Não, obrigado', target: { kind: 'end' } },
        { id: 'pes', title: 'Avaliar', target: { kind: 'survey' } },
      ],
    },
    {
      id: 'fin',
      kind: 'buttons',
      text: 'Financeiro: escolha',
      footer: 'Loja',
      options: [
        { id: 'bol', title: 'Boleto', target: { kind: 'department', departmentId: FINANCE } },
        { id: 'lista', title: 'Mais opções', target: { kind: 'menu', menuId: 'mais' } },
        { id: 'volta', title: 'Voltar', target: { kind: 'menu', menuId: 'root' } },
      ],
    },
    {
      id: 'mais',
      kind: 'list',
      header: 'Financeiro',
      text: 'Mais opções',
      buttonText: 'Ver opções',
      sections: [
        { title: 'Pagamentos', rows: [{ id: 'pix', title: 'Pix', description: 'Chave e prazos', target: { kind: 'answer', text: 'Nossa chave Pix é o CNPJ.' } }] },
        { title: 'Atendente', rows: [{ id: 'ate', title: 'Falar com o financeiro', target: { kind: 'department', departmentId: FINANCE } }] },
      ],
    },
  ],
};
const config: BotConfig = botConfigSchema.parse(configInput);

const context = (now: Date, over: Partial<BotContext> = {}): BotContext => ({
  now,
  openingHours: [],
  timezone: SP,
  outsideHoursMessage: 'Estamos fechados; voltamos às 8h.',
  outsideHoursAction: 'wait',
  ...over,
});

const rootText = ['Como podemos ajudar?', '', '1 - Financeiro', '2 - Suporte técnico', '3 - Horário', '4 - Não, obrigado', '5 - Avaliar'].join('\n');
const ROOT: BotReply = { kind: 'text', text: rootText };
const FIN: BotReply = {
  kind: 'buttons',
  body: 'Financeiro: escolha',
  footer: 'Loja',
  buttons: [
    { id: 'fin:bol', title: 'Boleto' },
    { id: 'fin:lista', title: 'Mais opções' },
    { id: 'fin:volta', title: 'Voltar' },
  ],
};
const MAIS: BotReply = {
  kind: 'list',
  header: 'Financeiro',
  body: 'Mais opções',
  buttonText: 'Ver opções',
  sections: [
    { title: 'Pagamentos', rows: [{ id: 'mais:pix', title: 'Pix', description: 'Chave e prazos' }] },
    { title: 'Atendente', rows: [{ id: 'mais:ate', title: 'Falar com o financeiro' }] },
  ],
};
const HINT: BotReply = { kind: 'text', text: 'Opção inválida.' };
const GREETING: BotReply = { kind: 'text', text: 'Olá! Bem-vindo à Loja.' };

const text = (t: string): BotInput => ({ kind: 'text', text: t });
const button = (id: string): BotInput => ({ kind: 'button', id });
const row = (id: string): BotInput => ({ kind: 'list_row', id });

/** Starts a conversation and feeds the inputs one minute apart; returns every reply and the last outcome. */
function converse(inputs: BotInput[], ctx: Partial<BotContext> = {}) {
  const start = startConversation(config, context(MONDAY_10, ctx));
  const replies = [...start.replies];
  let state = start.state;
  let outcome: BotOutcome = start.outcome;
  inputs.forEach((input, i) => {
    const step = answer(config, state, input, context(new Date(MONDAY_10.getTime() + (i + 1) * 60_000), ctx));
    replies.push(...step.replies);
    state = step.state;
    outcome = step.outcome;
  });
  return { replies, state, outcome };
}

describe('bot engine: conversations', () => {
  const table: Array<{ name: string; inputs: BotInput[]; replies: BotReply[]; outcome: BotOutcome; menuId?: string }> = [
    { name: 'a new conversation gets the greeting and the root menu', inputs: [], replies: [GREETING, ROOT], outcome: { kind: 'opened' } },
    {
      name: 'a number picks a department',
      inputs: [text('2')],
      replies: [GREETING, ROOT],
      outcome: { kind: 'department', departmentId: SUPPORT, reason: 'chosen' },
    },
    {
      name: 'numbers with spaces or a trailing dot work too',
      inputs: [text(' 1. '), text(' 1 ')],
      replies: [GREETING, ROOT, FIN],
      outcome: { kind: 'department', departmentId: FINANCE, reason: 'chosen' },
    },
    {
      name: 'free text matches a title ignoring case and accents',
      inputs: [text('financeiro')],
      replies: [GREETING, ROOT, FIN],
      outcome: { kind: 'opened' },
      menuId: 'fin',
    },
    { name: '"nao, OBRIGADO" matches "Não, obrigado" and ends', inputs: [text('nao, OBRIGADO')], replies: [GREETING, ROOT], outcome: { kind: 'ended', reason: 'chosen' } },
    {
      name: 'a two-level menu reaches a department by button',
      inputs: [text('1'), button('fin:bol')],
      replies: [GREETING, ROOT, FIN],
      outcome: { kind: 'department', departmentId: FINANCE, reason: 'chosen' },
    },
    {
      name: 'a three-level walk through a list row reaches a department',
      inputs: [text('1'), button('fin:lista'), row('mais:ate')],
      replies: [GREETING, ROOT, FIN, MAIS],
      outcome: { kind: 'department', departmentId: FINANCE, reason: 'chosen' },
    },
    {
      name: 'list rows are numbered across sections',
      inputs: [text('1'), text('2'), text('2')],
      replies: [GREETING, ROOT, FIN, MAIS],
      outcome: { kind: 'department', departmentId: FINANCE, reason: 'chosen' },
    },
    {
      name: 'a fixed answer is sent and the same menu repeated',
      inputs: [text('3')],
      replies: [GREETING, ROOT, { kind: 'text', text: 'Atendemos das 8h às 18h.' }, ROOT],
      outcome: { kind: 'answered' },
      menuId: 'root',
    },
    { name: 'the back option returns to the root', inputs: [text('1'), button('fin:volta')], replies: [GREETING, ROOT, FIN, ROOT], outcome: { kind: 'opened' }, menuId: 'root' },
    { name: 'a survey option starts the survey', inputs: [text('avaliar')], replies: [GREETING, ROOT], outcome: { kind: 'survey' } },
    {
      name: 'an invalid answer repeats the menu with the hint',
      inputs: [text('quero falar com alguém')],
      replies: [GREETING, ROOT, HINT, ROOT],
      outcome: { kind: 'opened' },
      menuId: 'root',
    },
    {
      name: 'after the configured invalid answers the next one goes to the default department',
      inputs: [text('9'), text('0'), text('??')],
      replies: [GREETING, ROOT, HINT, ROOT, HINT, ROOT],
      outcome: { kind: 'department', departmentId: DEFAULT, reason: 'invalid_answers' },
    },
    {
      name: 'a valid answer resets the invalid count',
      inputs: [text('x'), text('x'), text('1'), text('x'), text('x')],
      replies: [GREETING, ROOT, HINT, ROOT, HINT, ROOT, FIN, HINT, FIN, HINT, FIN],
      outcome: { kind: 'opened' },
      menuId: 'fin',
    },
    {
      name: "a tap on an older menu's button counts as invalid on the current menu",
      inputs: [text('1'), button('fin:lista'), button('fin:bol')],
      replies: [GREETING, ROOT, FIN, MAIS, HINT, MAIS],
      outcome: { kind: 'opened' },
      menuId: 'mais',
    },
    { name: 'an unknown option id is invalid', inputs: [text('1'), button('fin:nada')], replies: [GREETING, ROOT, FIN, HINT, FIN], outcome: { kind: 'opened' } },
  ];

  for (const c of table) {
    it(c.name, () => {
      const result = converse(c.inputs);
      expect(result.replies).toEqual(c.replies);
      expect(result.outcome).toEqual(c.outcome);
      if (c.menuId) expect(result.state.menuId).toBe(c.menuId);
    });
  }

  it('the state is plain JSON and each answer advances the step and the last interaction time', () => {
    const start = startConversation(config, context(MONDAY_10));
    expect(JSON.parse(JSON.stringify(start.state))).toEqual(start.state);
    const later = at('2025-06-02T10:05:00');
    const step = answer(config, start.state, text('1'), context(later));
    expect(step.state).toEqual({ menuId: 'fin', invalidCount: 0, lastInteractionAt: later.toISOString(), step: 1 });
  });

  it('a state pointing at a menu removed since falls back to the root menu', () => {
    const stale: BotState = { menuId: 'apagado', invalidCount: 0, lastInteractionAt: MONDAY_10.toISOString(), step: 3 };
    const step = answer(config, stale, text('2'), context(MONDAY_10));
    expect(step.outcome).toEqual({ kind: 'department', departmentId: SUPPORT, reason: 'chosen' });
  });

  it('with zero invalid answers allowed the first invalid one goes straight to the default department', () => {
    const strict = botConfigSchema.parse({ ...configInput, maxInvalidAnswers: 0 });
    const start = startConversation(strict, context(MONDAY_10));
    const step = answer(strict, start.state, text('hein?'), context(MONDAY_10));
    expect(step.replies).toEqual([]);
    expect(step.outcome).toEqual({ kind: 'department', departmentId: DEFAULT, reason: 'invalid_answers' });
  });

  it('matchOption refuses numbers out of range and empty text', () => {
    const root = config.menus[0];
    if (!root) throw new Error('no root');
    expect(matchOption(root, text('6'))).toBeNull();
    expect(matchOption(root, text('0'))).toBeNull();
    expect(matchOption(root, text('   '))).toBeNull();
    expect(matchOption(root, text('SUPORTE TECNICO'))?.id).toBe('sup');
  });
});

describe('bot engine: opening hours', () => {
  const hours: OpeningHours = [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', finish: '18:00' })),
    { weekday: 6, start: '09:00', finish: '13:00' },
    { weekday: 7, start: '10:00', finish: '11:00' },
  ];
  const CLOSED: BotReply = { kind: 'text', text: 'Estamos fechados; voltamos às 8h.' };
  const start = (now: Date, over: Partial<BotContext> = {}) => startConversation(config, context(now, { openingHours: hours, ...over }));

  const table: Array<{ name: string; now: Date; open: boolean }> = [
    { name: 'Monday at the opening minute', now: at('2025-06-02T08:00:00'), open: true },
    { name: 'Monday a minute before opening', now: at('2025-06-02T07:59:00'), open: false },
    { name: 'Friday at the finish minute (still counts)', now: at('2025-06-06T18:00:59'), open: true },
    { name: 'Friday a minute after the finish', now: at('2025-06-06T18:01:00'), open: false },
    { name: 'Saturday (6) inside its own window', now: at('2025-06-07T12:30:00'), open: true },
    { name: 'Saturday (6) at a weekday hour outside its window', now: at('2025-06-07T15:00:00'), open: false },
    { name: 'Sunday (7) inside its own window', now: at('2025-06-08T10:30:00'), open: true },
    { name: 'Sunday (7) at a Saturday hour', now: at('2025-06-08T09:30:00'), open: false },
  ];
  for (const c of table) {
    it(`${c.name}: ${c.open ? 'the bot greets' : 'the outside-hours message is sent'}`, () => {
      const step = start(c.now);
      if (c.open) {
        expect(step.replies).toEqual([GREETING, ROOT]);
        expect(step.outcome).toEqual({ kind: 'opened' });
      } else {
        expect(step.replies).toEqual([CLOSED]);
        expect(step.outcome).toEqual({ kind: 'offline', departmentId: DEFAULT });
      }
    });
  }

  it('configured to end, outside hours ends the conversation after the message', () => {
    const step = start(at('2025-06-02T20:00:00'), { outsideHoursAction: 'end' });
    expect(step.replies).toEqual([CLOSED]);
    expect(step.outcome).toEqual({ kind: 'ended', reason: 'outside_hours' });
  });

  it('without an outside-hours message nothing is sent but the outcome still applies', () => {
    const step = start(at('2025-06-02T20:00:00'), { outsideHoursMessage: null });
    expect(step.replies).toEqual([]);
    expect(step.outcome).toEqual({ kind: 'offline', departmentId: DEFAULT });
  });

  it('an answer arriving after closing gets the outside-hours message instead of the menu', () => {
    const open = start(at('2025-06-02T17:59:00'));
    const late = answer(config, open.state, text('1'), context(at('2025-06-02T18:01:00'), { openingHours: hours }));
    expect(late.replies).toEqual([CLOSED]);
    expect(late.outcome).toEqual({ kind: 'offline', departmentId: DEFAULT });
  });
});

describe('bot engine: time-outs with a test clock', () => {
  const state: BotState = { menuId: 'root', invalidCount: 1, lastInteractionAt: MONDAY_10.toISOString(), step: 2 };
  const plus = (minutes: number, seconds = 0) => new Date(MONDAY_10.getTime() + minutes * 60_000 + seconds * 1000);

  it('before the configured minutes nothing happens and the due time is given', () => {
    expect(timeouts(config, state, plus(14, 59))).toEqual({ kind: 'none', dueAt: plus(15) });
  });

  it('at the configured minutes the customer is abandoned and told so', () => {
    expect(timeouts(config, state, plus(15))).toEqual({
      kind: 'abandoned',
      replies: [{ kind: 'text', text: 'Encerramos por falta de resposta.' }],
      outcome: { kind: 'abandoned' },
    });
  });

  it('an answer moves the deadline', () => {
    const step = answer(config, state, text('1'), context(plus(10)));
    expect(timeouts(config, step.state, plus(20)).kind).toBe('none');
    expect(timeouts(config, step.state, plus(25)).kind).toBe('abandoned');
  });

  it('without an abandonment message it abandons silently', () => {
    const quiet = botConfigSchema.parse({ ...configInput, abandonmentMessage: '' });
    expect(timeouts(quiet, state, plus(60))).toEqual({ kind: 'abandoned', replies: [], outcome: { kind: 'abandoned' } });
  });
});
