export const accessLogPtBR = {
  caption: 'Meu histórico de acesso',
  intro: 'Suas entradas e saídas do sistema, das mais recentes para as mais antigas.',
  columns: { when: 'Data e hora', event: 'Evento', ip: 'IP', browser: 'Navegador' },
  events: { login: 'Entrada', logout: 'Saída', login_failed: 'Tentativa de entrada recusada' },
  unknown: 'Não informado',
  empty: 'Nenhum acesso registrado',
};

export type AccessLogMessages = typeof accessLogPtBR;
