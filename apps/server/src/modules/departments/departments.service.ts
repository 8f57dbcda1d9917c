// Departments of a channel as other screens need them (the transfer dialog).
import type { Department } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { listDepartments } from './departments.repository.js';

export function createDepartmentsService(ctx: AppContext) {
  async function list(channelId: string): Promise<Department[]> {
    return (await listDepartments(ctx.db.orm, channelId)).map((d) => ({ _id: d.id, name: d.name }));
  }
  return { list };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
