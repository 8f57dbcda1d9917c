// Sign-in, the session user (spec section 3 "User (session)") and the own-profile edit.
import { z } from 'zod';
import { channelConfigSchema } from './modules.js';
import { roles } from './roles.js';
import { channelSchema } from './channels.js';
import { isValidCpfOrCnpj } from './br.js';
import { idSchema, timeOfDaySchema } from './common.js';

export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'Informe o login').max(120),
  password: z.string().min(1, 'Informe a senha').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const operatorDataSchema = z.object({
  _id: idSchema,
  name: z.string(),
  channelId: idSchema,
  status: z.boolean(),
  weekStartTime: timeOfDaySchema,
  weekFinishTime: timeOfDaySchema,
  satStartTime: timeOfDaySchema,
  satFinishTime: timeOfDaySchema,
  sunStartTime: timeOfDaySchema,
  sunFinishTime: timeOfDaySchema,
  privacy: z.boolean(),
  maxAttendances: z.number().int(),
  departmentIds: z.array(idSchema),
});
export type OperatorData = z.infer<typeof operatorDataSchema>;

/** The session's view of its channel: the channel without config, credentials or dates. */
export const sessionChannelSchema = channelSchema.pick({
  _id: true,
  name: true,
  channelNumber: true,
  apiType: true,
  status: true,
  blocked: true,
  timezone: true,
  secondaryChannelIds: true,
  attentionReason: true,
});

export const sessionUserSchema = z.object({
  _id: idSchema,
  role: z.enum(roles),
  roleId: idSchema.nullable(),
  channelId: idSchema.nullable(),
  channel: sessionChannelSchema.nullable(),
  channelConfig: channelConfigSchema.nullable(),
  operatorData: operatorDataSchema.nullable(),
  permissions: z.array(z.string()),
  login: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  mobile: z.string().nullable(),
  photoURL: z.string().nullable(),
  job: z.string().nullable(),
  company: z.string().nullable(),
  soundAlert: z.boolean(),
  urlServer: z.string(),
  urlStorage: z.string(),
  admin: z.object({ master: z.boolean(), showQRPage: z.boolean() }).nullable(),
  updatedAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  statusCode: z.number().int(),
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ statusCode: z.number().int(), user: sessionUserSchema });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Meu Perfil: name and email required; CPF/CNPJ checked; a new password needs the current one. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Informe o nome completo').max(120, 'Máximo de 120 caracteres'),
    email: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email({ message: 'E-mail inválido' })),
    nickname: optionalText(60),
    cpf: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.replace(/\D/g, '') : null))
      .refine((v) => v === null || isValidCpfOrCnpj(v), { message: 'CPF ou CNPJ inválido' }),
    mobile: optionalText(20),
    job: optionalText(80),
    company: optionalText(120),
    soundAlert: z.boolean().optional(),
    currentPassword: z.string().optional(),
    password: z.string().min(8, 'A nova senha deve ter ao menos 8 caracteres').max(200).optional().or(z.literal('')),
  })
  .refine((v) => !v.password || !!v.currentPassword, {
    message: 'Informe a senha atual para trocar a senha',
    path: ['currentPassword'],
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * PUT /api/user/{id} (Meu Perfil). A new password ends every other session of the user (their tokens
 * stop working, their sockets close); this one continues with the fresh token and expiry sent here.
 */
export const profileUpdateResponseSchema = meResponseSchema.extend({
  message: z.string(),
  token: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

export const accessLogEntrySchema = z.object({
  _id: idSchema,
  userId: idSchema,
  login: z.string(),
  event: z.enum(['login', 'logout', 'login_failed']),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
