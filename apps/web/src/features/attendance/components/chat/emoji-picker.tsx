// The composer's emoji button. The panel and its data load on the first open, so the panel's
// first load does not carry them.
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Center, Loader, Popover, Tooltip } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendanceNamespace } from '../../locales';

const EmojiPanel = lazy(() => import('./emoji-panel').then((m) => ({ default: m.EmojiPanel })));

/** Picking an emoji closes the picker; the composer puts it at the caret and takes the focus back. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled: boolean }) {
  const { t } = useTranslation(attendanceNamespace);
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" shadow="md" width={300} trapFocus returnFocus={false}>
      <Popover.Target>
        <Tooltip label={t('composer.emoji')} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('composer.emoji')}
            aria-expanded={opened}
            disabled={disabled}
            onClick={() => setOpened((o) => !o)}
          >
            <IconMoodSmile size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('composer.emoji')}>
        <Suspense
          fallback={
            <Center h={120}>
              <Loader size="sm" aria-label={t('emoji.loading')} />
            </Center>
          }
        >
          <EmojiPanel
            onPick={(emoji) => {
              setOpened(false);
              onPick(emoji);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
