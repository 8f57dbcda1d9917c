// Where an option leads: the kind (another menu, a department's queue, a fixed answer, the product
// list, the satisfaction survey, the end) and, for the first three, which one or what text.
import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { menuTargetKinds, WHATSAPP_LIMITS, type Menu, type MenuTargetKind } from '@atende/contract';
import { chatbotNamespace } from '../../locales';
import { menuLabel, type TargetDraft } from '../../model/menu-draft';
import { DepartmentSelect } from '../department-select';
import { CountedField } from '@/shared/ui/counted-field';
import type { MenuForm } from './menu-form';

export type TargetChoices = {
  /** Every menu of the bot but the one being edited. */
  menus: Menu[];
  departments: { value: string; label: string }[];
  departmentsLoading: boolean;
};

type Props = TargetChoices & { form: MenuForm; path: string; target: TargetDraft; optionTitle: string };

const isTargetKind = (value: string | null): value is MenuTargetKind => menuTargetKinds.some((k) => k === value);

export function TargetField({ form, path, target, optionTitle, menus, departments, departmentsLoading }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const errorOf = (field: string, emptyMessage: string, value: string | null) => {
    const error = form.errors[`${path}.${field}`];
    // The contract's message for an empty id speaks of identifiers; the owner just has not picked one.
    return error && value === '' ? emptyMessage : error;
  };
  const menuId = form.getInputProps(`${path}.menuId`);
  const named = (what: string) => `${what} — ${optionTitle}`;

  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('target.label')}
          aria-label={named(t('target.label'))}
          data={menuTargetKinds.map((k) => ({ value: k, label: t(`target.kinds.${k}`) }))}
          allowDeselect={false}
          value={target.kind}
          onChange={(value) => isTargetKind(value) && form.setFieldValue(`${path}.kind`, value)}
        />
        {target.kind === 'menu' && (
          <Select
            label={t('target.menu')}
            aria-label={named(t('target.menu'))}
            placeholder={menus.length ? t('target.pickMenu') : t('target.noOtherMenus')}
            data={menus.map((m) => ({ value: m.id, label: menuLabel(m, m.id) }))}
            searchable
            nothingFoundMessage={t('target.nothingFound')}
            {...menuId}
            value={target.menuId || null}
            onChange={(value) => form.setFieldValue(`${path}.menuId`, value ?? '')}
            error={errorOf('menuId', t('target.pickMenu'), target.menuId)}
          />
        )}
        {target.kind === 'department' && (
          <DepartmentSelect
            label={t('target.department')}
            ariaLabel={named(t('target.department'))}
            value={target.departmentId}
            onChange={(value) => form.setFieldValue(`${path}.departmentId`, value)}
            departments={departments}
            loading={departmentsLoading}
            error={errorOf('departmentId', t('target.pickDepartment'), target.departmentId)}
          />
        )}
      </Group>
      {target.kind === 'answer' && (
        <CountedField label={t('target.answer')} help={t('target.answerHelp')} max={WHATSAPP_LIMITS.body} multiline required input={form.getInputProps(`${path}.text`)} />
      )}
    </Stack>
  );
}
