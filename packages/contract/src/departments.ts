// Departments as other screens see them (the transfer dialog, the queue).
import { z } from 'zod';
import { idSchema } from './common.js';

export const departmentSchema = z.object({ _id: idSchema, name: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export const departmentListResponseSchema = z.object({ statusCode: z.number().int(), departments: z.array(departmentSchema) });
