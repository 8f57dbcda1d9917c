// One colour per attendance status, so a status reads the same on every screen (the owner's list,
// the follow drawer, the reports' badges and charts).
import type { AttendanceStatus } from '@atende/contract';

export const attendanceStatusColors: Record<AttendanceStatus, string> = {
  waiting: 'yellow',
  offline_operators: 'orange',
  in_attendance: 'green',
  opened: 'cyan',
  campaign: 'violet',
  abandoned: 'red',
  in_survey: 'indigo',
  finished: 'gray',
};
