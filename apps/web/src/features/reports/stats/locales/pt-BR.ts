// /reportStats (namespace "reportStats"): volume tiles, per-day charts, the heatmap, productivity.
export const reportStatsPtBR = {
  intro: 'Volume do período no fuso do canal: mensagens, contatos novos e atendimentos, o mapa de calor das mensagens recebidas e a produtividade de cada operador.',
  tiles: {
    messagesIn: 'Mensagens recebidas',
    messagesOut: 'Mensagens enviadas',
    newContacts: 'Contatos novos',
    opened: 'Atendimentos abertos',
    finished: 'Finalizados',
    abandoned: 'Abandonados',
    botOnly: 'Só no robô',
    botOnlyHelp: 'Atendimentos encerrados sem passar por um operador (resolvidos no auto-atendimento).',
  },
  charts: {
    messages: 'Mensagens por dia',
    attendances: 'Atendimentos por dia',
    messagesIn: 'Recebidas',
    messagesOut: 'Enviadas',
    opened: 'Abertos',
    finished: 'Finalizados',
  },
  heatmap: {
    title: 'Mapa de calor: mensagens recebidas por dia da semana e hora',
    caption: 'Mensagens recebidas no período, por dia da semana e hora (fuso do canal)',
    hour: '{{hour}}h',
    cell_one: '{{day}}, {{hour}}h: {{count}} mensagem',
    cell_other: '{{day}}, {{hour}}h: {{count}} mensagens',
    less: 'Menos',
    more: 'Mais ({{max}})',
    weekdays: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
    weekdaysShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  },
  table: {
    caption: 'Produtividade por operador',
    operator: 'Operador',
    finished: 'Finalizados',
    messagesSent: 'Mensagens enviadas',
    handle: 'TMA',
    online: 'Tempo online',
  },
};

export type ReportStatsMessages = typeof reportStatsPtBR;
