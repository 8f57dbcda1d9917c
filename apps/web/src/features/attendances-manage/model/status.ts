import type { AttendanceStatus } from '@atende/contract';

/** Finished and abandoned attendances take no transfer or finish. */
export const isClosed = (status: AttendanceStatus) => status === 'finished' || status === 'abandoned';

const colors: Record<AttendanceStatus, string> = {
  waiting: 'yellow',
  offline_operators: 'orange',
  in_attendance: 'green',
  opened: 'cyan',
  campaign: 'violet',
  abandoned: 'red',
  in_survey: 'indigo',
  finished: 'gray',
};
export const statusColor = (status: AttendanceStatus) => colors[status];
