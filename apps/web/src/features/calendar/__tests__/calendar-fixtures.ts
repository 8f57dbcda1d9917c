import dayjs from 'dayjs';
import type { CalendarEvent } from '@atende/contract';

/** A local wall-clock time as the ISO instant the API speaks. */
export const local = (text: string) => dayjs(text).toISOString();

export const sampleEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: '00000000-0000-4000-8000-0000000000e1',
  channelId: '00000000-0000-4000-8000-000000000002',
  userId: '00000000-0000-4000-8000-0000000000a1',
  ownerName: 'Ana Operadora',
  operatorId: '00000000-0000-4000-8000-000000000003',
  contact: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Carla Cliente', number: '5511987650001' },
  title: 'Ligar para a Carla',
  description: null,
  startsAt: local('2026-11-21 14:30'),
  endsAt: null,
  remindAt: null,
  reminderSentAt: null,
  createdAt: local('2026-11-20 10:00'),
  updatedAt: local('2026-11-20 10:00'),
  ...overrides,
});
