import { describe, expect, it } from 'vitest';
import { SURVEY_SCORES, botConfigSchema, defaultAutomaticMessages } from '@atende/contract';
import { answerSurvey, readScore, startSurvey, type SurveyState } from '../survey-engine.js';
import { replyAsNumberedText as asNumberedText } from '@atende/contract';
import { replyContent } from '../bot-replies.js';
import type { BotReply } from '../bot-engine.js';
import { demoMenus } from '../../seed/demo-seed.js';

const now = new Date('2026-03-02T12:00:00Z');
const scorePhase: SurveyState = { mode: 'survey', phase: 'score', lastInteractionAt: now.toISOString() };
const messages = defaultAutomaticMessages;

describe('the survey question', () => {
  it('is a list of the five scores with ids survey:1..5 (WhatsApp allows only three reply buttons)', () => {
    const { replies, state } = startSurvey(messages, now);
    expect(state).toEqual(scorePhase);
    expect(replies).toEqual([
      {
        kind: 'list',
        body: messages.surveyQuestion,
        buttonText: 'Avaliar',
        sections: [{ rows: SURVEY_SCORES.map((s) => ({ id: `survey:${s.score}`, title: s.title })) }],
      },
    ]);
  });
});

describe('reading a score', () => {
  it.each([
    [{ kind: 'list_row', id: 'survey:4' }, 4],
    [{ kind: 'button', id: 'survey:1' }, 1],
    [{ kind: 'list_row', id: 'inicio:fin' }, null],
    [{ kind: 'text', text: '5' }, 5],
    [{ kind: 'text', text: ' nota 3 ' }, 3],
    [{ kind: 'text', text: '2 - Ruim' }, 2],
    [{ kind: 'text', text: 'EXCELENTE' }, 5],
    [{ kind: 'text', text: 'péssimo' }, 1],
    [{ kind: 'text', text: '6' }, null],
    [{ kind: 'text', text: '10' }, null],
    [{ kind: 'text', text: 'quero falar com alguém' }, null],
  ] as const)('%j → %s', (input, score) => {
    expect(readScore(input)).toBe(score);
  });
});

describe('answering the survey', () => {
  it('a score asks for the comment; a comment finishes with the thanks', () => {
    const scored = answerSurvey(scorePhase, { kind: 'list_row', id: 'survey:5' }, messages, now);
    expect(scored).toMatchObject({ kind: 'scored', score: 5, replies: [{ kind: 'text', text: messages.surveyComment }], state: { phase: 'comment' } });
    if (scored.kind !== 'scored') throw new Error('expected a score');
    expect(answerSurvey(scored.state, { kind: 'text', text: 'Ótimo atendimento' }, messages, now)).toEqual({
      kind: 'done',
      comment: 'Ótimo atendimento',
      replies: [{ kind: 'text', text: messages.surveyThanks }],
    });
  });

  it('"não" (or a file) skips the comment', () => {
    const commentPhase: SurveyState = { ...scorePhase, phase: 'comment' };
    expect(answerSurvey(commentPhase, { kind: 'text', text: 'Não' }, messages, now)).toEqual({ kind: 'done', replies: [{ kind: 'text', text: messages.surveyThanks }] });
    expect(answerSurvey(commentPhase, { kind: 'text', text: '' }, messages, now)).toMatchObject({ kind: 'done' });
  });

  it('without a comment prompt the score finishes at once; without thanks nothing more is sent', () => {
    expect(answerSurvey(scorePhase, { kind: 'text', text: '4' }, { surveyComment: null, surveyThanks: null }, now)).toEqual({ kind: 'done', score: 4, replies: [] });
  });

  it('anything that is not a score declines the survey (the message starts a new conversation)', () => {
    expect(answerSurvey(scorePhase, { kind: 'text', text: 'preciso de ajuda' }, messages, now)).toEqual({ kind: 'declined' });
  });
});

describe('replies on a provider without interactive messages', () => {
  it('a list goes as numbered text with descriptions, marked automatic', () => {
    const list: Extract<BotReply, { kind: 'list' }> = {
      kind: 'list',
      header: 'Loja',
      body: 'Escolha',
      footer: 'Rodapé',
      buttonText: 'Ver',
      sections: [{ rows: [{ id: 'm:a', title: 'A', description: 'primeira' }, { id: 'm:b', title: 'B' }] }],
    };
    expect(asNumberedText(list)).toBe('Loja\nEscolha\n\n1 - A (primeira)\n2 - B\n\nRodapé');
    expect(replyContent(list, false)).toEqual({ type: 'text', content: { text: asNumberedText(list), automatic: true } });
    expect(replyContent(list, true).type).toBe('interactive');
  });
});

describe('the demo bot', () => {
  it('is a valid graph of menus (the seed bypasses the API checks)', () => {
    expect(botConfigSchema.safeParse({ menus: demoMenus, rootMenuId: 'inicio', defaultDepartmentId: null }).success).toBe(true);
  });
});
