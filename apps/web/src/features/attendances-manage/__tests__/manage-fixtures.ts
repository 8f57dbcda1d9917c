// A row of the owner's attendances list as the server answers it, for this feature's tests.
import type { ManageAttendance } from '@atende/contract';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Attendance n, in progress, in Vendas with Ana; created 15:00 UTC (12:00 in São Paulo) on 10 March. */
export const manageRow = (n: number, overrides: Partial<ManageAttendance> = {}): ManageAttendance => ({
  _id: uuid(100 + n),
  protocol: String(n).padStart(6, '0'),
  status: 'in_attendance',
  statusLabel: 'Em atendimento',
  contact: { _id: uuid(200 + n), name: `Cliente ${n}`, number: '5511987654321' },
  tag: null,
  department: { _id: uuid(300), name: 'Vendas' },
  operator: { _id: uuid(400), name: 'Ana Operadora' },
  tabulation: null,
  unread: 0,
  createdAt: '2025-03-10T15:00:00.000Z',
  lastMessageAt: '2025-03-10T15:05:00.000Z',
  finishedAt: null,
  ...overrides,
});
