// A campaign's status as a coloured badge, labelled in the UI language.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@atende/contract';
import { campaignsNamespace } from '../locales';

const colors: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  paused: 'orange',
  completed: 'green',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation(campaignsNamespace);
  return (
    <Badge color={colors[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`statusLabels.${status}`)}
    </Badge>
  );
}
