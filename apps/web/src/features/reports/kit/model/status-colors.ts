// Each attendance status's label (the contract's pt-BR, or English) and its color, the same the
// attendances list uses, so a status reads the same on every screen and chart.
import { attendanceStatusLabels, type AttendanceStatus } from '@atende/contract';
import { attendanceStatusLabelsEn } from '@/shared/i18n/attendance-status-en';

export const statusColors: Record<AttendanceStatus, string> = {
  waiting: 'yellow',
  offline_operators: 'orange',
  in_attendance: 'green',
  opened: 'cyan',
  campaign: 'violet',
  abandoned: 'red',
  in_survey: 'indigo',
  finished: 'gray',
};

export const statusLabel = (status: AttendanceStatus, language: string) =>
  language === 'en' ? attendanceStatusLabelsEn[status] : attendanceStatusLabels[status];
