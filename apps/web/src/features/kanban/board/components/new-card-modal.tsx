// "Novo cartão": a contact of the company (searched on the server as the user types), the step (the
// first by default), the title (the contact's name unless typed) and the value. POST .../cards; a
// refusal (the contact already on this board: 409 kanban_card_exists) stays in the modal.
import { useMemo, useState } from 'react';
import { Alert, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { KANBAN_CARD_TITLE_MAX, type KanbanStep } from '@atende/contract';
import { useContactsPage } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { alertSuccess } from '@/shared/ui/alerts';
import { FormModal } from '@/shared/ui/form-modal';
import { useCreateKanbanCard } from '../../api/cards';
import { kanbanBoardNamespace } from '../locales';
import { reaisToCents } from '@/shared/money';

type NewCardModalProps = { kanbanId: string; steps: readonly KanbanStep[]; onClose: () => void };

const CONTACTS_PER_SEARCH = 20;

export function NewCardModal({ kanbanId, steps, onClose }: NewCardModalProps) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const create = useCreateKanbanCard();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [contact, setContact] = useState<{ value: string; label: string } | null>(null);
  const [stepId, setStepId] = useState<string | null>(steps[0]?._id ?? null);
  const [title, setTitle] = useState('');
  const [titleTyped, setTitleTyped] = useState(false);
  const [value, setValue] = useState<number | string>('');
  const [refusal, setRefusal] = useState<string | null>(null);

  // Choosing an option writes its label in the box: that is not a new search.
  const query = debounced === contact?.label ? '' : debounced.trim();
  const contacts = useContactsPage(channelId, 1, { perPage: CONTACTS_PER_SEARCH, search: query, sort: 'name', order: 'asc' });
  const options = useMemo(() => {
    const found = (contacts.data?.items ?? []).map((c) => ({ value: c._id, label: c.name ? `${c.name} · ${c.number}` : c.number, name: c.name ?? c.number }));
    // The chosen one stays an option while the search shows others.
    if (contact && !found.some((o) => o.value === contact.value)) found.unshift({ ...contact, name: contact.label });
    return found;
  }, [contacts.data, contact]);

  const chooseContact = (id: string | null) => {
    const option = options.find((o) => o.value === id) ?? null;
    setContact(option ? { value: option.value, label: option.label } : null);
    if (!titleTyped) setTitle(option?.name ?? '');
    setRefusal(null);
  };

  // The page mounts the modal only while it is open: each opening starts empty.
  const close = onClose;

  const submit = () => {
    if (!contact || !stepId) return;
    const valueCents = reaisToCents(value);
    setRefusal(null);
    create.mutate(
      { kanbanId, contactId: contact.value, stepId, ...(title.trim() ? { title: title.trim() } : {}), ...(valueCents > 0 ? { valueCents } : {}) },
      {
        onSuccess: () => {
          alertSuccess(t('newCard.created'));
          close();
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  return (
    <FormModal
      opened
      title={t('newCard.title')}
      submitLabel={t('newCard.submit')}
      submitting={create.isPending}
      submitDisabled={!contact || !stepId}
      onSubmit={submit}
      onClose={close}
    >
      <Select
        label={t('newCard.contact')}
        placeholder={t('newCard.contactPlaceholder')}
        data={options}
        value={contact?.value ?? null}
        onChange={chooseContact}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (name or number): show what it answered.
        filter={({ options: all }) => all}
        nothingFoundMessage={contacts.isFetching ? undefined : t('newCard.contactNothing')}
        clearable
        required
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('newCard.step')}
        data={steps.map((s) => ({ value: s._id, label: s.name }))}
        value={stepId}
        onChange={setStepId}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: false }}
      />
      <TextInput
        label={t('newCard.cardTitle')}
        placeholder={t('newCard.cardTitlePlaceholder')}
        value={title}
        maxLength={KANBAN_CARD_TITLE_MAX}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          setTitleTyped(true);
        }}
      />
      <NumberInput
        label={t('newCard.value')}
        value={value}
        onChange={setValue}
        prefix="R$ "
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        min={0}
        allowNegative={false}
      />
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </FormModal>
  );
}
