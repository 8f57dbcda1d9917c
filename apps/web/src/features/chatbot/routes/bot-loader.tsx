// Loads what a chatbot screen shows: the loader while it comes, the server's message if it fails.
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { PageLoader } from '@/shared/ui/page-loader';
import { useChatbot, type Chatbot } from '../api/chatbot-query';
import { chatbotNamespace } from '../locales';

export function WhenLoaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(chatbotNamespace);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        {errorMessage(query.error)}
      </Alert>
    );
  return children(query.data);
}

export function WithBot({ children }: { children: (bot: Chatbot) => ReactNode }) {
  const query = useChatbot();
  return <WhenLoaded query={query}>{children}</WhenLoaded>;
}
