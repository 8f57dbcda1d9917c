// A board's steps: add (at most 20), change, delete (only when empty) and put in a new order.
// Each change holds the board's row lock, so two editors never write the same position or pass
// the limit together; positions stay 0..n-1.
import type { KanbanStepAction, KanbanStepOutcome, KanbanWithSteps } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { deleteStep, findKanban, findStep, insertSteps, listSteps, setStepPositions, stepHasCards, toStepView, updateStep, type KanbanRecord } from './kanban-boards.repository.js';
import { checkStepAction } from './kanban-step-rules.js';

type Tx = Parameters<Parameters<AppContext['db']['orm']['transaction']>[0]>[0];
export type StepInput = { name: string; color: string; outcome: KanbanStepOutcome; action: KanbanStepAction };
export type StepPatch = Partial<StepInput>;

type Board = {
  mustFind: (channelId: string, id: string) => Promise<KanbanRecord>;
  read: (channelId: string, id: string) => Promise<KanbanWithSteps>;
  changed: (channelId: string, kanbanId: string) => void;
  maxSteps: number;
};

export function createKanbanStepsService(ctx: AppContext, board: Board) {
  const orm = ctx.db.orm;

  /** Runs `change` with the board locked; announces the change after the commit. */
  async function locked<T>(channelId: string, kanbanId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await orm.transaction(async (tx) => {
      if (!(await findKanban(tx, channelId, kanbanId, true))) throw fail('kanban_not_found');
      return change(tx);
    });
    board.changed(channelId, kanbanId);
    return result;
  }

  async function mustFindStep(tx: Tx, kanbanId: string, stepId: string) {
    const step = await findStep(tx, kanbanId, stepId);
    if (!step) throw fail('kanban_step_not_found');
    return step;
  }

  return {
    async add(channelId: string, kanbanId: string, input: StepInput) {
      await board.mustFind(channelId, kanbanId);
      await checkStepAction(orm, channelId, input.action);
      const step = await locked(channelId, kanbanId, async (tx) => {
        const steps = await listSteps(tx, kanbanId);
        if (steps.length >= board.maxSteps) throw fail('kanban_steps_full');
        const [row] = await insertSteps(tx, { id: kanbanId, channelId }, [input], steps.length);
        if (!row) throw new Error('kanban step insert returned nothing');
        return row;
      });
      return toStepView(step);
    },

    async update(channelId: string, kanbanId: string, stepId: string, patch: StepPatch) {
      await board.mustFind(channelId, kanbanId);
      if (patch.action) await checkStepAction(orm, channelId, patch.action);
      const step = await locked(channelId, kanbanId, async (tx) => {
        await mustFindStep(tx, kanbanId, stepId);
        return updateStep(tx, stepId, patch);
      });
      return toStepView(step);
    },

    /** Refused while cards are in it (409 kanban_step_has_cards); the steps after it move up. */
    async remove(channelId: string, kanbanId: string, stepId: string): Promise<void> {
      await board.mustFind(channelId, kanbanId);
      await locked(channelId, kanbanId, async (tx) => {
        await mustFindStep(tx, kanbanId, stepId);
        if (await stepHasCards(tx, stepId)) throw fail('kanban_step_has_cards');
        await deleteStep(tx, stepId);
        await setStepPositions(tx, kanbanId, (await listSteps(tx, kanbanId)).map((s) => s.id));
      });
    },

    /** `stepIds`: every step of the board exactly once, in the new order. */
    async order(channelId: string, kanbanId: string, stepIds: readonly string[]): Promise<KanbanWithSteps> {
      await board.mustFind(channelId, kanbanId);
      await locked(channelId, kanbanId, async (tx) => {
        const current = new Set((await listSteps(tx, kanbanId)).map((s) => s.id));
        const wanted = new Set(stepIds);
        if (wanted.size !== stepIds.length || wanted.size !== current.size || [...wanted].some((id) => !current.has(id))) {
          throw fail('kanban_step_order_mismatch');
        }
        await setStepPositions(tx, kanbanId, stepIds);
      });
      return board.read(channelId, kanbanId);
    },
  };
}
