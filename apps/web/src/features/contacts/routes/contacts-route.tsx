import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Contact } from '@atende/contract';
import { ContactImportButton } from '@/features/contact-import';
import { useSessionUser } from '@/shared/session/session-store';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ExportButton } from '@/shared/ui/export-button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { contactsExportUrl, useContactsPage } from '../api/contacts-page';
import { useContactOperators, useContactTags } from '../api/contact-options';
import { useDeleteContactMutation } from '../api/contact-mutations';
import { BirthdaysCard } from '../components/birthdays-card';
import { ContactFormDrawer } from '../components/contact-form-drawer';
import { ContactsFilters, contactFilterNames } from '../components/contacts-filters';
import { ContactsTable } from '../components/contacts-table';
import { contactsNamespace } from '../locales';

type Editing = { contact: Contact | null } | null;

/** /contacts: the channel's contacts, server-paged, with filters, birthdays, export and import. */
export function ContactsPage() {
  const { t } = useTranslation(contactsNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const list = useListState({ sort: 'name', filters: contactFilterNames });
  const page = useContactsPage(channelId, list.page, list.query);
  const tags = useContactTags(channelId);
  const operators = useContactOperators(channelId);
  const remove = useDeleteContactMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const filtered = !!list.search || Object.values(list.filters).some(Boolean);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => alertSuccess(t('remove.done')),
      // A contact with attendances is refused (409) with the server's pt-BR reason.
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <BirthdaysCard channelId={channelId} onOpen={(contact) => setEditing({ contact })} />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('searchPlaceholder')}
        filters={
          <ContactsFilters
            filters={list.filters}
            onChange={list.setFilter}
            onClear={list.clearFilters}
            tags={tags.data ?? []}
            operators={operators.data ?? []}
          />
        }
        actions={
          <>
            <ContactImportButton />
            <ExportButton url={(format) => contactsExportUrl(channelId, list.query, format)} fileName={t('exportFileName')} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ contact: null })}>
              {t('create')}
            </Button>
          </>
        }
      />
      {page.isError && (
        <Alert color="red" role="alert">
          {errorMessage(page.error)}
        </Alert>
      )}
      <ContactsTable
        contacts={page.data?.items}
        loading={page.isPending}
        paging={listPaging(list, page.data)}
        filtered={filtered}
        onEdit={(contact) => setEditing({ contact })}
        onDelete={setToDelete}
      />
      <ContactFormDrawer
        opened={editing !== null}
        contact={editing?.contact ?? null}
        tags={tags.data ?? []}
        operators={operators.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('remove.title')}
        message={t('remove.message', { name: toDelete ? (toDelete.name ?? formatPhone(toDelete.number)) : '' })}
        confirmLabel={t('remove.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
