// What a step's automatic action does for one card, through the same front doors an operator's
// actions use: an approved template to the card's contact goes through the messages service (stored
// pending with its send job, shown in the conversation, sent by the channel's provider); a department
// transfer through the attendances service. Every way it can go wrong becomes an outcome in pt-BR
// for the card's history, never a retry: the spell was claimed, a second send must not happen.
import { sendTemplateSchema, type KanbanStepAction } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/http/errors.js';
import type { Principal } from '../../../platform/http/principal.js';
import { safeErrorMessage } from '../../../platform/logging/safe-errors.js';
import { openStatuses, type AttendancesService } from '../../attendances/index.js';
import { typedCampaignParams, variableValue, type RecipientData } from '../../campaigns/index.js';
import type { createMessagesService } from '../../messages/index.js';
import { findTemplate } from '../../templates/index.js';
import { contactFacts, openAttendanceOf, type ActionOutcome, type ClaimedSpell } from './step-actions.repository.js';

export type StepActionServices = { messages: Pick<ReturnType<typeof createMessagesService>, 'sendTemplate'>; attendances: Pick<AttendancesService, 'transfer'> };

type TemplateAction = Extract<KanbanStepAction, { kind: 'template' }>;
type DepartmentAction = Extract<KanbanStepAction, { kind: 'department' }>;

/**
 * The company acting for itself (no user, no operator): the owner's reach over its own channel, so
 * the services' rules (approved template, open attendance, the channel's department) still apply.
 */
export const companyPrincipal = (channelId: string): Principal => ({
  userId: '',
  role: 'channel',
  login: '',
  name: 'Ação automática',
  channelId,
  channelConfig: null,
  operatorId: null,
  permissions: [],
  privacy: false,
  tokenKind: 'session',
});

const failed = (action: ActionOutcome['action'], detail: string): ActionOutcome => ({ action, ok: false, detail });

/** A service's refusal carries its pt-BR message; anything else is told in general terms (never internals). */
const reasonOf = (err: unknown): string => (err instanceof AppError ? err.erroMensagem : `Erro inesperado (${safeErrorMessage(err).slice(0, 200)}).`);

const describeVariable = (index: number): string => `A variável {{${index + 1}}} ficou vazia: o contato não tem o campo e não há valor padrão.`;

async function sendTemplate(ctx: AppContext, services: StepActionServices, spell: ClaimedSpell, contactId: string, action: TemplateAction): Promise<ActionOutcome> {
  const orm = ctx.db.orm;
  const template = await findTemplate(orm, spell.channelId, action.templateId);
  if (!template) return failed('template', 'O modelo de mensagem desta etapa não existe mais.');
  if (template.status !== 'APPROVED') return failed('template', `O modelo "${template.name}" não está aprovado (situação: ${template.status}).`);
  const contact = await contactFacts(orm, spell.channelId, contactId);
  if (!contact) return failed('template', 'O contato do cartão não foi encontrado.');
  const recipient: RecipientData = { ...contact, fields: null };
  const params: string[] = [];
  for (const [index, variable] of action.bodyVariables.entries()) {
    const value = variableValue(variable, recipient);
    if (value === null) return failed('template', describeVariable(index));
    params.push(value);
  }
  const input = sendTemplateSchema.safeParse({
    channelId: spell.channelId,
    contactNumber: contact.number,
    templateName: template.name,
    language: template.language,
    ...(params.length ? { params: typedCampaignParams(params, template.variableTypes) } : {}),
  });
  if (!input.success) return failed('template', input.error.issues[0]?.message ?? 'Não foi possível montar a mensagem.');
  try {
    await services.messages.sendTemplate(companyPrincipal(spell.channelId), input.data);
    return { action: 'template', ok: true, detail: `Modelo "${template.name}" enviado ao contato.` };
  } catch (err) {
    return failed('template', `O modelo "${template.name}" não foi enviado: ${reasonOf(err)}`);
  }
}

async function transferToDepartment(ctx: AppContext, services: StepActionServices, spell: ClaimedSpell, contactId: string, action: DepartmentAction): Promise<ActionOutcome> {
  const attendanceId = await openAttendanceOf(ctx.db.orm, spell.channelId, contactId, openStatuses);
  if (!attendanceId) return { action: 'department', ok: true, detail: 'O contato não tinha atendimento aberto: nada foi transferido.' };
  try {
    const attendance = await services.attendances.transfer(companyPrincipal(spell.channelId), spell.channelId, attendanceId, { departmentId: action.departmentId });
    return { action: 'department', ok: true, detail: `Atendimento ${attendance.protocol} transferido para o departamento.` };
  } catch (err) {
    return failed('department', `O atendimento não foi transferido: ${reasonOf(err)}`);
  }
}

/** Runs the claimed spell's action; null when there is nothing to run (no action, or the card or step is gone). */
export async function runStepAction(ctx: AppContext, services: StepActionServices, spell: ClaimedSpell): Promise<ActionOutcome | null> {
  const { action, contactId } = spell;
  if (!action || action.kind === 'none' || !contactId) return null;
  if (action.kind === 'template') return sendTemplate(ctx, services, spell, contactId, action);
  return transferToDepartment(ctx, services, spell, contactId, action);
}
