import { describe, expect, it } from 'vitest';
import { calendarEventInputSchema } from '@atende/contract';
import { i18n } from '@/shared/i18n/i18n';
import '../locales';
import { panelRange, splitAgenda } from '../model/agenda';
import { slotToTimes, toCalendarItems } from '../model/calendar-items';
import { ownerOptions } from '../model/calendar-owners';
import { calendarReach, contactScope } from '../model/calendar-reach';
import { contactLabel, contactShort } from '../model/contact-label';
import { blankEvent, eventToValues, fromPickerValue, timeOf, toPickerValue } from '../model/event-form';
import { reminderText } from '../model/reminder-text';
import { local, sampleEvent } from './calendar-fixtures';

describe('event form values', () => {
  it('converts between the picker’s local text and ISO instants', () => {
    const iso = local('2026-11-21 14:30');
    expect(toPickerValue(iso)).toBe('2026-11-21 14:30:00');
    expect(fromPickerValue('2026-11-21 14:30:00')).toBe(iso);
    expect(fromPickerValue(null)).toBe('');
    expect(toPickerValue('')).toBeNull();
  });

  it('a new event starts at the next full hour, or at the slot clicked', () => {
    const values = blankEvent({ now: new Date(local('2026-11-21 14:10')) });
    expect(values.startsAt).toBe(local('2026-11-21 15:00'));
    expect(values).toMatchObject({ title: '', endsAt: '', remindAt: '', userId: null, contactId: null });
    const slot = blankEvent({ start: new Date(local('2026-11-22 09:00')), end: new Date(local('2026-11-22 10:00')), userId: 'user' });
    expect(slot).toMatchObject({ startsAt: local('2026-11-22 09:00'), endsAt: local('2026-11-22 10:00'), userId: 'user' });
  });

  it('an event’s values pass the contract schema unchanged', () => {
    const values = eventToValues(sampleEvent({ remindAt: local('2026-11-21 14:00') }));
    const parsed = calendarEventInputSchema.parse(values);
    expect(parsed).toMatchObject({ title: 'Ligar para a Carla', remindAt: local('2026-11-21 14:00'), endsAt: null, description: null });
  });

  it('no calendar named is one’s own; everybody’s form requires a title and a sane order of times', () => {
    const base = blankEvent({ now: new Date(local('2026-11-21 14:10')) });
    expect(calendarEventInputSchema.parse({ ...base, title: 'Visita' })).toMatchObject({ userId: null, operatorId: null });
    const wrong = calendarEventInputSchema.safeParse({ ...base, endsAt: local('2026-11-21 14:00'), remindAt: local('2026-11-21 16:00') });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'Informe o título',
      'O término deve ser depois do início',
      'O lembrete deve ser antes ou no horário de início',
    ]);
  });

  it('shows times as HH:mm', () => {
    expect(timeOf(local('2026-11-21 09:05'))).toBe('09:05');
  });
});

