// Departments of a channel: the transfer dialog's list, and the management screen's paged list,
// create, rename, usage and delete (moving what used the department, or clearing it).
// Names are unique per channel ignoring case; the database index backs the check against races.
import type { Department, DepartmentDetail, DepartmentRow, UsageResponse } from '@atende/contract';
import { DEPARTMENT_NAME_TAKEN } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { botUsesOfDepartment, moveBotDepartment } from '../chatbot/chatbot.repository.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import {
  deleteDepartmentMoving,
  departmentNameTaken,
  departmentUsage,
  findDepartment,
  insertDepartment,
  listDepartments,
  pageDepartments,
  renameDepartment,
  type DepartmentPageQuery,
  type DepartmentRecord,
} from './departments.repository.js';

const NOT_FOUND = 'Departamento não encontrado.';
const REPLACEMENT_NOT_FOUND = 'Departamento de destino não encontrado.';
const SAME_REPLACEMENT = 'Escolha outro departamento para receber o que está neste.';

const toDetail = (row: DepartmentRecord): DepartmentDetail => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function createDepartmentsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const nameTaken = () => conflict('department_name_taken', DEPARTMENT_NAME_TAKEN);

  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async function list(channelId: string): Promise<Department[]> {
    return (await listDepartments(orm, channelId)).map((d) => ({ _id: d.id, name: d.name }));
  }

  async function page(channelId: string, query: DepartmentPageQuery) {
    const { rows, total } = await pageDepartments(orm, channelId, query);
    const items: DepartmentRow[] = rows.map((r) => ({ ...toDetail(r), operatorsCount: r.operatorsCount, openAttendancesCount: r.openAttendancesCount }));
    return { statusCode: 200, items, page: query.page, perPage: query.perPage, total };
  }

  async function create(channelId: string, name: string): Promise<DepartmentDetail> {
    if (await departmentNameTaken(orm, channelId, name)) throw nameTaken();
    return toDetail(await guardName(() => insertDepartment(orm, channelId, name)));
  }

  async function update(channelId: string, id: string, name: string): Promise<DepartmentDetail> {
    if (!(await findDepartment(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (await departmentNameTaken(orm, channelId, name, id)) throw nameTaken();
    const row = await guardName(() => renameDepartment(orm, channelId, id, name));
    if (!row) throw notFound(NOT_FOUND);
    return toDetail(row);
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    if (!(await findDepartment(orm, channelId, id))) throw notFound(NOT_FOUND);
    const counts = await departmentUsage(orm, channelId, id);
    return {
      statusCode: 200,
      usage: [
        { kind: 'operators', count: counts.operators },
        { kind: 'openAttendances', count: counts.openAttendances },
        { kind: 'attendances', count: counts.attendances },
        { kind: 'botOptions', count: await botUsesOfDepartment(orm, channelId, id) },
      ],
    };
  }

  /** Attendances and operators go to `replaceWith` (another department of the channel) or lose it. */
  async function remove(channelId: string, id: string, replaceWith: string | undefined): Promise<void> {
    if (!(await findDepartment(orm, channelId, id))) throw notFound(NOT_FOUND);
    if (replaceWith === id) {
      throw badRequest('invalid_replacement', SAME_REPLACEMENT, [{ field: 'replaceWith', message: SAME_REPLACEMENT }]);
    }
    if (replaceWith !== undefined && !(await findDepartment(orm, channelId, replaceWith))) {
      throw notFound(REPLACEMENT_NOT_FOUND, 'replacement_not_found');
    }
    const members = await orm.transaction(async (tx) => {
      if (replaceWith) await moveBotDepartment(tx, channelId, id, replaceWith);
      return deleteDepartmentMoving(tx, channelId, id, replaceWith ?? null);
    });
    if (replaceWith) ctx.bus.emit('chatbot.updated', { channelId });
    // The members' open sockets leave the deleted department's room (and join the replacement's).
    for (const operatorId of members) {
      ctx.bus.emit('operator.updated', { operatorId, channelId, departmentsAdded: replaceWith ? [replaceWith] : [], departmentsRemoved: [id] });
    }
    // Queued attendances may now wait in a department whose operators are free.
    ctx.bus.emit('queue.check', { channelId });
  }

  return { list, page, create, update, usage, remove };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
