// Boards and their steps (/manageKanbans): list, read, create with steps, rename, departments,
// archive, duplicate, delete (dropping or moving the cards), and the steps' create, change, delete
// and order. Names are unique per channel ignoring case (the database index backs the check).
// Every change is announced after its commit ('kanban.board_changed'), so watchers re-read the board.
import {
  KANBAN_NAME_MAX,
  KANBAN_STEPS_MAX,
  type KanbanRow,
  type KanbanStepAction,
  type KanbanStepOutcome,
  type KanbanWithSteps,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { fail } from '../../platform/http/errors.js';
import { departments } from '../../schema/index.js';
import type { KanbanCaller } from './kanban-caller.js';
import {
  findKanban,
  insertKanban,
  insertSteps,
  kanbanNamesLike,
  kanbanNameTaken,
  listSteps,
  pageKanbans,
  setKanbanDepartments,
  toKanbanView,
  toStepView,
  updateKanban,
  type KanbanPageQuery,
  type KanbanRecord,
  type StepValues,
} from './kanban-boards.repository.js';
import { createKanbanStepsService } from './kanban-steps.service.js';
import { deleteBoard } from './kanban-board-delete.js';
import { checkStepAction } from './kanban-step-rules.js';

export type KanbanCreateInput = { name: string; departmentIds: string[]; steps: Array<{ name: string; color: string; outcome: KanbanStepOutcome; action: KanbanStepAction }> };
export type KanbanPatchInput = { name?: string | undefined; departmentIds?: string[] | undefined; archived?: boolean | undefined };
export type KanbanDeleteInput = { cards: 'delete' | 'move'; moveTo?: string | undefined };

/** "<name> (cópia)", then "(cópia 2)"...: the first free one, cut to fit the name's limit. */
function copyName(name: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (cópia)' : ` (cópia ${n})`;
    const candidate = `${name.slice(0, KANBAN_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export function createKanbanBoardsService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;
  const changed = (channelId: string, kanbanId: string, deleted = false) => ctx.bus.emit('kanban.board_changed', { channelId, kanbanId, deleted });

  async function mustFind(channelId: string, id: string): Promise<KanbanRecord> {
    const row = await findKanban(orm, channelId, id);
    if (!row) throw fail('kanban_not_found');
    return row;
  }

  async function withSteps(row: KanbanRecord): Promise<KanbanWithSteps> {
    return { ...toKanbanView(row), steps: (await listSteps(orm, row.id)).map(toStepView) };
  }

  async function read(channelId: string, id: string): Promise<KanbanWithSteps> {
    return withSteps(await mustFind(channelId, id));
  }

  async function checkName(channelId: string, name: string, exceptId?: string): Promise<void> {
    if (await kanbanNameTaken(orm, channelId, name, exceptId)) throw fail('kanban_name_taken');
  }

  /** A race past the name check meets the unique index: the same 409. */
  async function naming<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('kanban_name_taken');
      throw err;
    }
  }

  async function create(channelId: string, input: KanbanCreateInput): Promise<KanbanWithSteps> {
    await assertOwnedIds(orm, departments, channelId, input.departmentIds, 'department');
    for (const step of input.steps) await checkStepAction(orm, channelId, step.action);
    await checkName(channelId, input.name);
    const id = await naming(() =>
      orm.transaction(async (tx) => {
        const row = await insertKanban(tx, channelId, input.name);
        await setKanbanDepartments(tx, row.id, input.departmentIds);
        await insertSteps(tx, row, input.steps, 0);
        return row.id;
      }),
    );
    changed(channelId, id);
    return read(channelId, id);
  }

  async function update(channelId: string, id: string, patch: KanbanPatchInput): Promise<KanbanWithSteps> {
    const row = await mustFind(channelId, id);
    if (patch.departmentIds) await assertOwnedIds(orm, departments, channelId, patch.departmentIds, 'department');
    if (patch.name !== undefined) await checkName(channelId, patch.name, id);
    await naming(() =>
      orm.transaction(async (tx) => {
        const archivedAt = patch.archived === undefined ? undefined : patch.archived ? (row.archivedAt ?? clock()) : null;
        await updateKanban(tx, id, { ...(patch.name !== undefined ? { name: patch.name } : {}), ...(archivedAt !== undefined ? { archivedAt } : {}) });
        if (patch.departmentIds) await setKanbanDepartments(tx, id, patch.departmentIds);
      }),
    );
    changed(channelId, id);
    return read(channelId, id);
  }

  /** Its departments and steps (with outcome and action, checked again: a template may have lost its approval), no cards. */
  async function duplicate(channelId: string, id: string): Promise<KanbanWithSteps> {
    const source = await withSteps(await mustFind(channelId, id));
    for (const step of source.steps) await checkStepAction(orm, channelId, step.action);
    const name = copyName(source.name, await kanbanNamesLike(orm, channelId, source.name));
    const steps: StepValues[] = source.steps.map((s) => ({ name: s.name, color: s.color, outcome: s.outcome, action: s.action }));
    const copy = await naming(() =>
      orm.transaction(async (tx) => {
        const row = await insertKanban(tx, channelId, name);
        await setKanbanDepartments(tx, row.id, source.departmentIds);
        await insertSteps(tx, row, steps, 0);
        return row.id;
      }),
    );
    changed(channelId, copy);
    return read(channelId, copy);
  }

  async function remove(caller: KanbanCaller, id: string, input: KanbanDeleteInput) {
    const outcome = await deleteBoard(ctx, caller, await mustFind(caller.channelId, id), input, clock);
    changed(caller.channelId, id, true);
    if (outcome.targetId) changed(caller.channelId, outcome.targetId);
    return outcome;
  }

  async function page(channelId: string, q: KanbanPageQuery) {
    const { rows, total } = await pageKanbans(orm, channelId, q);
    return { statusCode: 200, items: rows satisfies KanbanRow[], page: q.page, perPage: q.perPage, total };
  }

  return {
    page,
    read,
    create,
    update,
    duplicate,
    remove,
    steps: createKanbanStepsService(ctx, { mustFind, read, changed, maxSteps: KANBAN_STEPS_MAX }),
  };
}

export type KanbanBoardsService = ReturnType<typeof createKanbanBoardsService>;
