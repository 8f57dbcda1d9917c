// The top of the bot's screens: the on/off switch (the server refuses "on" without an initial menu,
// with its message), "Testar", and the warning for channels that cannot show buttons and lists.
// The menu screens of one kind also get it: the sidebar sends some channels to /managemenu only.
import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useSaveBotSettings } from '../api/bot-settings';
import type { Chatbot } from '../api/chatbot-query';
import { chatbotNamespace } from '../locales';
import { TryBotButton } from './try/try-bot-drawer';

type Props = {
  bot: Chatbot;
  /** The menu screens of one kind link to the behaviour tab of /manageChatbot. */
  behaviourLink?: boolean;
  /** Off where only numbered menus are shown: the warning does not concern them. */
  interactiveWarning?: boolean;
};

export function BotHeader({ bot, behaviourLink = false, interactiveWarning = true }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const save = useSaveBotSettings();
  const enabled = bot.settings.enabled;
  const toggle = (next: boolean) =>
    save.mutate(
      { ...bot.settings, enabled: next },
      { onSuccess: () => alertSuccess(next ? t('header.turnedOn') : t('header.turnedOff')), onError: (error) => alertDanger(errorMessage(error)) },
    );
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Switch
            size="md"
            checked={enabled}
            disabled={save.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={t('header.switch')}
            description={enabled ? t('header.on') : t('header.off')}
          />
          <Group gap="sm">
            {behaviourLink && (
              <Button component={Link} to="/manageChatbot?tab=behaviour" variant="subtle" leftSection={<IconSettings size={16} aria-hidden />}>
                {t('header.behaviour')}
              </Button>
            )}
            <TryBotButton bot={bot} />
          </Group>
        </Group>
      </Paper>
      {interactiveWarning && <InteractiveWarning bot={bot} />}
    </Stack>
  );
}

/** On a channel without interactive messages, buttons and lists go as numbered text. */
function InteractiveWarning({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation(chatbotNamespace);
  if (bot.interactive) return null;
  return (
    <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} title={t('header.notInteractiveTitle')}>
      <Text size="sm">{t('header.notInteractive')}</Text>
    </Alert>
  );
}
