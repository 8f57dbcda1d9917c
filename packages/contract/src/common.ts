import { z } from 'zod';

export const idSchema = z.uuid({ message: 'Identificador inválido' });
export const idParamsSchema = z.object({ id: idSchema });
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Horário inválido (use HH:mm)' });
export const okSchema = z.object({ statusCode: z.number().int(), message: z.string().optional() });
export const pageParamsSchema = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    statusCode: z.number().int(),
    items: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  });
