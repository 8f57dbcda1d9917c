// /api/department: the management list, create, rename, usage, delete with replaceWith.
import { departmentListResponseSchema, departmentRowSchema, type DepartmentRow } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import type { CatalogResource } from './catalog-resource';

export const departmentsResource: CatalogResource<DepartmentRow> = {
  key: 'departments',
  row: departmentRowSchema,
  pagePath: (channelId, page) => `/api/department/channel/${channelId}/page/${page}`,
  createPath: () => '/api/department',
  itemPath: (_channelId, id) => `/api/department/${id}`,
  usagePath: (_channelId, id) => `/api/department/${id}/usage`,
  fetchReplacements: (channelId) =>
    apiRequest(`/api/department/channel/${channelId}`, { schema: departmentListResponseSchema }).then((r) =>
      r.departments.map((d) => ({ value: d._id, label: d.name })),
    ),
};
