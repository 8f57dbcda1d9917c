// Tags: a coloured label a contact carries (spec sections 3 and 7 "/channel/tags/{id}").
import { z } from 'zod';
import { idSchema, listQuerySchema } from './common.js';

export const tagColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #rrggbb)');

export const tagSchema = z.object({
  _id: idSchema,
  channelId: idSchema,
  name: z.string(),
  color: z.string(),
  createdAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da etiqueta').max(40, 'Use no máximo 40 caracteres'),
  color: tagColorSchema,
});
export type TagInput = z.input<typeof tagInputSchema>;

export const tagResponseSchema = z.object({ statusCode: z.number().int(), tag: tagSchema });
export const tagListResponseSchema = z.object({ statusCode: z.number().int(), tags: z.array(tagSchema) });

/** Creating through the API may leave the colour out: the server picks one (randomTagColor). */
export const tagCreateSchema = tagInputSchema.extend({ color: tagColorSchema.optional() });

/** A row of the management list (/managetags): how many contacts carry it. */
export const tagRowSchema = tagSchema.extend({ contactsCount: z.number().int() });
export type TagRow = z.infer<typeof tagRowSchema>;

export const tagSorts = ['name', 'createdAt'] as const;
export const tagListQuerySchema = listQuerySchema(tagSorts, { sort: 'name' });

/** Usage kind answered by GET .../:tagId/usage. */
export const tagUsageKinds = ['contacts'] as const;

/** Each RGB component at most 200 (spec section 9), so white text stays readable on the badge. */
export const TAG_COLOR_COMPONENT_MAX = 200;

export function randomTagColor(random: () => number = Math.random): string {
  const component = () => Math.floor(random() * (TAG_COLOR_COMPONENT_MAX + 1)).toString(16).padStart(2, '0');
  return `#${component()}${component()}${component()}`;
}
