import { describe, expect, it } from 'vitest';
import type { Template } from '@atende/contract';
import { blankCampaignForm, campaignFormValues, checkDraft, draftOf, withTemplate } from '../model/campaign-form';
import { progressPercent } from '../model/campaign-progress';
import { templateNeeds } from '../model/template-needs';
import { isoToZonedInput, zonedInputToIso } from '../model/zoned-input';
import { makeCampaign, makeTemplate, progressOf } from './campaign-fixtures';

const withEverything: Template = makeTemplate(1, {
  header: { format: 'TEXT', text: 'Pedido {{1}}', example: '#1' },
  body: 'Oi {{2}} e {{1}}',
  bodyVariables: 2,
  buttons: [
    { type: 'URL', text: 'Site', url: 'https://a.example' },
    { type: 'URL', text: 'Rastrear', url: 'https://a.example/r/{{1}}', example: 'x' },
  ],
});

describe('campaign progress', () => {
  it('rounds down so 100% shows only when every recipient is done, and a completed campaign is 100%', () => {
    expect(progressPercent('sending', progressOf({ total: 1000, sent: 996, failed: 3 }))).toBe(99);
    expect(progressPercent('sending', progressOf({ total: 4, sent: 2, skipped: 1, cancelled: 1 }))).toBe(100);
    expect(progressPercent('draft', progressOf())).toBe(0);
    expect(progressPercent('completed', progressOf())).toBe(100);
  });
});

describe('template needs', () => {
  it('asks for each body variable, the text header variable and only the link buttons with a variable', () => {
    expect(templateNeeds(withEverything)).toEqual({ body: [1, 2], headerVariable: true, headerMedia: null, links: [{ index: 1, text: 'Rastrear' }] });
  });
});

describe('campaign form', () => {
  it("starts {{1}} as the contact's name and keeps a media header's sample link", () => {
    const media = makeTemplate(2, { header: { format: 'VIDEO', example: 'https://cdn.example/v.mp4' }, body: 'A {{1}}', bodyVariables: 1 });
    const values = withTemplate(blankCampaignForm(), media);
    expect(values.bodyVariables.map((v) => [v.source, v.field])).toEqual([['field', 'name']]);
    expect(values.headerMediaLink).toBe('https://cdn.example/v.mp4');
  });

  it('shapes the audience filters, drops the department of the usual flow and sends one mapping per need', () => {
    const values = {
      ...withTemplate({ ...blankCampaignForm(), name: 'x' }, withEverything),
      audience: { kind: 'contacts' as const, tagIds: [], operatorId: 'none', birthdayMonth: '12' },
      onReply: { action: 'bot' as const, departmentId: 'kept-by-mistake' },
    };
    const draft = draftOf(values, withEverything);
    expect(draft.audience).toEqual({ kind: 'contacts', tagIds: [], operatorId: 'none', birthdayMonth: 12 });
    expect(draft.onReply).toEqual({ action: 'bot', departmentId: null });
    expect(draft.bodyVariables).toHaveLength(2);
    expect(draft.headerVariable).toEqual({ source: 'field', field: '' });
    expect(draft.buttonVariables?.map((b) => b.index)).toEqual([1]);
    const check = checkDraft(values, withEverything);
    expect(check.ok ? {} : check.errors).toMatchObject({
      'bodyVariables.1.field': 'Escolha o campo do contato',
      'headerVariable.field': 'Escolha o campo do contato',
      'buttonVariables.0.variable.field': 'Escolha o campo do contato',
    });
  });

  it('reads a saved campaign back into the same draft', () => {
    const campaign = makeCampaign(1, {
      templateId: withEverything._id,
      bodyVariables: [{ source: 'fixed', value: 'a' }, { source: 'field', field: 'email', fallback: 'sem e-mail' }],
      headerVariable: { source: 'column', column: 'Pedido' },
      buttonVariables: [{ index: 1, variable: { source: 'field', field: 'code' } }],
      audience: { kind: 'upload' },
      onReply: { action: 'wallet', departmentId: null },
    });
    const draft = draftOf(campaignFormValues(campaign), withEverything);
    expect(draft).toMatchObject({
      bodyVariables: campaign.bodyVariables,
      headerVariable: campaign.headerVariable,
      buttonVariables: campaign.buttonVariables,
      audience: { kind: 'upload' },
      onReply: { action: 'wallet', departmentId: null },
    });
  });
});

describe('schedule time', () => {
  it("reads the input as the channel's wall clock, daylight saving included", () => {
    expect(zonedInputToIso('2099-01-01T10:00', 'America/Sao_Paulo')).toBe('2099-01-01T13:00:00.000Z');
    expect(zonedInputToIso('2025-07-01T10:00', 'Europe/Lisbon')).toBe('2025-07-01T09:00:00.000Z');
    expect(zonedInputToIso('2025-01-01T10:00', 'Europe/Lisbon')).toBe('2025-01-01T10:00:00.000Z');
    expect(zonedInputToIso('amanhã', 'America/Sao_Paulo')).toBeNull();
    expect(isoToZonedInput('2099-01-01T13:00:00.000Z', 'America/Sao_Paulo')).toBe('2099-01-01T10:00');
  });
});
