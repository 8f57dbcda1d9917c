// What every action dialog on an attendance (transfer, finish) does with the server's answer:
// success alert, close, tell the parent; on failure the server's message, and when the attendance
// was closed meanwhile (attendance_closed) show it as it is now.
import { useQueryClient } from '@tanstack/react-query';
import { isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { attendanceKeys } from '../../api/query-keys';

export function useAttendanceActionOutcome(attendanceId: string, close: () => void) {
  const queryClient = useQueryClient();
  return (successMessage: string, onDone: () => void) => ({
    onSuccess: () => {
      alertSuccess(successMessage);
      close();
      onDone();
    },
    onError: (error: unknown) => {
      alertDanger(errorMessage(error));
      if (isApiErrorOf(error, 'attendance_closed')) {
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.detail(attendanceId) });
        close();
      }
    },
  });
}
