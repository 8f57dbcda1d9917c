// The department rooms an operator's sockets join.
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { rooms } from '@atende/contract';
import type { Principal } from '../../platform/http/principal.js';
import { operatorDepartments } from '../../schema/index.js';

export async function departmentRooms(orm: NodePgDatabase, principal: Principal): Promise<string[]> {
  if (!principal.operatorId) return [];
  const rows = await orm
    .select({ id: operatorDepartments.departmentId })
    .from(operatorDepartments)
    .where(eq(operatorDepartments.operatorId, principal.operatorId));
  return rows.map((r) => rooms.department(r.id));
}
