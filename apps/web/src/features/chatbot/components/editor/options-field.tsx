// The options of a numbered or buttons menu: add (up to WhatsApp's limit), remove, reorder.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHATSAPP_LIMITS } from '@atende/contract';
import { chatbotNamespace } from '../../locales';
import { blankOption, type MenuDraft } from '../../model/menu-draft';
import { ListAddFooter } from './list-add-footer';
import type { MenuForm } from './menu-form';
import { OptionCard } from './option-card';
import type { TargetChoices } from './target-field';

const NUMBERED_MAX = 50;

export function OptionsField({ form, draft, choices }: { form: MenuForm; draft: MenuDraft; choices: TargetChoices }) {
  const { t } = useTranslation(chatbotNamespace);
  const buttons = draft.kind === 'buttons';
  const max = buttons ? WHATSAPP_LIMITS.buttons : NUMBERED_MAX;
  const full = draft.options.length >= max;
  const limit = buttons ? t('editor.buttonsLimit', { max }) : t('editor.optionsLimit', { max });
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {buttons ? t('editor.buttons') : t('editor.options')}
      </Text>
      {draft.options.map((option, index) => (
        <OptionCard
          key={option.id}
          form={form}
          path={`options.${index}`}
          option={option}
          position={index + 1}
          titleMax={buttons ? WHATSAPP_LIMITS.buttonTitle : WHATSAPP_LIMITS.numberedTitle}
          titleLabel={buttons ? t('editor.buttonTitle') : t('editor.optionTitle')}
          first={index === 0}
          last={index === draft.options.length - 1}
          onMove={(offset) => form.reorderListItem('options', { from: index, to: index + offset })}
          onRemove={draft.options.length > 1 ? () => form.removeListItem('options', index) : null}
          choices={choices}
        />
      ))}
      <ListAddFooter
        error={form.errors.options}
        addLabel={buttons ? t('editor.addButton') : t('editor.addOption')}
        disabled={full}
        onAdd={() => form.insertListItem('options', blankOption())}
        limitNote={full ? limit : null}
      />
    </Stack>
  );
}
