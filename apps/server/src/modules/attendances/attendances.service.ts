// Reading attendances and the operator's actions on them: transfer and finish.
import { sql } from 'drizzle-orm';
import type { Attendance, AttendanceStatus } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { findAttendanceView, pageAttendances, unreadByOperator } from './attendances.repository.js';
import { finish as finishAttendance, lockAttendance, transferTo } from './attendance-engine.js';
import { canTransition } from './attendance-transitions.js';

export function createAttendancesService(ctx: AppContext) {
  const orm = ctx.db.orm;

  /** Operators reach only the attendances assigned to them; owners and managers the whole channel. */
  async function get(principal: Principal, channelId: string, id: string): Promise<Attendance> {
    const found = await findAttendanceView(orm, channelId, id);
    if (!found || (principal.role === 'operator' && found.operatorId !== principal.operatorId)) {
      throw notFound('Atendimento não encontrado.');
    }
    return found;
  }

  async function page(principal: Principal, channelId: string, filter: { operatorId?: string; status?: AttendanceStatus }, pageNumber: number, perPage: number) {
    if (principal.role === 'operator' && filter.operatorId !== principal.operatorId) throw forbidden('Você só vê os seus atendimentos.');
    const { items, total } = await pageAttendances(orm, { channelId, ...filter }, pageNumber, perPage);
    return { statusCode: 200, attendances: items, page: pageNumber, perPage, total };
  }

  async function unread(principal: Principal, channelId: string, operatorId: string) {
    if (principal.role === 'operator' && operatorId !== principal.operatorId) throw forbidden('Você só vê os seus atendimentos.');
    return unreadByOperator(orm, channelId, operatorId);
  }

  async function transfer(principal: Principal, channelId: string, id: string, target: { operatorId?: string | undefined; departmentId?: string | undefined }, note?: string) {
    await get(principal, channelId, id);
    if (!target.operatorId && target.departmentId === undefined) throw badRequest('transfer_target', 'Escolha um operador ou um departamento.');
    const previous = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw notFound('Atendimento não encontrado.');
      if (!canTransition(a.status, 'in_attendance') && !canTransition(a.status, 'waiting')) {
        throw conflict('attendance_closed', 'Este atendimento já foi finalizado.');
      }
      if (target.operatorId) {
        const ok = await tx.execute(sql`select 1 from operators where id = ${target.operatorId} and channel_id = ${channelId} and deleted_at is null`);
        if (ok.rows.length === 0) throw badRequest('unknown_operator', 'Operador não encontrado neste canal.');
        await transferTo(tx, a, { operatorId: target.operatorId });
      } else {
        const deptId = target.departmentId ?? null;
        if (deptId) {
          const ok = await tx.execute(sql`select 1 from departments where id = ${deptId} and channel_id = ${channelId}`);
          if (ok.rows.length === 0) throw badRequest('unknown_department', 'Departamento não encontrado neste canal.');
        }
        await transferTo(tx, a, { departmentId: deptId });
      }
      if (note) await tx.execute(sql`update attendances set observation = ${note} where id = ${id}`);
      return a.operatorId;
    });
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: previous });
    ctx.bus.emit('queue.check', { channelId });
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  async function finish(principal: Principal, channelId: string, id: string, input: { tabulationId?: string | undefined; observation?: string | undefined }) {
    await get(principal, channelId, id);
    const previous = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw notFound('Atendimento não encontrado.');
      if (!canTransition(a.status, 'finished')) throw conflict('attendance_closed', 'Este atendimento já foi finalizado.');
      await finishAttendance(tx, a, input.tabulationId ?? null, input.observation ?? null);
      return a.operatorId;
    });
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: previous });
    ctx.bus.emit('queue.check', { channelId });
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  async function markRead(principal: Principal, channelId: string, id: string): Promise<void> {
    const found = await get(principal, channelId, id);
    if (found.unread === 0) return;
    await orm.execute(sql`update attendances set unread = 0 where id = ${id} and channel_id = ${channelId}`);
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: null });
  }

  return { get, page, unread, transfer, finish, markRead };
}

export type AttendancesService = ReturnType<typeof createAttendancesService>;
