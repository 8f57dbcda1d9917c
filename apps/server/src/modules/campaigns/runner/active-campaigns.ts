// The channel's campaigns that are sending, oldest start first, with what filling their template
// needs (read again every poll: a pause or cancel takes them out of the list).
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignFill } from '../campaign-message.js';
import { sendingCampaigns } from './active-campaigns.repository.js';

export type ActiveCampaign = {
  id: string;
  fill: CampaignFill;
  /** The provider's own id of the template (Gupshup sends by it). */
  providerTemplateId: string | null;
  /** No due recipient was left at the last claim. */
  exhausted: boolean;
};

export async function activeCampaigns(orm: NodePgDatabase, channelId: string, previous: readonly ActiveCampaign[] = []): Promise<ActiveCampaign[]> {
  const rows = await sendingCampaigns(orm, channelId);
  const before = new Map(previous.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    providerTemplateId: r.provider_template_id,
    exhausted: before.get(r.id)?.exhausted ?? false,
    fill: {
      template: {
        name: r.template_name,
        language: r.template_language,
        body: r.body ?? '',
        headerFormat: r.header?.format ?? null,
        ...(r.variable_types?.length ? { variableTypes: r.variable_types } : {}),
      },
      bodyVariables: r.body_variables,
      headerVariable: r.header_variable,
      headerMediaLink: r.header_media_link,
      buttonVariables: r.button_variables,
    },
  }));
}
