// /manageChatbot: the bot's switch and "Testar", then its menus and its behaviour, one tab each
// (the open tab is kept in the URL).
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BehaviourForm } from '../components/behaviour-form';
import { BotHeader } from '../components/bot-header';
import { MenusPanel } from '../components/menus-panel';
import { chatbotNamespace } from '../locales';
import { WithBot } from './bot-loader';

export function ChatbotPage() {
  const { t } = useTranslation(chatbotNamespace);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'behaviour' ? 'behaviour' : 'menus';
  return (
    <WithBot>
      {(bot) => (
        <Stack>
          <BotHeader bot={bot} />
          <Tabs value={tab} onChange={(next) => setParams(next === 'behaviour' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
            <Tabs.List aria-label={t('tabs.label')} mb="md">
              <Tabs.Tab value="menus">{t('tabs.menus')}</Tabs.Tab>
              <Tabs.Tab value="behaviour">{t('tabs.behaviour')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="menus">
              <MenusPanel bot={bot} />
            </Tabs.Panel>
            <Tabs.Panel value="behaviour">
              <BehaviourForm bot={bot} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </WithBot>
  );
}
