// The channel's departments as other features read them: one query, one cache key. Their management
// screen is the catalog's (/manageDepartments).
export { departmentKeys, departmentsQuery, fetchDepartments, toDepartmentOptions, useDepartments, type DepartmentOption } from './api/departments-query';
