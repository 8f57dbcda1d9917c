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
  week: {
    volumeTitle: 'Últimos 7 dias: atendimentos abertos e finalizados',
    timesTitle: 'Últimos 7 dias: TME e TMA (mm:ss)',
    tableCaption: 'Últimos 7 dias por dia',
    day: 'Dia',
    opened: 'Abertos',
    finished: 'Finalizados',
    wait: 'TME',
    handle: 'TMA',
    loading: 'Carregando os últimos 7 dias',
    loadError: 'Não foi possível carregar os últimos 7 dias.',
  },
  load: {
    title: 'Carga dos operadores agora',
    online: 'online',
    offline: 'offline',
    item: '{{name}}, {{state}}: {{open}} de {{max}} atendimentos',
    value: '{{open}} / {{max}}',
    onlineCount_zero: 'Nenhum online',
    onlineCount_one: '{{count}} online',
    onlineCount_other: '{{count}} online',
    empty: 'Nenhum operador cadastrado.',
  },
  /** The spec's labels (spec section 4). */
  status: { ...attendanceStatusLabels },
};

export type DashboardMessages = typeof dashboardPtBR;
