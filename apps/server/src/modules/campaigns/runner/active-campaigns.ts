// The channel's campaigns that are sending, oldest start first, with what filling their template
// needs (read again every poll: a pause or cancel takes them out of the list).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignStatus, CampaignVariable, TemplateHeader } from '@atende/contract';
import { uuidArray } from '../../../platform/db/sql-helpers.js';
import type { CampaignFill } from '../campaign-message.js';

export type ActiveCampaign = {
  id: string;
  fill: CampaignFill;
  /** The provider's own id of the template (Gupshup sends by it). */
  providerTemplateId: string | null;
  /** No due recipient was left at the last claim. */
  exhausted: boolean;
};

type Row = {
  id: string;
  template_name: string;
  template_language: string;
  body_variables: CampaignVariable[];
  header_variable: CampaignVariable | null;
  header_media_link: string | null;
  button_variables: Array<{ index: number; variable: CampaignVariable }>;
  body: string | null;
  header: TemplateHeader | null;
  provider_template_id: string | null;
};

export async function activeCampaigns(orm: NodePgDatabase, channelId: string, previous: readonly ActiveCampaign[] = []): Promise<ActiveCampaign[]> {
  const res = await orm.execute<Row>(sql`
    select c.id, c.template_name, c.template_language, c.body_variables, c.header_variable, c.header_media_link, c.button_variables,
           t.body, t.header, t.provider_template_id
      from campaigns c left join message_templates t on t.id = c.template_id
     where c.channel_id = ${channelId} and c.status = 'sending'
     order by c.started_at nulls last, c.id`);
  const before = new Map(previous.map((a) => [a.id, a]));
  return res.rows.map((r) => ({
    id: r.id,
    providerTemplateId: r.provider_template_id,
    exhausted: before.get(r.id)?.exhausted ?? false,
    fill: {
      template: { name: r.template_name, language: r.template_language, body: r.body ?? '', headerFormat: r.header?.format ?? null },
      bodyVariables: r.body_variables,
      headerVariable: r.header_variable,
      headerMediaLink: r.header_media_link,
      buttonVariables: r.button_variables,
    },
  }));
}

export async function campaignStatusesOf(orm: NodePgDatabase, ids: string[]): Promise<Map<string, CampaignStatus>> {
  if (ids.length === 0) return new Map();
  const res = await orm.execute<{ id: string; status: CampaignStatus }>(sql`select id, status from campaigns where id = any(${uuidArray([...new Set(ids)])}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, r.status]));
}
