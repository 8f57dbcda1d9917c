// The satisfaction survey's rules as pure functions: the question (a list of the five scores,
// since WhatsApp allows only three reply buttons), reading the answer, the optional comment.
import { SURVEY_LIST_BUTTON, SURVEY_SCORES, type AutomaticMessages } from '@atende/contract';
import { normalizeAnswer, type BotInput, type BotReply } from './bot-engine.js';

export type SurveyState = { mode: 'survey'; phase: 'score' | 'comment'; lastInteractionAt: string };

export type SurveyStep =
  /** The score was given; a comment is asked next (still in_survey). */
  | { kind: 'scored'; score: number; replies: BotReply[]; state: SurveyState }
  /** The survey is over: finish the attendance (with the score and comment when given now). */
  | { kind: 'done'; score?: number; comment?: string; replies: BotReply[] }
  /** Not an answer to the survey: it ends unanswered and the message starts a new conversation. */
  | { kind: 'declined' };

export const surveyChoiceId = (score: number) => `survey:${score}`;

export function surveyQuestion(messages: Pick<AutomaticMessages, 'surveyQuestion'>): BotReply {
  return {
    kind: 'list',
    body: messages.surveyQuestion,
    buttonText: SURVEY_LIST_BUTTON,
    sections: [{ rows: SURVEY_SCORES.map((s) => ({ id: surveyChoiceId(s.score), title: s.title })) }],
  };
}

export function startSurvey(messages: Pick<AutomaticMessages, 'surveyQuestion'>, now: Date): { replies: BotReply[]; state: SurveyState } {
  return { replies: [surveyQuestion(messages)], state: { mode: 'survey', phase: 'score', lastInteractionAt: now.toISOString() } };
}

/** A score from a tap, a digit 1-5 ("5", "nota 5", "5!") or a label ("excelente"). */
export function readScore(input: BotInput): number | null {
  if (input.kind !== 'text') {
    const match = /^survey:([1-5])$/.exec(input.id);
    return match ? Number(match[1]) : null;
  }
  const text = normalizeAnswer(input.text);
  const digit = /^(?:nota\s*)?([1-5])(?:\s*-.*|[.!)]*)?$/.exec(text);
  if (digit) return Number(digit[1]);
  const byLabel = SURVEY_SCORES.find((s) => normalizeAnswer(s.title.replace(/^\d+\s*-\s*/, '')) === text);
  return byLabel?.score ?? null;
}

const NO_COMMENT = new Set(['nao', 'n', 'no', 'nada', 'sem comentario', 'sem comentarios', 'nenhum', '-', 'ok', 'obrigado', 'obrigada']);

const thanks = (messages: Pick<AutomaticMessages, 'surveyThanks'>): BotReply[] => (messages.surveyThanks ? [{ kind: 'text', text: messages.surveyThanks }] : []);

/** One customer message while the survey waits. `text` is the message's text for a comment. */
export function answerSurvey(
  state: SurveyState,
  input: BotInput,
  messages: Pick<AutomaticMessages, 'surveyComment' | 'surveyThanks'>,
  now: Date,
): SurveyStep {
  if (state.phase === 'score') {
    const score = readScore(input);
    if (score === null) return { kind: 'declined' };
    if (!messages.surveyComment) return { kind: 'done', score, replies: thanks(messages) };
    return { kind: 'scored', score, replies: [{ kind: 'text', text: messages.surveyComment }], state: { ...state, phase: 'comment', lastInteractionAt: now.toISOString() } };
  }
  const comment = input.kind === 'text' ? input.text.trim() : '';
  if (comment === '' || NO_COMMENT.has(normalizeAnswer(comment))) return { kind: 'done', replies: thanks(messages) };
  return { kind: 'done', comment: comment.slice(0, 2000), replies: thanks(messages) };
}
