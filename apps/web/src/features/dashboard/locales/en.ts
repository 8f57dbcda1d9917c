import type { DashboardMessages } from './pt-BR';

export const dashboardEn: DashboardMessages = {
  welcome: 'Hello, {{name}}!',
  channel: 'Channel {{channel}}',
  channelNumber: 'Number {{number}}',
  noChannel: 'No channel linked',
  intro: "This is your company's dashboard. Attendance figures show up here.",
  stats: {
    attendancesToday: 'Attendances today',
    inAttendance: 'In attendance',
    waiting: 'Waiting',
    operatorsOnline: 'Operators online',
  },
  comingSoon: 'Coming soon',
};
