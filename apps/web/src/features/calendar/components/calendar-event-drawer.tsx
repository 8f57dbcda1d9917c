import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Select, Textarea, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarEventInputSchema, type CalendarEvent } from '@atende/contract';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { dateInputFormat } from '@/shared/time/date-format';
import { useSessionUser } from '@/shared/session/session-store';
import { useCalendarOperators } from '../api/calendar-lookups';
import { ContactPicker } from './contact-picker';
import { useDeleteCalendarEvent, useSaveCalendarEvent } from '../api/calendar-mutations';
import { ownerOptions } from '../model/calendar-owners';
import type { CalendarReach, ContactScope } from '../model/calendar-reach';
import { contactLabel } from '../model/contact-label';
import { eventToValues, fromPickerValue, toPickerValue, type EventFormValues } from '../model/event-form';
import { calendarNamespace } from '../locales';

export type CalendarEventDrawerProps = {
  opened: boolean;
  /** The event being edited; null for a new one (then `initial` holds the slot). */
  event: CalendarEvent | null;
  initial: EventFormValues;
  /** Whose calendars besides one's own the user keeps: then the form asks which calendar. */
  reach: CalendarReach;
  /** Which contacts the user may link (the admin none: the picker is hidden). */
  contacts: ContactScope;
  privacy: boolean;
  onClose: () => void;
};

type DateField = 'startsAt' | 'endsAt' | 'remindAt';

/** Create or edit an event (remount it with a new key for each opening). */
export function CalendarEventDrawer(props: CalendarEventDrawerProps) {
  const { t, i18n } = useTranslation(calendarNamespace);
  const user = useSessionUser();
  const form = useZodForm(calendarEventInputSchema, props.event ? eventToValues(props.event) : props.initial);
  const seesOthers = props.reach !== 'own';
  const operators = useCalendarOperators(seesOthers && props.opened);
  const save = useSaveCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = props.event !== null;

  const submit = form.submitWith((values) => {
    save.mutate(
      { id: props.event?._id ?? null, values },
      {
        onSuccess: () => {
          alertSuccess(t(editing ? 'form.saved' : 'form.created'));
          props.onClose();
        },
        onError: (error) => {
          if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
        },
      },
    );
  });

  const confirmRemove = () => {
    if (!props.event) return;
    remove.mutate(props.event._id, {
      onSuccess: () => {
        alertSuccess(t('form.deleted'));
        setConfirmDelete(false);
        props.onClose();
      },
      onError: (error) => {
        setConfirmDelete(false);
        alertDanger(errorMessage(error));
      },
    });
  };

  const dateInput = (field: DateField, label: string, options: { required?: boolean; description?: string } = {}) => (
    <DateTimePicker
      label={label}
      description={options.description}
      withAsterisk={options.required}
      clearable={!options.required}
      valueFormat={dateInputFormat(i18n.language, true)}
      value={toPickerValue(form.values[field] ?? '')}
      onChange={(value) => form.setFieldValue(field, fromPickerValue(value))}
      error={form.errors[field]}
      popoverProps={{ withinPortal: true }}
    />
  );

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
      <FormDrawer
        opened={props.opened}
        title={t(editing ? 'editEvent' : 'newEvent')}
        submitLabel={t(editing ? 'form.save' : 'form.create')}
        submitting={save.isPending}
        onSubmit={submit}
        onClose={props.onClose}
      >
        <TextInput label={t('form.title')} withAsterisk data-autofocus {...form.getInputProps('title')} />
        {dateInput('startsAt', t('form.startsAt'), { required: true })}
        {dateInput('endsAt', t('form.endsAt'), { description: t('form.endsAtHint') })}
        {dateInput('remindAt', t('form.remindAt'), { description: t('form.remindAtHint') })}
        {seesOthers && (
          <Select
            label={t('form.owner')}
            placeholder={t('myCalendar')}
            searchable
            data={ownerOptions(user?._id ?? null, t('myCalendar'), operators.data ?? [], props.event)}
            value={form.values.userId ?? null}
            onChange={(value) => form.setFieldValue('userId', value)}
            error={form.errors.userId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {props.contacts !== 'none' && (
          <ContactPicker
            value={form.values.contactId ?? null}
            initialLabel={props.event?.contact ? contactLabel(props.event.contact, props.privacy) : null}
            privacy={props.privacy}
            staff={props.contacts === 'company'}
            error={typeof form.errors.contactId === 'string' ? form.errors.contactId : undefined}
            onChange={(value) => form.setFieldValue('contactId', value)}
          />
        )}
        <Textarea label={t('form.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        {editing && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmDelete(true)}>
            {t('form.delete')}
          </Button>
        )}
      </FormDrawer>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('form.deleteTitle')}
        message={t('form.deleteMessage', { title: props.event?.title ?? '' })}
        confirmLabel={t('form.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirmDelete(false)}
      />
    </DatesProvider>
  );
}
