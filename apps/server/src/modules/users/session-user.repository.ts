// Reads everything a signed-in user needs in one round trip: the user, its channel and config,
// its operator record and departments, and the channel's secondary channels.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ApiType, ChannelConfig, ChannelStatus, PermissionName, Role } from '@atende/contract';

export type SessionRow = {
  id: string;
  role: Role;
  login: string;
  name: string;
  nickname: string | null;
  email: string | null;
  cpf: string | null;
  mobile: string | null;
  photo_url: string | null;
  job: string | null;
  company: string | null;
  sound_alert: boolean;
  permissions: PermissionName[];
  admin_master: boolean;
  show_qr_page: boolean;
  blocked: boolean;
  token_version: number;
  updated_at: Date | string;
  channel_id: string | null;
  channel_name: string | null;
  channel_number: string | null;
  api_type: ApiType | null;
  channel_status: ChannelStatus | null;
  channel_blocked: boolean | null;
  channel_timezone: string | null;
  channel_attention_reason: string | null;
  channel_deleted: boolean | null;
  config: ChannelConfig | null;
  secondary_ids: string[] | null;
  operator_id: string | null;
  operator_name: string | null;
  operator_status: boolean | null;
  week_start_time: string | null;
  week_finish_time: string | null;
  sat_start_time: string | null;
  sat_finish_time: string | null;
  sun_start_time: string | null;
  sun_finish_time: string | null;
  privacy: boolean | null;
  max_attendances: number | null;
  department_ids: string[] | null;
};

export async function loadSessionRow(orm: NodePgDatabase, userId: string): Promise<SessionRow | undefined> {
  const result = await orm.execute<SessionRow>(sql`
    select u.id, u.role, u.login, u.name, u.nickname, u.email, u.cpf, u.mobile, u.photo_url, u.job, u.company,
           u.sound_alert, u.permissions, u.admin_master, u.show_qr_page, u.blocked, u.token_version, u.updated_at,
           u.channel_id, c.name as channel_name, c.channel_number, c.api_type, c.status as channel_status,
           c.blocked as channel_blocked, c.timezone as channel_timezone, c.attention_reason as channel_attention_reason, (c.deleted_at is not null) as channel_deleted, cc.config,
           (select coalesce(array_agg(s.secondary_channel_id::text), '{}') from secondary_channels s
             where s.channel_id = u.channel_id) as secondary_ids,
           o.id as operator_id, o.name as operator_name, o.status as operator_status,
           o.week_start_time, o.week_finish_time, o.sat_start_time, o.sat_finish_time,
           o.sun_start_time, o.sun_finish_time, o.privacy, o.max_attendances,
           (select coalesce(array_agg(od.department_id::text), '{}') from operator_departments od
             where od.operator_id = o.id) as department_ids
      from users u
      left join channels c on c.id = u.channel_id
      left join channel_configs cc on cc.channel_id = u.channel_id
      left join operators o on o.user_id = u.id and o.deleted_at is null
     where u.id = ${userId} and u.deleted_at is null
  `);
  return result.rows[0];
}
