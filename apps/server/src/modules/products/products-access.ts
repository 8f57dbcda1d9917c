// Who may call the catalogue's routes (module products, spec sections 2 and 6): the owner and managers
// with Products write; operators also read and search (they will send products from the panel).
import type { RouteAccessRule } from '../../platform/http/access.js';

export const productsManage: RouteAccessRule = { roles: ['channel'], permissions: ['Products'], module: 'products' };
export const productsRead: RouteAccessRule = { roles: ['channel', 'operator'], permissions: ['Products'], module: 'products' };
/** Turning a channel's catalogue on is the platform admin's (the module gate does not stop the admin). */
export const catalogAdmin: RouteAccessRule = { roles: ['admin'], module: 'products' };
export const productsTags = ['produtos'];
