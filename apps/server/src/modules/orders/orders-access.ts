// Who may call the orders' routes (module products): the owner, managers with Products, and operators
// (each service call narrows an operator to the orders of their own attendances). The store settings
// are the catalogue settings' (owner, managers with Products).
import type { RouteAccessRule } from '../../platform/http/access.js';

export const ordersAccess: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['Products'], module: 'products' };
export const storeConfigAccess: RouteAccessRule = { roles: ['channel'], permissions: ['Products'], module: 'products' };
export const ordersTags = ['pedidos'];
