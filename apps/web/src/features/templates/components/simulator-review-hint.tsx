// On a simulator channel nobody at Meta reviews templates: the /simulador page plays the reviewer,
// so the list says where a template "Em análise" gets approved or rejected.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { templatesNamespace } from '../locales';
import { useSimulatorChannel } from '../model/simulator-channel';

export function SimulatorReviewHint() {
  const { t } = useTranslation(templatesNamespace);
  const user = useSessionUser();
  const simulator = useSimulatorChannel();
  if (!simulator || !user?.channelId) return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('simulator.title')} data-testid="simulator-review-hint">
      <Text size="sm">{t('simulator.hint')}</Text>
      <Anchor href={`/simulador?canal=${user.channelId}`} target="_blank" rel="noopener noreferrer" size="sm">
        {t('simulator.open')}
      </Anchor>
    </Alert>
  );
}
