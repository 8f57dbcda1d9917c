// Departments of a channel: the transfer dialog's list, and the management screen's paged list,
// create, rename, usage and delete (moving what used the department, or clearing it).
// Names are unique per channel ignoring case; the database index backs the check against races.
import type { Department, DepartmentDetail, DepartmentRow, UsageResponse } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { botUsesOfDepartment, moveBotDepartment } from '../chatbot/index.js';
import { crudRules, replaceableEntityErrors, pageAnswer } from '../../platform/crud/crud-rules.js';
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

const toDetail = (row: DepartmentRecord): DepartmentDetail => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function createDepartmentsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const rules = crudRules<DepartmentRecord>({
    find: (channelId, id) => findDepartment(orm, channelId, id),
    nameTaken: (channelId, name, exceptId) => departmentNameTaken(orm, channelId, name, exceptId),
    errors: replaceableEntityErrors('department'),
  });

  async function list(channelId: string): Promise<Department[]> {
    return (await listDepartments(orm, channelId)).map((d) => ({ _id: d.id, name: d.name }));
  }

  async function page(channelId: string, query: DepartmentPageQuery) {
    const { rows, total } = await pageDepartments(orm, channelId, query);
    const items = rows.map((r): DepartmentRow => ({ ...toDetail(r), operatorsCount: r.operatorsCount, openAttendancesCount: r.openAttendancesCount }));
    return pageAnswer(query, items, total);
  }

  async function create(channelId: string, name: string): Promise<DepartmentDetail> {
    return toDetail(await rules.create(channelId, name, () => insertDepartment(orm, channelId, name)));
  }

  async function update(channelId: string, id: string, name: string): Promise<DepartmentDetail> {
    return toDetail(await rules.update(channelId, id, name, () => renameDepartment(orm, channelId, id, name)));
  }

  async function usage(channelId: string, id: string): Promise<UsageResponse> {
    await rules.mustFind(channelId, id);
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
    await rules.checkRemoval(channelId, id, replaceWith);
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
