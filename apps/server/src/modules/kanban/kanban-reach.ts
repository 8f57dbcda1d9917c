// An operator's reach on the kanban (the owner and managers reach everything of their channel):
// boards available to them (unarchived, open to all departments or to one of theirs) and contacts
// they serve (an open attendance of theirs, or their wallet). Refusals are 403s naming which.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fail } from '../../platform/http/errors.js';
import type { KanbanCaller } from './kanban-caller.js';
import type { KanbanRecord } from './kanban-boards.repository.js';
import { operatorDepartmentIds, operatorServesContact } from './kanban-reach.repository.js';

/** The departments whose boards the caller may use; null: every board (owner, managers). */
export async function reachDepartments(orm: NodePgDatabase, caller: KanbanCaller): Promise<string[] | null> {
  if (!caller.limited) return null;
  return caller.operatorId ? operatorDepartmentIds(orm, caller.operatorId) : [];
}

export const boardOpenTo = (board: KanbanRecord, departmentIds: readonly string[] | null): boolean =>
  departmentIds === null || (board.archivedAt === null && (board.departmentIds.length === 0 || board.departmentIds.some((id) => departmentIds.includes(id))));

export async function servesContact(orm: NodePgDatabase, caller: KanbanCaller, contactId: string): Promise<boolean> {
  if (!caller.limited) return true;
  return !!caller.operatorId && operatorServesContact(orm, caller.channelId, caller.operatorId, contactId);
}

/** Throws kanban_contact_not_served unless the caller may touch this contact's cards (a write's board was checked already). */
export async function assertServes(orm: NodePgDatabase, caller: KanbanCaller, contactId: string): Promise<void> {
  if (!(await servesContact(orm, caller, contactId))) throw fail('kanban_contact_not_served');
}

/** Throws kanban_not_available / kanban_contact_not_served unless the caller may touch this contact's card on this board. */
export async function assertReach(orm: NodePgDatabase, caller: KanbanCaller, board: KanbanRecord, contactId: string): Promise<void> {
  if (!caller.limited) return;
  if (!boardOpenTo(board, await reachDepartments(orm, caller))) throw fail('kanban_not_available');
  await assertServes(orm, caller, contactId);
}
