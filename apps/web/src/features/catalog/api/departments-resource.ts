// /api/department: the management list, create, rename, usage, delete with replaceWith.
import { departmentRowSchema, type DepartmentRow } from '@atende/contract';
import { departmentKeys, fetchDepartments, toDepartmentOptions } from '@/features/departments';
import type { CatalogResource } from './catalog-resource';

export const departmentsResource: CatalogResource<DepartmentRow> = {
  key: 'departments',
  row: departmentRowSchema,
  pagePath: (channelId, page) => `/api/department/channel/${channelId}/page/${page}`,
  createPath: () => '/api/department',
  itemPath: (_channelId, id) => `/api/department/${id}`,
  usagePath: (_channelId, id) => `/api/department/${id}/usage`,
  fetchReplacements: (channelId) => fetchDepartments(channelId).then(toDepartmentOptions),
  // Every screen that picks a department reads the one departments query.
  alsoInvalidates: departmentKeys.all,
};
