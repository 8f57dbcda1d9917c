// The menu editor: a wide drawer with the form on the left and the live phone preview on the right.
// The kind is fixed on the screens of one kind; choices carry over when it changes elsewhere.
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { menuKinds, WHATSAPP_LIMITS, type Menu, type MenuKind } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { useSessionUser } from '@/shared/session/session-store';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { useSaveMenu } from '../../api/bot-menus';
import { chatbotNamespace } from '../../locales';
import { blankMenu, changeKind, menuFormSchema, menuToDraft } from '../../model/menu-draft';
import { CountedField } from '@/shared/ui/counted-field';
import { MenuPhonePreview } from './menu-phone-preview';
import { OptionsField } from './options-field';
import { SectionsField } from './sections-field';

type Props = {
  /** null creates a menu of `kind`. */
  menu: Menu | null;
  kind: MenuKind;
  /** The screen shows one kind: the editor cannot change it. */
  kindFixed: boolean;
  menus: Menu[];
  interactive: boolean;
  onClose: () => void;
};

const isKind = (value: string): value is MenuKind => menuKinds.some((k) => k === value);

export function MenuEditorDrawer({ menu, kind, kindFixed, menus, interactive, onClose }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const user = useSessionUser();
  const defaultButtonText = t('editor.defaultListButton');
  const form = useZodForm(menuFormSchema, menu ? menuToDraft(menu, defaultButtonText) : blankMenu(kind, defaultButtonText));
  const save = useSaveMenu();
  const departments = useDepartments(user?.channelId ?? '', { select: toDepartmentOptions });
  const draft = form.getValues();
  const choices = {
    menus: menus.filter((m) => m.id !== draft.id),
    departments: departments.data ?? [],
    departmentsLoading: departments.isPending,
  };

  const switchKind = (next: MenuKind) => {
    form.clearErrors();
    form.setValues(changeKind(form.getValues(), next));
  };

  const submit = form.submitWith((parsed) =>
    save.mutate(
      { menu: parsed, creating: !menu },
      saveHandlers(form, { success: menu ? t('menus.updated') : t('menus.created'), onDone: onClose }),
    ),
  );

  return (
    <FormDrawer opened title={menu ? t('editor.editTitle') : t('editor.createTitle')} size="min(1100px, 100%)" submitting={save.isPending} onSubmit={() => submit()} onClose={onClose}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <TextInput
            label={t('editor.name')}
            description={t('editor.nameHelp')}
            placeholder={t('editor.namePlaceholder')}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {kindFixed ? (
            <Text size="sm">
              {t('editor.kindLabel')}: <strong>{t(`kinds.${draft.kind}`)}</strong>
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="menu-kind-label">
                {t('editor.kindLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="menu-kind-label"
                value={draft.kind}
                data={menuKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                onChange={(value) => isKind(value) && switchKind(value)}
              />
            </Stack>
          )}
          <CountedField label={t('editor.header')} help={t('editor.headerHelp')} max={WHATSAPP_LIMITS.header} input={form.getInputProps('header')} />
          <CountedField
            label={t('editor.text')}
            help={t('editor.textHelp')}
            placeholder={t('editor.textPlaceholder')}
            max={WHATSAPP_LIMITS.body}
            multiline
            required
            input={form.getInputProps('text')}
          />
          <CountedField label={t('editor.footer')} help={t('editor.footerHelp')} max={WHATSAPP_LIMITS.footer} input={form.getInputProps('footer')} />
          {draft.kind === 'list' && (
            <CountedField label={t('editor.listButton')} help={t('editor.listButtonHelp')} max={WHATSAPP_LIMITS.listButton} required input={form.getInputProps('buttonText')} />
          )}
          {draft.kind === 'list' ? <SectionsField form={form} draft={draft} choices={choices} /> : <OptionsField form={form} draft={draft} choices={choices} />}
        </Stack>
        <MenuPhonePreview draft={draft} interactive={interactive} channelName={user?.channel?.name ?? t('preview.company')} />
      </SimpleGrid>
    </FormDrawer>
  );
}
