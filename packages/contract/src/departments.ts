// Departments: the transfer dialog and the queue read `departmentSchema`; the management screen
// (/manageDepartments) pages them with their counts and creates, renames and deletes them.
import { z } from 'zod';
import { idSchema, listQuerySchema } from './common.js';

export const departmentSchema = z.object({ _id: idSchema, name: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export const departmentListResponseSchema = z.object({ statusCode: z.number().int(), departments: z.array(departmentSchema) });

export const departmentInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome do departamento').max(60, 'Use no máximo 60 caracteres'),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

export const departmentDetailSchema = departmentSchema.extend({ channelId: idSchema, createdAt: z.string() });
export type DepartmentDetail = z.infer<typeof departmentDetailSchema>;

/** A row of the management list: who works in it and what is still open there. */
export const departmentRowSchema = departmentDetailSchema.extend({
  operatorsCount: z.number().int(),
  openAttendancesCount: z.number().int(),
});
export type DepartmentRow = z.infer<typeof departmentRowSchema>;

export const departmentSorts = ['name', 'createdAt'] as const;
export const departmentListQuerySchema = listQuerySchema(departmentSorts, { sort: 'name' });

export const departmentResponseSchema = z.object({ statusCode: z.number().int(), department: departmentDetailSchema });

/**
 * Usage kinds answered by GET /api/department/:id/usage: its operators, its open attendances and its
 * closed ones (finished or abandoned; the two attendance kinds never overlap).
 */
export const departmentUsageKinds = ['operators', 'openAttendances', 'attendances'] as const;
