// Maps the session row to the spec's user object (spec section 3 "User (session)").
import { defaultWorkingHours, type SessionUser } from '@atende/contract';
import type { Principal } from '../../platform/http/principal.js';
import type { SessionRow } from './session-user.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toSessionUser(row: SessionRow): SessionUser {
  return {
    _id: row.id,
    role: row.role,
    roleId: row.operator_id,
    channelId: row.channel_id,
    channel:
      row.channel_id && row.channel_name !== null && row.api_type
        ? {
            _id: row.channel_id,
            name: row.channel_name,
            channelNumber: row.channel_number ?? '',
            apiType: row.api_type,
            status: row.channel_status,
            blocked: !!row.channel_blocked,
            timezone: row.channel_timezone ?? 'America/Sao_Paulo',
            secondaryChannelIds: row.secondary_ids ?? [],
            attentionReason: row.channel_attention_reason ?? null,
          }
        : null,
    channelConfig: row.config,
    operatorData:
      row.operator_id && row.channel_id
        ? {
            _id: row.operator_id,
            name: row.operator_name ?? row.name,
            channelId: row.channel_id,
            status: !!row.operator_status,
            weekStartTime: row.week_start_time ?? defaultWorkingHours.weekStartTime,
            weekFinishTime: row.week_finish_time ?? defaultWorkingHours.weekFinishTime,
            satStartTime: row.sat_start_time ?? defaultWorkingHours.satStartTime,
            satFinishTime: row.sat_finish_time ?? defaultWorkingHours.satFinishTime,
            sunStartTime: row.sun_start_time ?? defaultWorkingHours.sunStartTime,
            sunFinishTime: row.sun_finish_time ?? defaultWorkingHours.sunFinishTime,
            privacy: !!row.privacy,
            maxAttendances: row.max_attendances ?? 10,
            departmentIds: row.department_ids ?? [],
          }
        : null,
    permissions: row.role === 'channel_manager' ? row.permissions : [],
    login: row.login,
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    cpf: row.cpf,
    mobile: row.mobile,
    photoURL: row.photo_url,
    job: row.job,
    company: row.company,
    soundAlert: row.sound_alert,
    urlServer: '/api',
    urlStorage: '/api/media',
    admin: row.role === 'admin' ? { master: row.admin_master, showQRPage: row.show_qr_page } : null,
    updatedAt: iso(row.updated_at),
  };
}

/** A row may sign in / keep its session only while it and its channel are active. */
export function sessionRowActive(row: SessionRow): boolean {
  if (row.blocked) return false;
  if (row.role !== 'admin' && (!row.channel_id || row.channel_blocked || row.channel_deleted)) return false;
  return true;
}

export function toPrincipal(row: SessionRow): Omit<Principal, 'tokenKind'> {
  return {
    userId: row.id,
    role: row.role,
    login: row.login,
    name: row.name,
    channelId: row.channel_id,
    channelConfig: row.config,
    operatorId: row.operator_id,
    permissions: row.role === 'channel_manager' ? row.permissions : [],
    privacy: row.role === 'operator' && !!row.privacy,
  };
}
