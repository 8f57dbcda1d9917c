// The runner's reads of the campaigns: the channel's sending ones with their template, and statuses.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignStatus, CampaignVariable, TemplateHeader, TemplateVariableType } from '@atende/contract';
import { uuidArray } from '../../../platform/db/sql-helpers.js';

export type SendingCampaignRow = {
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
  variable_types: TemplateVariableType[] | null;
};

/** The channel's sending campaigns, oldest start first, with their template's body, header and provider id. */
export async function sendingCampaigns(orm: NodePgDatabase, channelId: string): Promise<SendingCampaignRow[]> {
  const res = await orm.execute<SendingCampaignRow>(sql`
    select c.id, c.template_name, c.template_language, c.body_variables, c.header_variable, c.header_media_link, c.button_variables,
           t.body, t.header, t.provider_template_id, t.variable_types
      from campaigns c left join message_templates t on t.id = c.template_id
     where c.channel_id = ${channelId} and c.status = 'sending'
     order by c.started_at nulls last, c.id`);
  return res.rows;
}

export async function campaignStatusesOf(orm: NodePgDatabase, ids: string[]): Promise<Map<string, CampaignStatus>> {
  if (ids.length === 0) return new Map();
  const res = await orm.execute<{ id: string; status: CampaignStatus }>(sql`select id, status from campaigns where id = any(${uuidArray([...new Set(ids)])}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, r.status]));
}
