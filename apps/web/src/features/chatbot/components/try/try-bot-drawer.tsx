// "Testar": the saved bot played on a phone-like chat through the server's dry run (opening hours
// ignored, nothing stored). Taps on buttons and list rows or typed answers go in; where the
// conversation went shows as a note, with "Recomeçar". A simulator channel also links to its phone.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { IconExternalLink, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultAutomaticMessages, fillPlaceholders, type BotPreviewRequest } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoader } from '@/shared/ui/page-loader';
import { useAutomaticMessages } from '../../api/automatic-messages';
import type { Chatbot } from '../../api/chatbot-query';
import { chatbotNamespace } from '../../locales';
import { SAMPLE_VALUES } from '../../model/message-fields';
import { PhoneFrame, PhoneNote, Bubble } from '@/shared/ui/phone-frame';
import { ReplyBubble } from '../phone/reply-bubble';
import { useBotConversation } from './use-bot-conversation';

type Props = { bot: Chatbot; opened: boolean; onClose: () => void };

export function TryBotDrawer({ bot, opened, onClose }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  return (
    <Drawer opened={opened} onClose={onClose} title={t('try.title')} position="right" size="md">
      {opened && <TryBotChat bot={bot} />}
    </Drawer>
  );
}

function TryBotChat({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation(chatbotNamespace);
  const user = useSessionUser();
  // A manager without Managemessages cannot read the messages: the defaults stand in for them.
  const messages = useAutomaticMessages();
  const ready = !messages.isPending;
  const source = useMemo<Omit<BotPreviewRequest, 'state' | 'input'> | null>(() => {
    const root = bot.settings.rootMenuId ?? bot.menus[0]?.id;
    if (!ready || !root) return null;
    const texts = messages.data ?? defaultAutomaticMessages;
    return {
      menus: bot.menus,
      rootMenuId: root,
      maxInvalidAnswers: bot.settings.maxInvalidAnswers,
      greeting: texts.greeting ? fillPlaceholders(texts.greeting, SAMPLE_VALUES) : null,
      invalidAnswer: fillPlaceholders(texts.invalidAnswer, SAMPLE_VALUES),
    };
  }, [bot.menus, bot.settings.rootMenuId, bot.settings.maxInvalidAnswers, ready, messages.data]);
  const chat = useBotConversation(source);
  const { restart } = chat;
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (source) restart();
  }, [source, restart]);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [chat.entries.length]);

  if (bot.menus.length === 0) return <EmptyState title={t('try.noMenus')} description={t('try.noMenusHint')} />;
  if (!source) return <PageLoader />;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || chat.pending || chat.finished) return;
    setText('');
    chat.sendText(value);
  };
  const choose = chat.finished || chat.pending ? undefined : chat.choose;

  return (
    <Stack gap="sm" align="center">
      <Text size="sm" c="dimmed" ta="center">
        {t('try.hint')}
      </Text>
      <PhoneFrame
        label={t('try.phone')}
        title={user?.channel?.name ?? t('preview.company')}
        height={560}
        footer={
          chat.finished ? (
            <Group justify="center" p="xs">
              <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={restart}>
                {t('try.restart')}
              </Button>
            </Group>
          ) : (
            <form onSubmit={send}>
              <Group gap="xs" p="xs" wrap="nowrap">
                <TextInput
                  aria-label={t('try.input')}
                  placeholder={t('try.input')}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  style={{ flex: 1 }}
                  data-autofocus
                />
                <Button type="submit" aria-label={t('try.send')} loading={chat.pending} px="sm">
                  <IconSend size={16} aria-hidden />
                </Button>
              </Group>
            </form>
          )
        }
      >
        {chat.entries.map((entry) =>
          entry.from === 'bot' ? (
            <ReplyBubble key={entry.key} reply={entry.reply} onChoose={choose} />
          ) : entry.from === 'customer' ? (
            <Bubble key={entry.key} mine>
              <Text size="sm">{entry.text}</Text>
            </Bubble>
          ) : (
            <PhoneNote key={entry.key} tone={entry.tone}>
              {entry.text}
            </PhoneNote>
          ),
        )}
        <div ref={bottom} />
      </PhoneFrame>
      {!chat.finished && (
        <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={restart}>
          {t('try.restart')}
        </Button>
      )}
      {bot.simulatorUrl && (
        <Stack gap={2} align="center">
          <Anchor href={bot.simulatorUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              {t('try.openSimulator')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed" ta="center">
            {bot.settings.enabled ? t('try.simulatorOn') : t('try.simulatorOff')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The "Testar" button with its drawer. */
export function TryBotButton({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation(chatbotNamespace);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('try.button')}
      </Button>
      <TryBotDrawer bot={bot} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
