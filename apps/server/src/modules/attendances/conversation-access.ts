// Who may work on attendances and their messages: the owner, managers with AttendancesManage, and
// operators (each service then narrows operators to their own attendances). The /chat embed token too.
export const conversationAccess = {
  roles: ['channel', 'operator'] as const,
  permissions: ['AttendancesManage'] as const,
  allowEmbedToken: true,
};
