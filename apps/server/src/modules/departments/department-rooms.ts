// The department rooms an operator's sockets join.
import { rooms } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Principal } from '../../platform/http/principal.js';
import { operatorDepartmentIds } from './departments.repository.js';

export async function departmentRooms(orm: NodePgDatabase, principal: Principal): Promise<string[]> {
  if (!principal.operatorId) return [];
  return (await operatorDepartmentIds(orm, principal.operatorId)).map((id) => rooms.department(id));
}
