import type { TFunction } from 'i18next';
import type { CalendarReminder } from '@atende/contract';
import { contactShort } from './contact-label';
import { timeOf } from './event-form';

/** "Lembrete: Ligar para a Carla às 14:30 — Carla". */
export function reminderText(t: TFunction, reminder: CalendarReminder, privacy: boolean): string {
  const values = { title: reminder.title, time: timeOf(reminder.startsAt) };
  return reminder.contact
    ? t('reminder.withContact', { ...values, contact: contactShort(reminder.contact, privacy) })
    : t('reminder.text', values);
}
