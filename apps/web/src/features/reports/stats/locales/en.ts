import type { ReportStatsMessages } from './pt-BR';

export const reportStatsEn: ReportStatsMessages = {
  intro: "The period's volume in the channel's time zone: messages, new contacts and attendances, the heatmap of inbound messages and each operator's productivity.",
  tiles: {
    messagesIn: 'Messages received',
    messagesOut: 'Messages sent',
    newContacts: 'New contacts',
    opened: 'Attendances opened',
    finished: 'Finished',
    abandoned: 'Abandoned',
    botOnly: 'Bot only',
    botOnlyHelp: 'Attendances closed without reaching an operator (solved in self-service).',
  },
  charts: {
    messages: 'Messages per day',
    attendances: 'Attendances per day',
    messagesIn: 'Received',
    messagesOut: 'Sent',
    opened: 'Opened',
    finished: 'Finished',
  },
  heatmap: {
    title: 'Heatmap: inbound messages by weekday and hour',
    caption: "Messages received in the period, by weekday and hour (channel's time zone)",
    hour: '{{hour}}h',
    cell_one: '{{day}}, {{hour}}h: {{count}} message',
    cell_other: '{{day}}, {{hour}}h: {{count}} messages',
    less: 'Less',
    more: 'More ({{max}})',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  table: {
    caption: 'Productivity by operator',
    operator: 'Operator',
    finished: 'Finished',
    messagesSent: 'Messages sent',
    handle: 'Avg. handle time',
    online: 'Time online',
  },
};
