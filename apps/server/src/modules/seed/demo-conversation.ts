// One demo attendance with its messages and survey, as the engine would have left it: the bot's
// greeting and menu, the queue, the operator's turns, the finish with a tabulation and the
// satisfaction survey (or an abandonment in the bot, or a conversation still open now). Times are
// drafted as seconds from the start and squeezed before `latest` when the conversation must have
// happened by then (today's, when the seed runs early in the morning).
import {
  SURVEY_LIST_BUTTON,
  SURVEY_SCORES,
  choiceId,
  defaultAutomaticMessages,
  fillPlaceholders,
  menuReply,
  type AttendanceStatus,
  type Menu,
  type MessageContent,
  type MessageType,
} from '@atende/contract';
import type { attendanceSurveys, attendances, messages } from '../../schema/index.js';
import type { Random } from './demo-random.js';
import { campaignReplies, observations, openings, operatorClosing, operatorGreeting, surveyComments, type Script } from './demo-scripts.js';

export type AttendanceInsert = typeof attendances.$inferInsert;
export type MessageInsert = typeof messages.$inferInsert;
export type SurveyInsert = typeof attendanceSurveys.$inferInsert;

export type DemoContact = { id: string; name: string; number: string; responsibleOperatorId: string | null };
export type DemoOperator = { id: string; name: string };

/** What every conversation of the store shares. */
export type StoreFrame = { channelId: string; rootMenu: Menu; tabulationIds: ReadonlyMap<string, string> };

export type ConversationInput = {
  contact: DemoContact;
  start: Date;
  /** Finished (with the survey), abandoned in the bot, or open now: with an operator or queued. */
  outcome: 'finished' | 'abandoned' | 'in_attendance' | 'waiting';
  /** Opened by the customer through the bot, or by an answer to a campaign (status Campanha first). */
  origin: 'bot' | 'campaign';
  department: { id: string; rowId: string; rowTitle: string } | null;
  operator: DemoOperator | null;
  script: Script | null;
  /** Placeholders of the script ({produto}, {pedido}, …). */
  fill: Record<string, string>;
  /** Everything happens before this instant. */
  latest: Date;
  /** The customer's place in the queue (waiting). */
  queuePosition?: number;
};

export type Conversation = { attendance: AttendanceInsert; messages: MessageInsert[]; survey: SurveyInsert | null; end: Date };

type Draft = { t: number; direction: 'in' | 'out'; type: MessageType; content: MessageContent; operatorId: string | null };

const firstName = (name: string) => name.split(' ')[0] ?? name;
const filled = (text: string, fill: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => fill[key] ?? whole);

function listContent(reply: ReturnType<typeof menuReply>): { type: MessageType; content: MessageContent } {
  if (reply.kind !== 'list') return { type: 'text', content: { text: reply.kind === 'text' ? reply.text : reply.body, automatic: true } };
  const frame = { body: reply.body, ...(reply.header ? { header: reply.header } : {}), ...(reply.footer ? { footer: reply.footer } : {}) };
  return {
    type: 'interactive',
    content: { text: reply.body, automatic: true, interactive: { kind: 'list', ...frame, button: reply.buttonText, sections: reply.sections, options: reply.sections.flatMap((s) => s.rows) } },
  };
}

const surveyQuestion = listContent({
  kind: 'list',
  body: defaultAutomaticMessages.surveyQuestion,
  buttonText: SURVEY_LIST_BUTTON,
  sections: [{ rows: SURVEY_SCORES.map((s) => ({ id: `survey:${s.score}`, title: s.title })) }],
});

