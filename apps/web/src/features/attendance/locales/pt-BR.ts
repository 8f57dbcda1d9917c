export const attendancePtBR = {
  operator: 'Operador',
  status: {
    label: 'Status de atendimento',
    online: 'Online',
    offline: 'Offline',
  },
  panel: {
    queue: 'Fila de atendimentos',
    conversation: 'Conversa',
    schedule: 'Agenda do operador',
    comingSoon: 'Em breve',
    queueHint: 'Os atendimentos atribuídos a você aparecerão aqui.',
    conversationHint: 'Selecione um atendimento para conversar com o cliente.',
    scheduleHint: 'Seus compromissos e retornos agendados aparecerão aqui.',
  },
};

export type AttendanceMessages = typeof attendancePtBR;
