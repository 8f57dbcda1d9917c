// The users module's failures (apps/server/src/modules/users): signing in, the own profile and the
// logins every account shares (operators', supervisors' and owners' alike).
import { defineErrors } from './define.js';

export const usersErrors = defineErrors({
  login_taken: { status: 409, message: 'Este login já está em uso.' },
  invalid_credentials: { status: 401, message: 'Login ou senha inválidos.' },
  user_blocked: { status: 403, message: 'Usuário bloqueado. Fale com o responsável pela sua conta.' },
  channel_blocked: { status: 403, message: 'Este canal está bloqueado. Fale com o administrador.' },
  too_many_attempts: { status: 429, message: 'Muitas tentativas de login. Aguarde {wait} e tente novamente.' },
  user_not_found: { status: 404, code: 'not_found', message: 'Usuário não encontrado.' },
  profile_not_own: { status: 403, code: 'forbidden', message: 'Você só pode editar o seu próprio perfil.' },
  wrong_current_password: { status: 400, message: 'A senha atual não confere.' },
});
