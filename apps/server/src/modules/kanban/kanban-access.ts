// Who may call the kanban's routes (module kanban: kanban and customerPortfolioEnabled, spec section 6):
// the owner and managers with ManageKanbans manage boards and work the board screen; operators use the
// boards open to their departments from the attendance panel (add a card, see and move a contact's cards).
import type { RouteAccessRule } from '../../platform/http/access.js';

export const kanbanManage: RouteAccessRule = { roles: ['channel'], permissions: ['ManageKanbans'], module: 'kanban' };
export const kanbanUse: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['ManageKanbans'], module: 'kanban' };
export const kanbanTags = ['kanban'];
