// /reportAccessLog (namespace "reportAccessLog"): sign-ins, refused sign-ins and sign-outs of the company.
export const reportAccessLogPtBR = {
  intro: 'Entradas, tentativas recusadas e saídas de todos os usuários da empresa (proprietário, supervisores e operadores), das mais recentes para as mais antigas.',
  user: {
    label: 'Usuário',
    any: 'Todos',
    owner: 'Proprietário',
    managers: 'Supervisores',
    operators: 'Operadores',
    deleted: '{{name}} (excluído)',
  },
  tiles: {
    logins: 'Entradas',
    failures: 'Tentativas recusadas',
    logouts: 'Saídas',
    users: 'Usuários',
    usersHelp: 'Usuários diferentes com algum registro no período.',
  },
  chart: { title: 'Acessos por dia', logins: 'Entradas', failures: 'Tentativas recusadas' },
  table: {
    caption: 'Registro de acesso',
    when: 'Data e hora',
    user: 'Usuário',
    login: 'Login',
    event: 'Evento',
    ip: 'IP',
    device: 'Dispositivo',
    unknownUser: 'Usuário não encontrado',
    unknown: 'Não informado',
  },
  events: { login: 'Entrada', logout: 'Saída', login_failed: 'Tentativa de entrada recusada' },
  roles: { admin: 'Administrador', channel: 'Proprietário', channel_manager: 'Supervisor', operator: 'Operador' },
};

export type ReportAccessLogMessages = typeof reportAccessLogPtBR;
