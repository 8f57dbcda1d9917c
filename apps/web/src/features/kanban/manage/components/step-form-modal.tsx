// Adding or editing one step: name, colour, outcome (Em andamento / Ganho / Perdido) and the automatic
// action. Checked by the contract's schema first; the server's refusal (a field, or a template no longer
// approved) lands under the field it is about, anything else as an alert.
import { useId, useState, type FormEvent } from 'react';
import { Button, ColorInput, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KANBAN_STEP_NAME_MAX, kanbanStepActionKinds, kanbanStepOutcomes, type KanbanStepInput, type KanbanStepOutcome } from '@atende/contract';
import { isApiError, isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { kanbanManageNamespace } from '../locales';
import { parseStepForm, stepFormOf, stepSwatches, type StepActionKind, type StepDraft, type StepFormValues } from '../model/step-form';
import { StepActionFields } from './step-action-fields';

type Props = {
  /** The step edited; null adds one. */
  step: StepDraft | null;
  /** How many steps the board has (a new step takes the next colour). */
  count: number;
  onSave: (step: KanbanStepInput) => Promise<void>;
  onClose: () => void;
};

const templateRefusals = ['kanban_template_not_approved', 'kanban_template_variables', 'kanban_template_media_header'] as const;

/** The server's answer put where it belongs: field errors of a 400, a template refusal under the template. */
function serverErrors(error: unknown): Record<string, string> | null {
  if (isApiErrorOf(error, ...templateRefusals)) return { 'action.templateId': error.erroMensagem };
  if (isApiError(error)) {
    const fields = error.fieldErrors();
    if (Object.keys(fields).length > 0) return fields;
  }
  return null;
}

export function StepFormModal({ step, count, onSave, onClose }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const [values, setValues] = useState<StepFormValues>(() => stepFormOf(step, count));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const outcomeLabel = useId();

  /** A change clears the messages under what changed, as typing in an input clears its own. */
  const change = (next: StepFormValues, path: string) => {
    setValues(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The modal sits inside the board's form in React's tree: its submit must not reach that form.
    event.stopPropagation();
    const parsed = parseStepForm(values, { templateRequired: t('step.templateRequired'), departmentRequired: t('step.departmentRequired') });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.step);
      onClose();
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else alertDanger(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(step ? 'step.editTitle' : 'step.createTitle')} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('step.name')}
            withAsterisk
            maxLength={KANBAN_STEP_NAME_MAX}
            value={values.name}
            onChange={(event) => change({ ...values, name: event.currentTarget.value }, 'name')}
            error={errors.name}
            data-autofocus
          />
          <ColorInput
            label={t('step.color')}
            format="hex"
            swatches={stepSwatches}
            swatchesPerRow={8}
            value={values.color}
            onChange={(color) => change({ ...values, color }, 'color')}
            error={errors.color}
          />
          <div>
            <Text size="sm" fw={500} id={outcomeLabel}>
              {t('step.outcome')}
            </Text>
            <SegmentedControl
              aria-labelledby={outcomeLabel}
              fullWidth
              data={kanbanStepOutcomes.map((outcome) => ({ value: outcome, label: t(`outcomeLabels.${outcome}`) }))}
              value={values.outcome}
              onChange={(outcome) => change({ ...values, outcome: outcome as KanbanStepOutcome }, 'outcome')}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('step.outcomeHelp')}
            </Text>
          </div>
          <Select
            label={t('step.action')}
            description={t('step.actionHelp')}
            data={kanbanStepActionKinds.map((kind) => ({ value: kind, label: t(`actionLabels.${kind}`) }))}
            value={values.actionKind}
            onChange={(kind) => kind && change({ ...values, actionKind: kind as StepActionKind }, 'action')}
            allowDeselect={false}
          />
          <StepActionFields values={values} errors={errors} onChange={change} />
          <Group justify="flex-end" mt="sm">
            <Button type="button" variant="default" onClick={onClose} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {step ? t('common:actions.save') : t('step.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
