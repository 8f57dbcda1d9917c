// The sections of a list menu, each with an optional title (required once there are two) and its
// rows; WhatsApp allows 10 rows in all, so adding stops there.
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_LIMITS } from '@atende/contract';
import { chatbotNamespace } from '../../locales';
import { blankOption, blankSection, type MenuDraft } from '../../model/menu-draft';
import { CountedField } from '@/shared/ui/counted-field';
import { ListAddFooter } from './list-add-footer';
import type { MenuForm } from './menu-form';
import { OptionCard } from './option-card';
import type { TargetChoices } from './target-field';

export function SectionsField({ form, draft, choices }: { form: MenuForm; draft: MenuDraft; choices: TargetChoices }) {
  const { t } = useTranslation(chatbotNamespace);
  const rows = draft.sections.reduce((sum, s) => sum + s.rows.length, 0);
  const rowsFull = rows >= WHATSAPP_LIMITS.listRows;
  const sectionsFull = draft.sections.length >= WHATSAPP_LIMITS.listSections;
  const several = draft.sections.length > 1;
  let position = 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('editor.sections')}
        </Text>
        <Text size="xs" c={rows > WHATSAPP_LIMITS.listRows ? 'red' : 'dimmed'}>
          {t('editor.rowsCount', { rows, max: WHATSAPP_LIMITS.listRows })}
        </Text>
      </Group>
      {draft.sections.map((section, sectionIndex) => (
        <Paper key={section.key} withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" role="group" aria-label={t('editor.sectionGroup', { position: sectionIndex + 1 })}>
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <CountedField
                  label={t('editor.sectionTitle')}
                  help={several ? t('editor.sectionTitleRequired') : t('editor.sectionTitleOptional')}
                  max={WHATSAPP_LIMITS.sectionTitle}
                  required={several}
                  input={form.getInputProps(`sections.${sectionIndex}.title`)}
                />
              </div>
              <Tooltip label={several ? t('editor.removeSection') : t('editor.keepOneSection')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  disabled={!several}
                  aria-label={t('editor.removeSectionNamed', { position: sectionIndex + 1 })}
                  onClick={() => form.removeListItem('sections', sectionIndex)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
            {section.rows.map((row, rowIndex) => {
              position += 1;
              const rowsPath = `sections.${sectionIndex}.rows`;
              return (
                <OptionCard
                  key={row.id}
                  form={form}
                  path={`${rowsPath}.${rowIndex}`}
                  option={row}
                  position={position}
                  titleMax={WHATSAPP_LIMITS.rowTitle}
                  titleLabel={t('editor.rowTitle')}
                  withDescription
                  first={rowIndex === 0}
                  last={rowIndex === section.rows.length - 1}
                  onMove={(offset) => form.reorderListItem(rowsPath, { from: rowIndex, to: rowIndex + offset })}
                  onRemove={section.rows.length > 1 ? () => form.removeListItem(rowsPath, rowIndex) : null}
                  choices={choices}
                />
              );
            })}
            {form.errors[`sections.${sectionIndex}.rows`] && (
              <Text size="xs" c="red">
                {form.errors[`sections.${sectionIndex}.rows`]}
              </Text>
            )}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={rowsFull}
              onClick={() => form.insertListItem(`sections.${sectionIndex}.rows`, blankOption())}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('editor.addRow')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <ListAddFooter
        error={form.errors.sections}
        addLabel={t('editor.addSection')}
        disabled={rowsFull || sectionsFull}
        onAdd={() => form.insertListItem('sections', blankSection())}
        limitNote={rowsFull ? t('editor.rowsLimit', { max: WHATSAPP_LIMITS.listRows }) : null}
      />
    </Stack>
  );
}
