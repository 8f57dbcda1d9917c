import type { AttendanceMessages } from './pt-BR';

export const attendanceEn: AttendanceMessages = {
  operator: 'Operator',
  status: {
    label: 'Attendance status',
    online: 'Online',
    offline: 'Offline',
  },
  panel: {
    queue: 'Attendance queue',
    conversation: 'Conversation',
    schedule: 'Operator schedule',
    comingSoon: 'Coming soon',
    queueHint: 'Attendances assigned to you show up here.',
    conversationHint: 'Pick an attendance to talk to the customer.',
    scheduleHint: 'Your appointments and scheduled call-backs show up here.',
  },
};
