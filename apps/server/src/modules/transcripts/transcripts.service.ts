// Read-only transcripts of an attendance: signed share links (default 7 days) and the transcript
// itself, opened by a valid link or by a session of the attendance's channel.
import {
  attendanceStatusLabel,
  formatPhone,
  SHARE_LINK_DEFAULT_DAYS,
  type ShareLinkResponse,
  type TranscriptResponse,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import type { AttendancesService } from '../attendances/index.js';
import { operatorSeesContact } from '../contacts/index.js';
import { cursorOf, parseCursor, toMessageView } from '../messages/index.js';
import { shareLinkPath, verifyShareLink } from './share-links.js';
import { findTranscriptHeader, pageMessagesForward, type TranscriptHeaderRow } from './transcripts.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export type TranscriptLink = { exp?: number | undefined; sig?: string | undefined };

/** Roles whose session opens a transcript of their own channel (operators: their own attendances and their contacts' history). */
const readerRoles = new Set(['channel', 'operator']);
export const sessionMayRead = (principal: Principal | null, channelId: string): principal is Principal =>
  !!principal &&
  principal.tokenKind === 'session' &&
  principal.channelId === channelId &&
  (readerRoles.has(principal.role) || (principal.role === 'channel_manager' && principal.permissions.includes('AttendancesManage')));

function toHeader(r: TranscriptHeaderRow): TranscriptResponse['attendance'] {
  return {
    _id: r.id,
    channelId: r.channel_id,
    channelName: r.channel_name,
    protocol: String(r.seq).padStart(6, '0'),
    contact: { name: r.contact_name, number: r.contact_number, numberFormatted: formatPhone(r.contact_number) },
    operator: r.operator_id && r.operator_name ? { _id: r.operator_id, name: r.operator_name } : null,
    status: r.status,
    statusLabel: attendanceStatusLabel(r.status),
    openedAt: iso(r.created_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    timeZone: r.timezone,
  };
}

export function createTranscriptsService(ctx: AppContext, attendances: AttendancesService, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;
  const key = ctx.keys.shareLinks;

  /**
   * The owner and the managers who read conversations reach every attendance of the channel; an
   * operator their own and, since their contact panel lists it, the history of the contacts they
   * may reach (their wallet and the contacts of their attendances: contacts' operatorSeesContact).
   */
  async function sessionReaches(principal: Principal, header: TranscriptHeaderRow): Promise<boolean> {
    if (principal.role !== 'operator') return true;
    const operatorId = principal.operatorId;
    if (!operatorId) return false;
    return header.operator_id === operatorId || operatorSeesContact(orm, header.channel_id, operatorId, header.contact_id);
  }

  /** Whoever can see the attendance may share it. */
  async function createShareLink(principal: Principal, channelId: string, attendanceId: string, days = SHARE_LINK_DEFAULT_DAYS): Promise<ShareLinkResponse> {
    await attendances.get(principal, channelId, attendanceId);
    const exp = Math.floor((clock().getTime() + days * DAY_MS) / 1000);
    return { statusCode: 200, url: shareLinkPath(key, { channelId, attendanceId, exp }), expiresAt: new Date(exp * 1000).toISOString() };
  }

  const linkValid = (channelId: string, attendanceId: string, link: TranscriptLink) =>
    verifyShareLink(key, { channelId, attendanceId, exp: link.exp, sig: link.sig }, clock());

  /** The access rule: a valid link, or a session that may read this channel's transcripts. */
  const mayOpen = (principal: Principal | null, channelId: string, attendanceId: string, link: TranscriptLink) =>
    linkValid(channelId, attendanceId, link) || sessionMayRead(principal, channelId);

  async function read(
    principal: Principal | null,
    channelId: string,
    attendanceId: string,
    link: TranscriptLink,
    page: { after?: string | undefined; limit: number },
  ): Promise<TranscriptResponse> {
    const header = await findTranscriptHeader(orm, channelId, attendanceId);
    if (!header) throw fail('attendance_not_found');
    // Without a valid link, the session's own narrowing applies.
    if (!linkValid(channelId, attendanceId, link) && !(sessionMayRead(principal, channelId) && (await sessionReaches(principal, header)))) {
      throw fail('attendance_not_found');
    }
    const rows = await pageMessagesForward(orm, channelId, attendanceId, page.after ? parseCursor(page.after) : undefined, page.limit);
    const last = rows[rows.length - 1];
    return {
      statusCode: 200,
      attendance: toHeader(header),
      messages: rows.map(toMessageView),
      nextAfter: rows.length === page.limit && last ? cursorOf(last) : null,
    };
  }

  return { createShareLink, mayOpen, read };
}

export type TranscriptsService = ReturnType<typeof createTranscriptsService>;
