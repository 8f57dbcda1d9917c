// /manageCampaign for a campaign that sends, is paused or ended: status, the progress bar (100% when it
// completes), the counts, the failure reasons, pause / resume / cancel and the way to its report, all
// kept live by campaign.progress (GET status every 5 s while sending when no event comes).
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { campaignDone, type Campaign } from '@atende/contract';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { campaignsNamespace } from '../../locales';
import { campaignReportPath } from '../../model/campaign-paths';
import { progressPercent } from '../../model/campaign-progress';
import { useCampaignLive } from '../../realtime/use-campaign-live';
import { CampaignProgressBar } from '../campaign-progress-bar';
import { CampaignStatusBadge } from '../campaign-status-badge';
import { CampaignLiveActions } from './campaign-live-actions';
import { CampaignTiles } from './campaign-tiles';

export function CampaignLiveView({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const timeZone = useChannelTimeZone();
  useCampaignLive(campaign);
  const when = (iso: string) => formatDateTimeIn(iso, timeZone, i18n.language);
  const dates = [
    campaign.startedAt ? t('live.startedAt', { when: when(campaign.startedAt) }) : null,
    campaign.finishedAt ? t('live.finishedAt', { when: when(campaign.finishedAt) }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/manageCampaigns" size="sm">
        {t('editor.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {campaign.name}
            </Title>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('live.template', { name: campaign.templateName, language: campaign.templateLanguage })}
          </Text>
          {dates.length > 0 && (
            <Text size="sm" c="dimmed">
              {dates.join(' · ')}
            </Text>
          )}
        </Stack>
        <CampaignLiveActions campaign={campaign} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <CampaignProgressBar campaign={campaign} label={t('live.progress')} size="xl" />
          <Text size="sm" aria-live="polite" data-testid="progress-text">
            {t('live.progressText', { done: campaignDone(campaign.progress), count: campaign.progress.total, percent: progressPercent(campaign.status, campaign.progress) })}
          </Text>
        </Stack>
      </Paper>
      <CampaignTiles progress={campaign.progress} />
      <Anchor component={Link} to={campaignReportPath(campaign._id)}>
        {t('live.report')}
      </Anchor>
    </Stack>
  );
}
