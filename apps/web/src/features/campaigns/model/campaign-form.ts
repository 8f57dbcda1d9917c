// The campaign editor's values and how they become the body of POST/PUT /api/campaigns. The form keeps
// every input controlled (strings, '' for "none"); `draftOf` shapes what the chosen template asks for
// and the contract's campaignInputSchema checks it, so the editor refuses exactly what the API would.
import {
  campaignInputSchema,
  headerSampleLink,
  type Campaign,
  type CampaignAudience,
  type CampaignDraft,
  type CampaignInput,
  type CampaignReplyAction,
  type Template,
} from '@atende/contract';
import { zodFieldErrors } from '@/shared/ui/zod-errors';
import { templateNeeds } from './template-needs';
import { blankVariable, fitVariables, variableForm, variableOf, type VariableForm } from './variable-mapping';

export type AudienceForm = {
  kind: CampaignAudience['kind'];
  tagIds: string[];
  /** '' any responsible operator, 'none' contacts without one, or an operator id. */
  operatorId: string;
  /** '' any month, or '1'..'12'. */
  birthdayMonth: string;
};

export type CampaignFormValues = {
  name: string;
  templateId: string;
  /** The i-th mapping fills the template's i-th body variable ({{1}} first). */
  bodyVariables: VariableForm[];
  headerVariable: VariableForm;
  headerMediaLink: string;
  /** One per link button with a variable, in the order of templateNeeds(template).links. */
  buttonVariables: { index: number; variable: VariableForm }[];
  audience: AudienceForm;
  onReply: { action: CampaignReplyAction; departmentId: string };
};

export const blankCampaignForm = (): CampaignFormValues => ({
  name: '',
  templateId: '',
  bodyVariables: [],
  headerVariable: blankVariable(),
  headerMediaLink: '',
  buttonVariables: [],
  audience: { kind: 'contacts', tagIds: [], operatorId: '', birthdayMonth: '' },
  onReply: { action: 'department', departmentId: '' },
});

export function campaignFormValues(campaign: Campaign): CampaignFormValues {
  const audience = campaign.audience;
  return {
    name: campaign.name,
    templateId: campaign.templateId ?? '',
    bodyVariables: campaign.bodyVariables.map(variableForm),
    headerVariable: variableForm(campaign.headerVariable),
    headerMediaLink: campaign.headerMediaLink ?? '',
    buttonVariables: campaign.buttonVariables.map(({ index, variable }) => ({ index, variable: variableForm(variable) })),
    audience:
      audience.kind === 'upload'
        ? { ...blankCampaignForm().audience, kind: 'upload' }
        : { kind: 'contacts', tagIds: audience.tagIds, operatorId: audience.operatorId ?? '', birthdayMonth: audience.birthdayMonth ? String(audience.birthdayMonth) : '' },
    onReply: { action: campaign.onReply.action, departmentId: campaign.onReply.departmentId ?? '' },
  };
}

/**
 * The mappings a newly chosen template needs: {{1}} starts as the contact's name (it usually is),
 * a media header starts with the link Meta reviewed, and earlier mappings are kept where they fit.
 */
export function withTemplate(values: CampaignFormValues, template: Template | null): CampaignFormValues {
  const needs = templateNeeds(template);
  const body = fitVariables(values.bodyVariables, needs.body.length);
  if (body[0] && !values.bodyVariables[0]) body[0] = blankVariable('name');
  return {
    ...values,
    templateId: template?._id ?? '',
    bodyVariables: body,
    // The sample Meta reviewed, when it is a link (a template created here holds an upload handle until synced).
    headerMediaLink: values.headerMediaLink || headerSampleLink(template?.header),
    buttonVariables: needs.links.map(({ index }) => ({ index, variable: values.buttonVariables.find((b) => b.index === index)?.variable ?? blankVariable() })),
  };
}

export function audienceOf(audience: AudienceForm): CampaignAudience {
  if (audience.kind === 'upload') return { kind: 'upload' };
  return {
    kind: 'contacts',
    tagIds: audience.tagIds,
    ...(audience.operatorId ? { operatorId: audience.operatorId } : {}),
    ...(audience.birthdayMonth ? { birthdayMonth: Number(audience.birthdayMonth) } : {}),
  };
}

/** What the form says, in the contract's input shape (not yet validated), for the chosen template. */
export function draftOf(values: CampaignFormValues, template: Template | null): CampaignInput {
  const needs = templateNeeds(template);
  const body = fitVariables(values.bodyVariables, needs.body.length);
  return {
    name: values.name,
    templateId: values.templateId,
    bodyVariables: body.map(variableOf),
    headerVariable: needs.headerVariable ? variableOf(values.headerVariable) : null,
    // An empty link stays '' so the schema answers "Informe um link público".
    headerMediaLink: needs.headerMedia ? values.headerMediaLink.trim() : null,
    buttonVariables: needs.links.map(({ index }) => ({
      index,
      variable: variableOf(values.buttonVariables.find((b) => b.index === index)?.variable ?? blankVariable()),
    })),
    audience: audienceOf(values.audience),
    // The usual flow needs no department: one picked before switching to it is not kept.
    onReply: { action: values.onReply.action, departmentId: values.onReply.action === 'bot' ? null : values.onReply.departmentId || null },
  };
}

export type DraftCheck = { ok: true; draft: CampaignDraft } | { ok: false; errors: Record<string, string> };

export function checkDraft(values: CampaignFormValues, template: Template | null): DraftCheck {
  const result = campaignInputSchema.safeParse(draftOf(values, template));
  return result.success ? { ok: true, draft: result.data } : { ok: false, errors: zodFieldErrors(result.error) };
}
