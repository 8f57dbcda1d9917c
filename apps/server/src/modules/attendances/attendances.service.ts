// Reading attendances and the operator's actions on them: transfer, finish, pull from the queue and
// the observation.
import { sql } from 'drizzle-orm';
import { ALREADY_PULLED_MESSAGE, TABULATION_REQUIRED_MESSAGE, type Attendance, type AttendanceStatus } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { findAttendanceView, operatorMayTake, pageAttendances, pageQueue, setObservation, unreadByOperator } from './attendances.repository.js';
import { assignTo, finish as finishAttendance, lockAttendance, lockQueued, transferTo } from './attendance-engine.js';
import { canTransition } from './attendance-transitions.js';
import { countTabulations } from '../tabulations/index.js';
import { tabulations, departments, operators } from '../../schema/index.js';
import type { FinishSurvey } from './finish-survey.port.js';

const queued = (status: AttendanceStatus) => status === 'waiting' || status === 'offline_operators';
const CLOSED_MESSAGE = 'Este atendimento já foi finalizado.';

/** `survey`: the satisfaction survey that may replace a plain finish (finish-survey.port.ts). */
export function createAttendancesService<SurveyPlan, SurveyStarted>(ctx: AppContext, survey?: FinishSurvey<SurveyPlan, SurveyStarted>) {
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
    const moved = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw notFound('Atendimento não encontrado.');
      if (!canTransition(a.status, 'in_attendance') && !canTransition(a.status, 'waiting')) {
        throw conflict('attendance_closed', 'Este atendimento já foi finalizado.');
      }
      let after;
      if (target.operatorId) {
        await assertOwnedIds(tx, operators, channelId, target.operatorId, 'operator');
        after = await transferTo(tx, a, { operatorId: target.operatorId });
      } else {
        const deptId = target.departmentId ?? null;
        await assertOwnedIds(tx, departments, channelId, deptId, 'department');
        after = await transferTo(tx, a, { departmentId: deptId });
      }
      if (note) await setObservation(tx, channelId, id, note);
      return { previous: a.operatorId, leftQueue: queued(a.status) && !queued(after.status) };
    });
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: moved.previous });
    if (moved.leftQueue) ctx.bus.emit('attendance.left_queue', { attendanceId: id, channelId });
    ctx.bus.emit('queue.check', { channelId });
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  async function finish(principal: Principal, channelId: string, id: string, input: { tabulationId?: string | undefined; observation?: string | undefined }) {
    await get(principal, channelId, id);
    await checkTabulation(channelId, input.tabulationId);
    const plan = survey ? await survey.plan(channelId) : null;
    let surveyed: SurveyStarted | null = null;
    const before = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw notFound('Atendimento não encontrado.');
      if (!canTransition(a.status, 'finished')) throw conflict('attendance_closed', CLOSED_MESSAGE);
      const tabulationId = input.tabulationId ?? null;
      const observation = input.observation ?? null;
      surveyed = plan && survey ? await survey.start(tx, plan, a, tabulationId, observation) : null;
      if (!surveyed) await finishAttendance(tx, a, tabulationId, observation);
      // Finished from the management list while the survey waited: it ends unanswered.
      if (a.status === 'in_survey') await survey?.expire(tx, a.id);
      return a;
    });
    if (surveyed && survey) survey.published(surveyed);
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: before.operatorId });
    if (queued(before.status)) ctx.bus.emit('attendance.left_queue', { attendanceId: id, channelId });
    ctx.bus.emit('queue.check', { channelId });
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  async function markRead(principal: Principal, channelId: string, id: string): Promise<void> {
    const found = await get(principal, channelId, id);
    if (found.unread === 0) return;
    await orm.execute(sql`update attendances set unread = 0 where id = ${id} and channel_id = ${channelId}`);
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: null });
  }

  /**
   * With tabulations in the channel, finishing needs one of them; a tabulation that is not the
   * channel's (or was deleted) is refused whether or not it was needed.
   */
  async function checkTabulation(channelId: string, tabulationId: string | undefined): Promise<void> {
    if (tabulationId) {
      await assertOwnedIds(orm, tabulations, channelId, tabulationId, 'tabulation');
      return;
    }
    if ((await countTabulations(orm, channelId)) > 0) {
      throw badRequest('tabulation_required', TABULATION_REQUIRED_MESSAGE, [{ field: 'tabulationId', message: TABULATION_REQUIRED_MESSAGE }]);
    }
  }

  /** The queue the caller may pull from: an operator's departments (and no department); all for staff. */
  async function queue(principal: Principal, channelId: string, pageNumber: number, perPage: number) {
    const operatorId = principal.role === 'operator' ? principal.operatorId : null;
    if (principal.role === 'operator' && !operatorId) throw forbidden();
    const { items, total } = await pageQueue(orm, { channelId, operatorId }, pageNumber, perPage);
    return { statusCode: 200, attendances: items, page: pageNumber, perPage, total };
  }

  /** An operator takes a queued attendance; of two pulling at once one wins and the other gets 409. */
  async function pull(principal: Principal, channelId: string, id: string): Promise<Attendance> {
    const operatorId = principal.operatorId;
    if (principal.role !== 'operator' || !operatorId) throw forbidden('Apenas operadores puxam atendimentos da fila.');
    const found = await findAttendanceView(orm, channelId, id);
    if (!found) throw notFound('Atendimento não encontrado.');
    if (!(await operatorMayTake(orm, operatorId, found.departmentId))) {
      throw forbidden('Este atendimento é de um departamento que não é o seu.', 'other_department');
    }
    if (found.status === 'finished' || found.status === 'abandoned') throw conflict('attendance_closed', CLOSED_MESSAGE);
    await orm.transaction(async (tx) => {
      const a = await lockQueued(tx, channelId, id);
      if (!a) throw conflict('already_pulled', ALREADY_PULLED_MESSAGE);
      await assignTo(tx, a, operatorId);
    });
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: null });
    ctx.bus.emit('attendance.left_queue', { attendanceId: id, channelId });
    return get(principal, channelId, id);
  }

  /**
   * The attendance's observation, replaced as a whole (the panel edits the text it shows); an empty
   * text clears it. Who may read the attendance may write it, finished ones included.
   */
  async function observe(principal: Principal, channelId: string, id: string, observation: string): Promise<Attendance> {
    await get(principal, channelId, id);
    await setObservation(orm, channelId, id, observation || null);
    ctx.bus.emit('attendance.changed', { attendanceId: id, channelId, previousOperatorId: null });
    return get(principal, channelId, id);
  }

  return { get, page, unread, transfer, finish, markRead, queue, pull, observe };
}

export type AttendancesService = ReturnType<typeof createAttendancesService>;
