// A step as the editor keeps it (a draft: saved or not yet), its form values, and how the form becomes
// the contract's kanbanStepInputSchema body. The schema checks it here as the server would, so the
// editor refuses exactly what the API refuses, with the same messages under the same paths.
import {
  kanbanStepInputSchema,
  templateVariables,
  type KanbanStep,
  type KanbanStepAction,
  type KanbanStepInput,
  type KanbanStepOutcome,
  type Template,
} from '@atende/contract';
import { fitVariables, variableForm, variableOf, type VariableForm } from '@/features/campaigns';
import { distinctVariables } from '@/features/templates';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

/** A step of the editor: `id` is the server's, or a local one until a new board is created. */
export type StepDraft = Pick<KanbanStep, '_id' | 'name' | 'color' | 'outcome' | 'action'>;

export type StepActionKind = KanbanStepAction['kind'];

export type StepFormValues = {
  name: string;
  color: string;
  outcome: KanbanStepOutcome;
  actionKind: StepActionKind;
  templateId: string;
  /** The i-th mapping fills the template body's i-th variable. */
  bodyVariables: VariableForm[];
  departmentId: string;
};

/** The colours the picker offers; a new step takes the next one. */
export const stepSwatches = ['#228be6', '#fab005', '#40c057', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#868e96'];

export const nextSwatch = (count: number) => stepSwatches[count % stepSwatches.length] ?? '#228be6';

export function stepFormOf(step: StepDraft | null, count: number): StepFormValues {
  const action = step?.action ?? { kind: 'none' };
  return {
    name: step?.name ?? '',
    color: step?.color ?? nextSwatch(count),
    outcome: step?.outcome ?? 'open',
    actionKind: action.kind,
    templateId: action.kind === 'template' ? action.templateId : '',
    bodyVariables: action.kind === 'template' ? action.bodyVariables.map(variableForm) : [],
    departmentId: action.kind === 'department' ? action.departmentId : '',
  };
}

/** The body's variables ({{1}}, {{2}}...), smallest first. */
export const bodyVariablesOf = (template: Template | null | undefined): number[] => (template ? distinctVariables(template.body) : []);

/**
 * A step action only carries the body's variables and is refused with a media header (the server says
 * so), so templates with a text header's variable or a link button's variable are left out as well.
 */
export const usableForStep = (template: Template): boolean =>
  (!template.header || (template.header.format === 'TEXT' && templateVariables(template.header.text).length === 0)) &&
  template.buttons.every((button) => button.type !== 'URL' || templateVariables(button.url).length === 0);

/** Choosing a template sizes the mappings to its body; {{1}} starts as the contact's name. */
export function withTemplate(values: StepFormValues, template: Template | null): StepFormValues {
  const size = bodyVariablesOf(template).length;
  const body = fitVariables(values.bodyVariables, size);
  if (body[0] && !values.bodyVariables[0]) body[0] = { ...body[0], field: 'name' };
  return { ...values, templateId: template?._id ?? '', bodyVariables: body };
}

function actionOf(values: StepFormValues): KanbanStepInput['action'] {
  if (values.actionKind === 'template')
    return { kind: 'template', templateId: values.templateId, bodyVariables: values.bodyVariables.map(variableOf) };
  if (values.actionKind === 'department') return { kind: 'department', departmentId: values.departmentId };
  return { kind: 'none' };
}

type Messages = { templateRequired: string; departmentRequired: string };

/** The body the API takes, or the messages keyed by the schema's paths ("action.bodyVariables.0.field"). */
export function parseStepForm(values: StepFormValues, messages: Messages): { ok: true; step: KanbanStepInput } | { ok: false; errors: Record<string, string> } {
  const result = kanbanStepInputSchema.safeParse({ name: values.name, color: values.color, outcome: values.outcome, action: actionOf(values) });
  const errors = result.success ? {} : zodFieldErrors(result.error);
  // An empty choice reads "Identificador inválido" in the schema: say what is missing instead.
  if (values.actionKind === 'template' && !values.templateId) errors['action.templateId'] = messages.templateRequired;
  if (values.actionKind === 'department' && !values.departmentId) errors['action.departmentId'] = messages.departmentRequired;
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, step: result.data };
}

/** The draft a saved form becomes (a new board's local step keeps `id`). */
export const draftOf = (id: string, step: KanbanStepInput): StepDraft => ({
  _id: id,
  name: step.name,
  color: step.color,
  outcome: step.outcome ?? 'open',
  action: kanbanStepInputSchema.shape.action.parse(step.action ?? { kind: 'none' }),
});

/** What POST /api/kanbans sends for a new board's steps. */
export const inputOf = (step: StepDraft): KanbanStepInput => ({ name: step.name, color: step.color, outcome: step.outcome, action: step.action });

/** The three columns a new board starts with ("Novo", "Em negociação", "Ganho"), the user may change them. */
export function defaultSteps(names: { new: string; negotiating: string; won: string }): StepDraft[] {
  return [
    { _id: 'new-1', name: names.new, color: '#228be6', outcome: 'open', action: { kind: 'none' } },
    { _id: 'new-2', name: names.negotiating, color: '#fab005', outcome: 'open', action: { kind: 'none' } },
    { _id: 'new-3', name: names.won, color: '#40c057', outcome: 'won', action: { kind: 'none' } },
  ];
}
