// Who reads reports (spec sections 2 and 4): the owner, and managers whose permissions hold Reports.
import type { RouteAccessRule } from '../../platform/http/access.js';

export const reportAccess: RouteAccessRule = { roles: ['channel'], permissions: ['Reports'] };
