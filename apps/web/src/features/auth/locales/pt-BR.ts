export const authPtBR = {
  title: 'Entrar no Atende',
  subtitle: 'Use o login e a senha fornecidos pela sua empresa.',
  login: 'Login',
  password: 'Senha',
  submit: 'Entrar',
  logoutReason: {
    outside_working_hours: 'Você foi desconectado: fora do horário de atendimento',
    disconnected_operator: 'Você foi desconectado: sua sessão de operador foi encerrada',
    session_expired: 'Sua sessão expirou. Entre novamente.',
    connection_lost: 'Não foi possível falar com o servidor. Verifique a conexão e entre novamente.',
  },
};

export type AuthMessages = typeof authPtBR;
