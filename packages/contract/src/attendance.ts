// Attendance statuses and their pt-BR labels (spec section 4).
export const attendanceStatuses = [
  'waiting',
  'offline_operators',
  'in_attendance',
  'opened',
  'campaign',
  'abandoned',
  'in_survey',
  'finished',
] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** The spec's labels; any status not listed reads as Finalizado. */
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  waiting: 'Aguardando',
  offline_operators: 'Fila de Espera',
  in_attendance: 'Em atendimento',
  opened: 'Em auto-atendimento',
  campaign: 'Campanha',
  abandoned: 'Abandonado',
  in_survey: 'Em pesquisa de satisfação',
  finished: 'Finalizado',
};

/** Any status not listed reads as Finalizado, as the spec says. */
export const attendanceStatusLabel = (status: string): string =>
  (attendanceStatusLabels as Record<string, string>)[status] ?? 'Finalizado';
