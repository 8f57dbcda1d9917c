// /managemessages: the channel's automatic messages.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { PageLoader } from '@/shared/ui/page-loader';
import { useAutomaticMessages } from '../api/automatic-messages';
import { MessagesForm } from '../components/messages-form';
import { chatbotNamespace } from '../locales';

export function AutomaticMessagesPage() {
  const { t } = useTranslation(chatbotNamespace);
  const query = useAutomaticMessages();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        {errorMessage(query.error)}
      </Alert>
    );
  return <MessagesForm messages={query.data} />;
}