export function buildConversation(rng: Random, frame: StoreFrame, input: ConversationInput): Conversation {
  const { contact, operator, script } = input;
  const fill = { primeiro: firstName(contact.name), ...input.fill };
  const drafts: Draft[] = [];
  let t = 0;
  const after = (min: number, max: number) => (t += rng.int(min, max));
  const customer = (content: MessageContent, type: MessageType = 'text') => drafts.push({ t, direction: 'in', type, content, operatorId: null });
  const automatic = (type: MessageType, content: MessageContent) => drafts.push({ t, direction: 'out', type, content, operatorId: null });
  const says = (text: string) => drafts.push({ t, direction: 'out', type: 'text', content: { text }, operatorId: operator?.id ?? null });
  const marks: { queued?: number; assigned?: number; firstResponse?: number; finished?: number; answered?: number } = {};
  let status: AttendanceStatus = input.outcome;
  let surveyOutcome: { score: number | null; comment: string | null; status: 'answered' | 'expired' } | null = null;

  if (input.origin === 'campaign') {
    customer({ text: rng.pick(campaignReplies) });
  } else {
    customer({ text: rng.pick(openings) });
    after(1, 3);
    const greeting = defaultAutomaticMessages.greeting;
    if (greeting) automatic('text', { text: fillPlaceholders(greeting, { name: contact.name }), automatic: true });
    after(1, 2);
    const menu = listContent(menuReply(frame.rootMenu));
    automatic(menu.type, menu.content);
    if (input.outcome === 'abandoned') {
      // Nobody chose: the bot gives up after its abandonment time (30 minutes).
      t += 30 * 60 + rng.int(0, 50);
      automatic('text', { text: defaultAutomaticMessages.abandonment, automatic: true });
      marks.finished = t;
      return finish();
    }
    after(12, 80);
    if (input.department) customer({ interactive: { kind: 'list_reply', id: choiceId(frame.rootMenu.id, input.department.rowId), title: input.department.rowTitle } }, 'interactive');
  }

  const queued = input.outcome === 'waiting' || (input.origin === 'bot' && rng.chance(0.6));
  if (queued) {
    after(1, 2);
    marks.queued = t;
    automatic('text', { text: fillPlaceholders(defaultAutomaticMessages.queuePosition ?? '', { position: input.queuePosition ?? rng.int(1, 3) }), automatic: true });
    if (input.outcome === 'waiting') {
      if (rng.chance(0.5)) {
        after(90, 400);
        customer({ text: rng.pick(['Alguém pode me atender?', 'Ainda estou aguardando', 'Oi?']) });
      }
      return finish();
    }
    // Most wait a few minutes; now and then the queue is long.
    after(20, rng.chance(0.15) ? 1500 : 480);
  } else {
    // Status Campanha waits for an operator to pull it; through the bot, someone had room at once.
    after(input.origin === 'campaign' ? 120 : 1, input.origin === 'campaign' ? 2400 : 2);
  }
  marks.assigned = t;

  const lines = script?.lines ?? [];
  // A conversation open now stops at a customer's turn (unread) or, sometimes, just after assignment.
  const cut = input.outcome === 'in_attendance' ? (rng.chance(0.2) ? 0 : 2 * rng.int(0, Math.max(0, Math.floor((lines.length - 1) / 2))) + 1) : lines.length;
  if (input.outcome === 'in_attendance' && cut === 0) {
    after(20, 120);
    if (script) customer({ text: filled(script.lines[0] ?? '', fill) });
    return finish();
  }
  after(15, 150);
  marks.firstResponse = t;
  says(operatorGreeting(rng.pick(['Olá', 'Oi', 'Boa tarde', 'Bom dia']), firstName(contact.name), operator?.name ?? 'Empresa Demo'));
  lines.slice(0, cut).forEach((line, i) => {
    if (i % 2 === 0) after(20, 240);
    else after(30, 180);
    if (i % 2 === 0) customer({ text: filled(line, fill) });
    else says(filled(line, fill));
  });
  if (input.outcome === 'in_attendance') {
    if (rng.chance(0.4)) {
      after(10, 60);
      customer({ text: rng.pick(['Consegue ver para mim?', 'Obrigado!', 'Fico no aguardo', '?']) });
    }
    return finish();
  }

  // The operator closes (a customer who went quiet gets no goodbye) and finishes: the survey starts.
  const quiet = script?.tabulation === 'Sem retorno';
  if (quiet) after(20 * 60, 90 * 60);
  else {
    after(30, 120);
    says(operatorClosing(firstName(contact.name)));
  }
  after(20, 90);
  marks.finished = t;
  status = 'finished';
  after(1, 2);
  automatic(surveyQuestion.type, surveyQuestion.content);
  if (!quiet && rng.chance(0.65)) {
    const score = rng.weighted<number>([
      [5, 46],
      [4, 30],
      [3, 12],
      [2, 7],
      [1, 5],
    ]);
    after(30, 600);
    marks.answered = t;
    customer({ interactive: { kind: 'list_reply', id: `survey:${score}`, title: SURVEY_SCORES[score - 1]?.title ?? String(score) } }, 'interactive');
    after(1, 2);
    automatic('text', { text: defaultAutomaticMessages.surveyComment ?? '', automatic: true });
    const comment = rng.chance(0.45) ? rng.pick(score >= 4 ? surveyComments.good : surveyComments.bad) : null;
    after(20, 180);
    customer({ text: comment ?? rng.pick(['não', 'Não, obrigado', 'nao']) });
    after(1, 2);
    automatic('text', { text: defaultAutomaticMessages.surveyThanks ?? '', automatic: true });
    surveyOutcome = { score, comment, status: 'answered' };
  } else {
    // Nobody answered: the survey expires after its 60 minutes and the attendance is finished.
    t += 60 * 60;
    surveyOutcome = { score: null, comment: null, status: 'expired' };
  }
  return finish();

  function finish(): Conversation {
    const end = t;
    const span = Math.max(1, end) * 1000;
    const room = input.latest.getTime() - input.start.getTime();
    const scale = room < span ? Math.max(0, room) / span : 1;
    const at = (s: number) => new Date(input.start.getTime() + Math.round(s * 1000 * scale));
    const id = rng.uuid();
    const rows: MessageInsert[] = drafts.map((d) => ({
      id: rng.uuid(),
      channelId: frame.channelId,
      attendanceId: id,
      contactId: contact.id,
      direction: d.direction,
      type: d.type,
      content: d.content,
      status: d.direction === 'in' ? 'received' : rng.chance(0.85) ? 'read' : 'delivered',
      providerMessageId: d.direction === 'in' ? `sim-${rng.uuid()}` : `sim.${rng.uuid()}`,
      operatorId: d.operatorId,
      createdAt: at(d.t),
      statusAt: d.direction === 'in' ? null : new Date(Math.min(at(d.t).getTime() + rng.int(2, 90) * 1000, input.latest.getTime())),
      pricingCategory: d.direction === 'out' ? 'service' : null,
    }));
    const lastOperatorReply = drafts.findLastIndex((d) => d.direction === 'out' && d.operatorId !== null);
    const lastInbound = drafts.findLast((d) => d.direction === 'in');
    const finishedAt = marks.finished === undefined ? null : at(marks.finished);
    const tabulation = status === 'finished' && script ? (frame.tabulationIds.get(script.tabulation) ?? null) : null;
    const attendance: AttendanceInsert = {
      id,
      channelId: frame.channelId,
      contactId: contact.id,
      status,
      departmentId: status === 'abandoned' ? null : (input.department?.id ?? null),
      operatorId: status === 'abandoned' || status === 'waiting' ? null : (operator?.id ?? null),
      // Every customer message counts until an operator answers (the bot's do not reset it).
      unread: drafts.slice(lastOperatorReply + 1).filter((d) => d.direction === 'in').length,
      lastInboundAt: lastInbound ? at(lastInbound.t) : null,
      lastMessageAt: at(drafts[drafts.length - 1]?.t ?? 0),
      queuedAt: marks.queued === undefined ? null : at(marks.queued),
      assignedAt: marks.assigned === undefined ? null : at(marks.assigned),
      firstResponseAt: marks.firstResponse === undefined ? null : at(marks.firstResponse),
      finishedAt,
      tabulationId: tabulation,
      observation: tabulation && rng.chance(0.15) ? rng.pick(observations) : null,
      botState: null,
      botDueAt: null,
      createdAt: at(0),
      updatedAt: at(end),
    };
    const survey: SurveyInsert | null =
      surveyOutcome && finishedAt
        ? {
            attendanceId: id,
            channelId: frame.channelId,
            operatorId: operator?.id ?? null,
            departmentId: input.department?.id ?? null,
            status: surveyOutcome.status,
            score: surveyOutcome.score,
            comment: surveyOutcome.comment,
            sentAt: finishedAt,
            answeredAt: marks.answered === undefined ? null : at(marks.answered),
          }
        : null;
    return { attendance, messages: rows, survey, end: at(end) };
  }
}
