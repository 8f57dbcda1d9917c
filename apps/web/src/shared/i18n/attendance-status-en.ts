// The attendance statuses in English: the contract's labels (attendanceStatusLabels) are pt-BR, and
// every feature that shows a status (the panel, the owner's list, the follow drawer) reads these.
import type { AttendanceStatus } from '@atende/contract';

export const attendanceStatusLabelsEn: Record<AttendanceStatus, string> = {
  waiting: 'Waiting',
  offline_operators: 'Waiting queue',
  in_attendance: 'In attendance',
  opened: 'Self-service',
  campaign: 'Campaign',
  abandoned: 'Abandoned',
  in_survey: 'In satisfaction survey',
  finished: 'Finished',
};
