// What /chat needs from its address, and whether the token's user is the one the address names.
import type { SessionUser } from '@atende/contract';

export type ChatParams = { token: string; operatorId: string; channelId: string; attendanceId: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Null unless all four are there (ids as UUIDs). */
export function readChatParams(search: URLSearchParams): ChatParams | null {
  const token = search.get('token')?.trim() ?? '';
  const operatorId = search.get('operatorId')?.trim() ?? '';
  const channelId = search.get('channelId')?.trim() ?? '';
  const attendanceId = search.get('attendanceId')?.trim() ?? '';
  if (!token || ![operatorId, channelId, attendanceId].every((id) => uuid.test(id))) return null;
  return { token, operatorId, channelId, attendanceId };
}

export type TokenMatch = 'ok' | 'wrongChannel' | 'wrongOperator';

export function matchTokenUser(user: SessionUser, params: ChatParams): TokenMatch {
  if (user.channelId !== params.channelId) return 'wrongChannel';
  if (user.operatorData?._id !== params.operatorId) return 'wrongOperator';
  return 'ok';
}
