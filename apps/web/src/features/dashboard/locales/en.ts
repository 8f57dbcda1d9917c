import type { DashboardMessages } from './pt-BR';

export const dashboardEn: DashboardMessages = {
  welcome: 'Hello, {{name}}!',
  channel: 'Channel {{channel}}',
  channelNumber: 'Number {{number}}',
  noChannel: 'No channel linked',
  intro: "This is your company's dashboard: today's numbers, updated live.",
  todayIn: "Today's numbers in the {{timezone}} time zone",
  loading: "Loading today's numbers",
  loadError: "Could not load today's numbers.",
  stats: {
    waitingNow: 'Waiting now',
    inAttendance: 'In attendance',
    selfService: 'Self-service',
    operatorsOnline: 'Operators online',
    operatorsOnlineValue: '{{online}} of {{total}}',
    averageWait: 'Average wait today',
    finishedToday: 'Finished today',
  },
  byStatus: {
    title: "Today's attendances by status",
    total_zero: 'No attendances',
    total_one: '{{count}} attendance',
    total_other: '{{count}} attendances',
  },
  status: {
    waiting: 'Waiting',
    offline_operators: 'Queue',
    in_attendance: 'In attendance',
    opened: 'Self-service',
    campaign: 'Campaign',
    abandoned: 'Abandoned',
    in_survey: 'In satisfaction survey',
    finished: 'Finished',
  },
};
