// One import's state, live: the socket's contact_import.progress patches it; when no event came in
// the last 2 s (socket down, another instance's worker without Redis), it is read again every 2 s.
import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactImportFinished, type ContactImport } from '@atende/contract';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { contactImportKeys, fetchContactImport } from '../api/contact-import-api';

export const IMPORT_POLL_MS = 2000;

export function useImportProgress(initial: ContactImport) {
  const queryClient = useQueryClient();
  const key = contactImportKeys.one(initial._id);
  const lastEventAt = useRef(0);

  useSocketEvent('contact_import.progress', ({ import: view }) => {
    if (view._id !== initial._id) return;
    const current = queryClient.getQueryData<ContactImport>(key);
    // A late event never undoes the end.
    if (current && contactImportFinished(current.status)) return;
    lastEventAt.current = Date.now();
    queryClient.setQueryData(key, view);
  });

  return useQuery({
    queryKey: key,
    initialData: initial,
    queryFn: async () => {
      const cached = queryClient.getQueryData<ContactImport>(key);
      if (cached && Date.now() - lastEventAt.current < IMPORT_POLL_MS) return cached;
      return fetchContactImport(initial._id);
    },
    refetchInterval: (query) => (query.state.data && contactImportFinished(query.state.data.status) ? false : IMPORT_POLL_MS),
  }).data;
}
