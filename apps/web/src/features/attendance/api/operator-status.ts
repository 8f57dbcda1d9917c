import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

export const setOperatorStatus = (operatorId: string, status: boolean) =>
  apiRequest<unknown>(`/api/operator/status/${operatorId}`, { method: 'PATCH', body: { status } });

/** Records the operator's own status in the session so every screen shows the same switch. */
export function applyOperatorStatus(operatorId: string, status: boolean): void {
  sessionStore.updateUser((user) =>
    user.operatorData?._id === operatorId ? { ...user, operatorData: { ...user.operatorData, status } } : user,
  );
}

export const useOperatorStatusMutation = () =>
  useMutation({
    mutationFn: ({ operatorId, status }: { operatorId: string; status: boolean }) =>
      setOperatorStatus(operatorId, status),
    onSuccess: (_data, { operatorId, status }) => applyOperatorStatus(operatorId, status),
  });
