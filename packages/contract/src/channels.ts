// Companies' channels (spec section 3 "Channel", section 7 "Channels").
import { z } from 'zod';
import { apiTypes, channelStatuses, permissionNames } from './roles.js';
import { channelConfigSchema } from './modules.js';
import { idSchema } from './common.js';
import { channelMessageSchema, embedAllowedOriginsSchema, openingHoursSchema, presenceGraceSecondsSchema, timeZoneSchema } from './channel-settings.js';

const loginSchema = z
  .string()
  .trim()
  .min(3, 'O login deve ter ao menos 3 caracteres')
  .max(60, 'Máximo de 60 caracteres')
  .regex(/^[a-zA-Z0-9._@-]+$/, 'Use apenas letras, números, ponto, hífen, @ ou sublinhado');
export const newPasswordSchema = z
  .string()
  .min(8, 'A senha deve ter ao menos 8 caracteres')
  .max(200, 'Máximo de 200 caracteres');

export const accountOwnerSchema = z.object({
  login: loginSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, 'Informe o nome').max(120),
  email: z.email({ message: 'E-mail inválido' }),
});

export const channelCreateSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da empresa').max(120),
  channelNumber: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(10, 'Número do canal inválido').max(15, 'Número do canal inválido')),
  apiType: z.enum(apiTypes, { message: 'Tipo de API inválido' }),
  credentials: z.record(z.string(), z.string().max(4000)).default({}),
  owner: accountOwnerSchema,
  timezone: timeZoneSchema.default('America/Sao_Paulo'),
});
export type ChannelCreate = z.input<typeof channelCreateSchema>;

export const channelUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Informe o nome da empresa').max(120).optional(),
  channelNumber: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(10, 'Número do canal inválido').max(15))
    .optional(),
  /** Write-only: a key sent replaces the stored one, an empty string removes it. */
  credentials: z.record(z.string(), z.string().max(4000, 'Máximo de 4000 caracteres')).optional(),
  timezone: timeZoneSchema.optional(),
  openingHours: openingHoursSchema.optional(),
  outsideHoursMessage: channelMessageSchema.optional(),
  queueMessage: channelMessageSchema.optional(),
  embedAllowedOrigins: embedAllowedOriginsSchema.optional(),
  presenceGraceSeconds: presenceGraceSecondsSchema.optional(),
  requeueOnOperatorOffline: z.boolean().optional(),
});
export type ChannelUpdate = z.input<typeof channelUpdateSchema>;

export const channelSchema = z.object({
  _id: idSchema,
  name: z.string(),
  channelNumber: z.string(),
  apiType: z.enum(apiTypes),
  status: z.enum(channelStatuses).nullable(),
  blocked: z.boolean(),
  deleted: z.boolean(),
  timezone: z.string(),
  secondaryChannelIds: z.array(idSchema),
  /** Credentials are write-only: only which keys are set and a masked tail are returned. */
  credentials: z.record(z.string(), z.string()),
  config: channelConfigSchema,
  createdAt: z.string(),
  /** Why the channel needs the owner's attention ('provider_auth': the provider refused its token); null when fine. */
  attentionReason: z.string().nullable().optional(),
  /** The channel's settings (/manageChannel); always sent by the server. */
  openingHours: openingHoursSchema.optional(),
  outsideHoursMessage: z.string().nullable().optional(),
  queueMessage: z.string().nullable().optional(),
  /** Origins allowed to frame /chat and /messages (empty: no site may frame them). */
  embedAllowedOrigins: z.array(z.string()).optional(),
  /** Seconds an operator whose last connection closed stays online. */
  presenceGraceSeconds: z.number().int().optional(),
  /** Whether an operator who goes offline by disconnection has their open attendances requeued. */
  requeueOnOperatorOffline: z.boolean().optional(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelResponseSchema = z.object({
  statusCode: z.number().int(),
  channel: z.object({ channel: channelSchema }),
});
export const channelPageSchema = z.object({
  statusCode: z.number().int(),
  channels: z.array(channelSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export const channelFilterSchema = z.object({
  search: z.string().trim().max(120).optional(),
  apiType: z.enum(apiTypes).optional(),
  blocked: z.boolean().optional(),
});
export const channelConfigResponseSchema = z.object({
  statusCode: z.number().int(),
  channelConfig: channelConfigSchema,
});
export const secondaryChannelCreateSchema = z.object({
  channelId: idSchema,
  secondaryChannelId: idSchema,
});
export const secondaryChannelsResponseSchema = z.object({
  statusCode: z.number().int(),
  channels: z.array(channelSchema),
});

export const managerCreateSchema = z.object({
  login: loginSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, 'Informe o nome').max(120, 'Máximo de 120 caracteres'),
  // '' (an empty form field) means no e-mail.
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'E-mail inválido' })
    .optional(),
  permissions: z.array(z.enum(permissionNames, { message: 'Permissão desconhecida' })).default([]),
});
export const managerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  permissions: z.array(z.string()),
  channelId: idSchema,
  createdAt: z.string(),
});
