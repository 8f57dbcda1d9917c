// /reportCampaign: the period's campaigns on the report kit (tiles, outcomes per day, the campaigns
// table, export); picking one (a row, or the picker for a campaign outside the period) shows what
// happened to each of its contacts. The period stays in the URL, so going back shows it again.
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListState } from '@/shared/list/use-list-state';
import { RECIPIENTS_PER_PAGE } from '../api/campaign-recipients';
import { CampaignPicker } from '../components/report/campaign-picker';
import { CampaignRecipientsReport } from '../components/report/campaign-recipients-report';
import { CampaignsPeriodReport } from '../components/report/campaigns-period-report';
import { campaignsNamespace } from '../locales';

/** The drill-down's own URL values: leaving it drops them (the page number included). */
const drillDownParams = ['campaign', 'outcome', 'replied', 'search', 'sort', 'order', 'page'];

export function CampaignReportPage() {
  const { t } = useTranslation(campaignsNamespace);
  const [, setParams] = useSearchParams();
  const list = useListState({ sort: 'sentAt', perPage: RECIPIENTS_PER_PAGE, filters: ['campaign', 'outcome', 'replied'] as const });
  const campaignId = list.filters.campaign;
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of drillDownParams) next.delete(name);
        if (id) next.set('campaign', id);
        return next;
      },
      { replace: false },
    );

  return (
    <Stack>
      <Group align="flex-end" gap="sm" data-report-print="hide">
        <CampaignPicker value={campaignId} onChange={open} />
        {campaignId && (
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => open(null)}>
            {t('periodReport.back')}
          </Button>
        )}
      </Group>
      {campaignId ? <CampaignRecipientsReport list={list} /> : <CampaignsPeriodReport onOpen={open} />}
    </Stack>
  );
}
