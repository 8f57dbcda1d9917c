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

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * The query of a server-paged list: `perPage`, `search`, and a `sort` limited to the columns the list
 * can order by (each backed by an index), with its `order`. Routes extend it with their filters.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaults: { sort: S[number]; order?: SortOrder; perPage?: number },
) {
  return z.object({
    perPage: z.coerce.number().int().min(1, 'Itens por página inválido').max(100, 'No máximo 100 itens por página').default(defaults.perPage ?? 20),
    search: z.string().trim().max(120, 'Busca muito longa').optional(),
    sort: z.enum(sorts, { message: 'Ordenação inválida' }).default(defaults.sort as S[number]),
    order: z.enum(sortOrders, { message: 'Ordem inválida' }).default(defaults.order ?? 'asc'),
  });
}

/**
 * What still uses a row about to be deleted (a department's operators and attendances, a tag's
 * contacts, ...): the screens ask what to do with them before DELETE.
 */
export const usageResponseSchema = z.object({
  statusCode: z.number().int(),
  usage: z.array(z.object({ kind: z.string(), count: z.number().int() })),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** DELETE ...?replaceWith=<id>: move what used the row to another one; absent: clear the reference. */
export const replaceWithQuerySchema = z.object({ replaceWith: idSchema.optional() });
