export const manageKeys = {
  all: ['attendancesManage'] as const,
  lists: () => ['attendancesManage', 'list'] as const,
  list: (page: number, query: Record<string, string | number>) => ['attendancesManage', 'list', page, query] as const,
  contactHistory: (contactId: string, page: number) => ['attendancesManage', 'contact', contactId, page] as const,
  options: (kind: 'operators' | 'tags', channelId: string) => ['attendancesManage', 'options', kind, channelId] as const,
};
