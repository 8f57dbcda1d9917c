import { attendanceStatusLabels } from '@atende/contract';

export const dashboardPtBR = {
  welcome: 'Olá, {{name}}!',
  channel: 'Canal {{channel}}',
  channelNumber: 'Número {{number}}',
  noChannel: 'Nenhum canal vinculado',
  intro: 'Este é o painel da sua empresa: os números de hoje, atualizados ao vivo.',
  todayIn: 'Números de hoje no fuso {{timezone}}',
  loading: 'Carregando os números de hoje',
  loadError: 'Não foi possível carregar os números de hoje.',
  stats: {
    waitingNow: 'Aguardando agora',
    inAttendance: 'Em atendimento',
    selfService: 'Em auto-atendimento',
    operatorsOnline: 'Operadores online',
    operatorsOnlineValue: '{{online}} de {{total}}',
    averageWait: 'Tempo médio de espera hoje',
    finishedToday: 'Finalizados hoje',
  },
  byStatus: {
    title: 'Atendimentos de hoje por status',
    total_zero: 'Nenhum atendimento',
    total_one: '{{count}} atendimento',
    total_other: '{{count}} atendimentos',
  },
  /** The spec's labels (spec section 4). */
  status: { ...attendanceStatusLabels },
};

export type DashboardMessages = typeof dashboardPtBR;