describe('what the calendar shows', () => {
  it('an item per event with the contact and, for a view of several calendars, whose it is', () => {
    const [item] = toCalendarItems([sampleEvent()], { showOwner: true, privacy: false });
    expect(item).toMatchObject({ title: 'Ligar para a Carla — Carla Cliente (Ana Operadora)', start: local('2026-11-21 14:30'), allDay: false });
    const [mine] = toCalendarItems([sampleEvent({ contact: null })], { showOwner: false, privacy: false });
    expect(mine?.title).toBe('Ligar para a Carla');
  });

  it('a contact without a name is its number, masked when the operator has privacy on', () => {
    const nameless = { name: null, number: '5511987650001' };
    expect(contactShort(nameless, false)).toBe('+55 (11) 9 8765-0001');
    expect(contactShort(nameless, true)).toBe('+55 (11) • ••••-0001');
    expect(contactLabel({ name: 'Carla', number: '5511987650001' }, false)).toBe('Carla · +55 (11) 9 8765-0001');
  });

  it('a day clicked in the month view proposes 09:00; a time slot keeps its times', () => {
    const day = new Date(local('2026-11-25 00:00'));
    expect(slotToTimes({ start: day, end: new Date(local('2026-11-26 00:00')), allDay: true })).toEqual({ start: new Date(local('2026-11-25 09:00')), end: null });
    const start = new Date(local('2026-11-25 13:30'));
    const end = new Date(local('2026-11-25 14:00'));
    expect(slotToTimes({ start, end, allDay: false })).toEqual({ start, end });
  });

  it('the reminder reads "Lembrete: <título> às HH:mm — <contato>"', () => {
    const t = i18n.getFixedT('pt-BR', 'calendar');
    const reminder = { eventId: 'e', title: 'Ligar para a Carla', startsAt: local('2026-11-21 14:30'), contact: { name: 'Carla Cliente', number: '5511987650001' } };
    expect(reminderText(t, reminder, false)).toBe('Lembrete: Ligar para a Carla às 14:30 — Carla Cliente');
    expect(reminderText(t, { ...reminder, contact: null }, false)).toBe('Lembrete: Ligar para a Carla às 14:30');
  });
});

describe('the scheduling panel', () => {
  it('asks for today and the next 7 days, and splits today from what comes after', () => {
    const now = new Date(local('2026-11-21 10:00'));
    expect(panelRange(now)).toEqual({ from: local('2026-11-21 00:00'), to: local('2026-11-29 00:00') });
    const later = sampleEvent({ _id: '00000000-0000-4000-8000-0000000000e2', startsAt: local('2026-11-23 08:00') });
    const early = sampleEvent({ _id: '00000000-0000-4000-8000-0000000000e3', startsAt: local('2026-11-21 08:00') });
    const { today, upcoming } = splitAgenda([later, sampleEvent(), early], now);
    expect(today.map((e) => e._id)).toEqual([early._id, sampleEvent()._id]);
    expect(upcoming.map((e) => e._id)).toEqual([later._id]);
  });
});

describe('whose calendars a user sees', () => {
  it('the owner everyone’s, a manager with Manageoperators the operators’, everyone else their own', () => {
    expect(calendarReach({ role: 'channel', permissions: [] })).toBe('company');
    expect(calendarReach({ role: 'channel_manager', permissions: ['Manageoperators'] })).toBe('operators');
    expect(calendarReach({ role: 'channel_manager', permissions: ['Contacts'] })).toBe('own');
    expect(calendarReach({ role: 'operator', permissions: [] })).toBe('own');
    expect(calendarReach({ role: 'admin', permissions: [] })).toBe('own');
    expect(calendarReach(null)).toBe('own');
    expect([contactScope({ role: 'channel' }), contactScope({ role: 'channel_manager' }), contactScope({ role: 'operator' }), contactScope({ role: 'admin' })]).toEqual([
      'company',
      'company',
      'own',
      'none',
    ]);
  });

  it('offers one’s own calendar first, then the operators’, and the edited event’s when it is none of those', () => {
    const operators = [
      { _id: 'op-ana', userId: 'user-ana', name: 'Ana' },
      { _id: 'op-me', userId: 'me', name: 'Eu como operadora' },
    ];
    expect(ownerOptions('me', 'Minha agenda', operators)).toEqual([
      { value: 'me', label: 'Minha agenda' },
      { value: 'user-ana', label: 'Ana' },
    ]);
    const managers = sampleEvent({ userId: 'user-gerente', ownerName: 'Gerente Carlos', operatorId: null });
    expect(ownerOptions('me', 'Minha agenda', operators, managers).at(-1)).toEqual({ value: 'user-gerente', label: 'Gerente Carlos' });
    expect(ownerOptions('me', 'Minha agenda', operators, sampleEvent({ userId: 'user-ana' }))).toHaveLength(2);
  });
});
