export const dashboardPtBR = {
  welcome: 'Olá, {{name}}!',
  channel: 'Canal {{channel}}',
  channelNumber: 'Número {{number}}',
  noChannel: 'Nenhum canal vinculado',
  intro: 'Este é o painel da sua empresa. Os números do atendimento aparecem aqui.',
  stats: {
    attendancesToday: 'Atendimentos hoje',
    inAttendance: 'Em atendimento',
    waiting: 'Aguardando',
    operatorsOnline: 'Operadores online',
  },
  comingSoon: 'Em breve',
};

export type DashboardMessages = typeof dashboardPtBR;
