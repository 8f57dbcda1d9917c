// Channel managers (supervisors, /manageSupervisors): editing and the paged list.
import { z } from 'zod';
import { permissionNames, type PermissionName } from './roles.js';
import { listQuerySchema, pagedSchema } from './common.js';
import { managerSchema } from './channels.js';
import { optionalEmailSchema, optionalNewPasswordSchema } from './operators.js';

const managerLoginSchema = z
  .string()
  .trim()
  .min(3, 'O login deve ter ao menos 3 caracteres')
  .max(60, 'Máximo de 60 caracteres')
  .regex(/^[a-zA-Z0-9._@-]+$/, 'Use apenas letras, números, ponto, hífen, @ ou sublinhado');

/**
 * PUT /api/channel/manager/{id}: only the fields sent change, so the older permissions-only body stays
 * valid. An empty password keeps the current one; an empty e-mail clears it.
 */
export const managerUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Máximo de 120 caracteres').optional(),
  login: managerLoginSchema.optional(),
  email: optionalEmailSchema,
  password: optionalNewPasswordSchema,
  permissions: z.array(z.enum(permissionNames, { message: 'Permissão desconhecida' })).optional(),
});
export type ManagerUpdate = z.input<typeof managerUpdateSchema>;
export type Manager = z.infer<typeof managerSchema>;

export const managerSorts = ['name', 'createdAt'] as const;
export const managerListQuerySchema = listQuerySchema(managerSorts, { sort: 'name' });
export const managerPageSchema = pagedSchema(managerSchema);
export type ManagerPage = z.infer<typeof managerPageSchema>;
export const managerResponseSchema = z.object({ statusCode: z.number().int(), manager: managerSchema });

/** The permission checkboxes of /manageSupervisors, grouped as the sidebar groups them (spec section 2). */
export const permissionGroups: readonly { key: string; permissions: readonly PermissionName[] }[] = [
  { key: 'service', permissions: ['AttendancesManage', 'Contacts', 'Groups', 'API'] },
  {
    key: 'manage',
    permissions: [
      'Manage',
      'ManageChannel',
      'ManageDepartments',
      'Manageoperators',
      'Managetags',
      'ManageTabulations',
      'ManageQuickAnswers',
      'Managemessages',
      'ManageModules',
    ],
  },
  { key: 'automation', permissions: ['Managemenu', 'ManageHSMModels', 'ManageCampaigns', 'ManageKanbans'] },
  { key: 'reports', permissions: ['Reports', 'ReportGupshupTraffic'] },
  { key: 'catalog', permissions: ['Products'] },
];
