// Each attendance status's label (the contract's pt-BR, or English) and its color, the same the
// attendances list uses, so a status reads the same on every screen and chart.
import { attendanceStatusLabels, type AttendanceStatus } from '@atende/contract';
import { attendanceStatusLabelsEn } from '@/shared/i18n/attendance-status-en';

export { attendanceStatusColors as statusColors } from '@/shared/ui/attendance-status-colors';

export const statusLabel = (status: AttendanceStatus, language: string) =>
  language === 'en' ? attendanceStatusLabelsEn[status] : attendanceStatusLabels[status];
