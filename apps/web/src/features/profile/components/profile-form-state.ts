// "Meu Perfil" form values, checked with the contract's profileUpdateSchema before sending.
import { profileUpdateSchema, type ProfileUpdate, type SessionUser } from '@atende/contract';
import { maskCpfCnpj } from '@/shared/br';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

export type ProfileFormState = {
  name: string;
  email: string;
  nickname: string;
  cpf: string;
  mobile: string;
  job: string;
  company: string;
  soundAlert: boolean;
  currentPassword: string;
  password: string;
};

export const profileFormFrom = (user: SessionUser): ProfileFormState => ({
  name: user.name,
  email: user.email ?? '',
  nickname: user.nickname ?? '',
  cpf: maskCpfCnpj(user.cpf ?? ''),
  mobile: user.mobile ?? '',
  job: user.job ?? '',
  company: user.company ?? '',
  soundAlert: user.soundAlert,
  currentPassword: '',
  password: '',
});

export type ProfileCheck = { ok: true; body: ProfileUpdate } | { ok: false; errors: Record<string, string> };

export function checkProfileForm(state: ProfileFormState): ProfileCheck {
  const { currentPassword, password, ...rest } = state;
  // Passwords only travel when the user is changing them.
  const body: ProfileUpdate = password || currentPassword ? { ...rest, currentPassword, password } : rest;
  const parsed = profileUpdateSchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
