// The editor's steps behind one shape: a new board keeps them in memory until "Criar quadro" sends
// them with the board; a saved board writes each change at once (POST/PATCH/DELETE a step, PUT the
// order), so a refusal (a step with cards, a template no longer approved) shows where it happened.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanStepInput, KanbanWithSteps } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { useCreateStep, useDeleteStep, useOrderSteps, usePatchStep } from '../../api/kanbans';
import { kanbanManageNamespace } from '../locales';
import { draftOf, type StepDraft } from '../model/step-form';

export type StepsController = {
  steps: StepDraft[];
  /** Saves a step (`id` null: a new one, last); rejects with the server's error. */
  save: (id: string | null, step: KanbanStepInput) => Promise<void>;
  /** Rejects with the server's error (a step that still has cards). */
  remove: (id: string) => Promise<void>;
  reorder: (stepIds: string[]) => void;
  /** Changes are saved at once (a saved board) rather than with the board. */
  live: boolean;
};

export function useLocalSteps(initial: () => StepDraft[]): StepsController {
  const [steps, setSteps] = useState(initial);
  const next = useRef(100);
  return {
    steps,
    live: false,
    save: async (id, step) => {
      if (id === null) {
        next.current += 1;
        const added = draftOf(`new-${next.current}`, step);
        setSteps((current) => [...current, added]);
      } else {
        setSteps((current) => current.map((s) => (s._id === id ? draftOf(id, step) : s)));
      }
    },
    remove: async (id) => setSteps((current) => current.filter((s) => s._id !== id)),
    reorder: (stepIds) => setSteps((current) => stepIds.flatMap((id) => current.filter((s) => s._id === id))),
  };
}

export function useRemoteSteps(board: KanbanWithSteps): StepsController {
  const { t } = useTranslation(kanbanManageNamespace);
  const create = useCreateStep();
  const patch = usePatchStep();
  const remove = useDeleteStep();
  const order = useOrderSteps();
  const kanbanId = board._id;
  return {
    steps: [...board.steps].sort((a, b) => a.position - b.position),
    live: true,
    save: async (id, step) => {
      if (id === null) await create.mutateAsync({ kanbanId, step });
      else await patch.mutateAsync({ kanbanId, stepId: id, step });
    },
    remove: async (stepId) => {
      await remove.mutateAsync({ kanbanId, stepId });
    },
    reorder: (stepIds) =>
      order.mutate({ kanbanId, stepIds }, { onError: (error) => alertDanger(`${t('editor.orderFailed')} ${errorMessage(error)}`) }),
  };
}
