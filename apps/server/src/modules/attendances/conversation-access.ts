// Who may work on attendances and their messages: the owner, managers with AttendancesManage, and
// operators (each service then narrows operators to their own attendances). The managers' permission
// is the contract's conversationReaderPermissions, the same list real time uses for its rooms.
import { conversationReaderPermissions } from '@atende/contract';

export const conversationAccess = {
  roles: ['channel', 'operator'] as const,
  permissions: conversationReaderPermissions,
};

/**
 * The same, and the /chat embed token: only for what the embedded chat of one attendance calls
 * (detail, history, read, observation, transfer, finish). The lists, the queue and the unread counts
 * of the panel are not the embed's.
 */
export const embeddedConversationAccess = { ...conversationAccess, allowEmbedToken: true };
