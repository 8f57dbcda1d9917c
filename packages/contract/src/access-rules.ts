// Who may read what, as one rule for HTTP and real time: a route names the permissions that let a
// channel_manager through (the owner always passes), and the sockets of the same people are the ones
// in the rooms that event goes to. Later modules (kanban, reports) reuse these lists instead of
// repeating a role check of their own.
import { permissionNames, type PermissionName, type Role } from './roles.js';
import { rooms } from './socket.js';

type Holder = { role: Role; permissions: readonly PermissionName[] };

/** The permissions that let a manager read the channel's conversations (attendances and messages). */
export const conversationReaderPermissions = ['AttendancesManage'] as const satisfies readonly PermissionName[];

/** Who reads the channel's contacts and their imports (the contacts screen). */
export const contactReaderPermissions = ['Contacts'] as const satisfies readonly PermissionName[];

/** Who reads campaigns and their progress (the campaigns screen, and the campaign report). */
export const campaignReaderPermissions = ['ManageCampaigns', 'Reports'] as const satisfies readonly PermissionName[];

/** What the user holds in its channel: the owner everything, a manager its list, anyone else nothing. */
export function permissionsHeld(user: Holder): readonly PermissionName[] {
  if (user.role === 'channel') return permissionNames;
  if (user.role === 'channel_manager') return user.permissions;
  return [];
}

export const holdsAnyPermission = (user: Holder, permissions: readonly PermissionName[]): boolean =>
  permissionsHeld(user).some((p) => permissions.includes(p));

/** The owner and managers with AttendancesManage read every conversation; operators only their own. */
export const canReadConversations = (user: Holder): boolean => holdsAnyPermission(user, conversationReaderPermissions);

/** The rooms of the owner and the managers holding any of these permissions (one emit reaches each socket once). */
export const staffRoomsWith = (channelId: string, permissions: readonly PermissionName[]): string[] =>
  permissions.map((p) => rooms.staffWith(channelId, p));

/** The rooms of the people who may read the channel's conversations (owner and managers; operators join per attendance). */
export const conversationReaderRooms = (channelId: string): string[] => staffRoomsWith(channelId, conversationReaderPermissions);
