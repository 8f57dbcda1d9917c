// Every cache key of the attendance panel, so the socket patchers and the queries agree.
import type { ListTab } from '../model/list-tabs';

export const attendanceKeys = {
  all: ['attendance'] as const,
  lists: (operatorId: string) => ['attendance', 'list', operatorId] as const,
  list: (operatorId: string, tab: ListTab) => ['attendance', 'list', operatorId, tab] as const,
  detail: (id: string) => ['attendance', 'detail', id] as const,
  messages: (id: string) => ['attendance', 'messages', id] as const,
  unread: (operatorId: string) => ['attendance', 'unread', operatorId] as const,
  operators: (channelId: string) => ['attendance', 'transfer-operators', channelId] as const,
  tabulations: (channelId: string) => ['attendance', 'tabulations', channelId] as const,
  /** The contact panel's card of one contact (e-mail, CPF/CNPJ, tag). */
  contact: (contactId: string) => ['attendance', 'contact', contactId] as const,
};
