// Tags: a coloured label a contact carries (spec sections 3 and 7 "/channel/tags/{id}").
import { z } from 'zod';
import { idSchema } from './common.js';

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
