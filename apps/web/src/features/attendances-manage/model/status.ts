import type { AttendanceStatus } from '@atende/contract';
import { attendanceStatusColors } from '@/shared/ui/attendance-status-colors';

/** Finished and abandoned attendances take no transfer or finish. */
export const isClosed = (status: AttendanceStatus) => status === 'finished' || status === 'abandoned';

export const statusColor = (status: AttendanceStatus) => attendanceStatusColors[status];
