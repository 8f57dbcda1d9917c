import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { useChannel } from '../api/channel-query';
import { BlacklistTab } from '../components/blacklist-tab';
import { ChannelDataTab } from '../components/channel-data-tab';
import { CredentialsTab } from '../components/credentials-tab';
import { MessagesTab } from '../components/messages-tab';
import { OpeningHoursTab } from '../components/opening-hours-tab';
import { SecurityPresenceTab } from '../components/security-presence-tab';
import { channelSettingsNamespace } from '../locales';

const tabs = ['data', 'hours', 'messages', 'credentials', 'security', 'blacklist'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** /manageChannel: the channel's own settings, one tab each; the open tab is kept in the URL. */
export function ManageChannelPage() {
  const { t } = useTranslation(channelSettingsNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const query = useChannel(channelId);
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab: Tab = isTab(current) ? current : 'data';

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={t('loadError')}>
        {errorMessage(query.error)}
      </Alert>
    );
  const channel = query.data;

  return (
    <Stack>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'data' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="data">
          <ChannelDataTab channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="hours">
          <OpeningHoursTab channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="credentials">
          <CredentialsTab channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityPresenceTab channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="blacklist">
          <BlacklistTab channelId={channel._id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
