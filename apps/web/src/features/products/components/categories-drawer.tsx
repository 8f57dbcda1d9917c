// The catalogue's categories in the shop's order: add, rename in place, move up or down (buttons, so
// the keyboard does it as well as the mouse), delete with a confirmation that says what happens to
// its products.
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteCategory, useReorderCategories, useSaveCategory } from '../api/categories-api';
import { productsNamespace } from '../locales';

type CategoriesDrawerProps = { opened: boolean; categories: ProductCategory[]; onClose: () => void };

function NameForm(props: { initial: string; label: string; submitLabel: string; busy: boolean; onSubmit: (name: string) => Promise<unknown>; onCancel?: () => void }) {
  const { t } = useTranslation(productsNamespace);
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(name.trim()).then(
          () => {
            setName('');
            setError(null);
          },
          (err: unknown) => setError(errorMessage(err)),
        );
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput aria-label={props.label} placeholder={props.label} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} style={{ flex: 1 }} data-autofocus />
        <Button type="submit" loading={props.busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            {t('categories.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}

export function CategoriesDrawer({ opened, categories, onClose }: CategoriesDrawerProps) {
  const { t } = useTranslation(productsNamespace);
  const save = useSaveCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ProductCategory | null>(null);

  const moveTo = (from: number, to: number) => {
    const ids = categories.map((c) => c._id);
    const [id] = ids.splice(from, 1);
    if (!id) return;
    ids.splice(to, 0, id);
    reorder.mutate(ids, { onError: (err) => alertDanger(errorMessage(err)) });
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={t('categories.title')} position="right" size="md">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('categories.hint')}
        </Text>
        <NameForm
          initial=""
          label={t('categories.newName')}
          submitLabel={t('categories.add')}
          busy={save.isPending && renaming === null}
          onSubmit={(name) => save.mutateAsync({ id: null, name }).then(() => alertSuccess(t('categories.created')))}
        />
        {categories.length === 0 && <Text c="dimmed">{t('categories.empty')}</Text>}
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('categories.title')}>
          {categories.map((c, i) => (
            <Paper key={c._id} withBorder p="xs" radius="sm" component="li">
              {renaming === c._id ? (
                <NameForm
                  initial={c.name}
                  label={t('categories.rename', { name: c.name })}
                  submitLabel={t('categories.save')}
                  busy={save.isPending}
                  onCancel={() => setRenaming(null)}
                  onSubmit={(name) =>
                    save.mutateAsync({ id: c._id, name }).then(() => {
                      setRenaming(null);
                      alertSuccess(t('categories.renamed'));
                    })
                  }
                />
              ) : (
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text fw={500}>{c.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t('categories.count', { count: c.productsCount })}
                    </Text>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" disabled={i === 0 || reorder.isPending} aria-label={t('categories.up', { name: c.name })} onClick={() => moveTo(i, i - 1)}>
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={i === categories.length - 1 || reorder.isPending}
                      aria-label={t('categories.down', { name: c.name })}
                      onClick={() => moveTo(i, i + 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <Tooltip label={t('categories.rename', { name: c.name })}>
                      <ActionIcon variant="subtle" aria-label={t('categories.rename', { name: c.name })} onClick={() => setRenaming(c._id)}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <ActionIcon variant="subtle" color="red" aria-label={t('categories.delete', { name: c.name })} onClick={() => setToDelete(c)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('categories.removeTitle')}
        message={t('categories.removeMessage', { name: toDelete?.name ?? '', count: toDelete?.productsCount ?? 0 })}
        confirmLabel={t('remove.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: () => alertSuccess(t('categories.removed')),
            onError: (err) => alertDanger(errorMessage(err)),
            onSettled: () => setToDelete(null),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </Drawer>
  );
}
