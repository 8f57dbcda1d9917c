// A campaign's status as a coloured badge with the contract's pt-BR label.
import { Badge } from '@mantine/core';
import { campaignStatusLabels, type CampaignStatus } from '@atende/contract';

const colors: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  paused: 'orange',
  completed: 'green',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={colors[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {campaignStatusLabels[status]}
    </Badge>
  );
}
