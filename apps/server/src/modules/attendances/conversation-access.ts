// Who may work on attendances and their messages: the owner, managers with AttendancesManage, and
// operators (each service then narrows operators to their own attendances). The /chat embed token too.
// The managers' permission is the contract's conversationReaderPermissions, the same list real time
// uses for its rooms.
import { conversationReaderPermissions } from '@atende/contract';

export const conversationAccess = {
  roles: ['channel', 'operator'] as const,
  permissions: conversationReaderPermissions,
  allowEmbedToken: true,
};
