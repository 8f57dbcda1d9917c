import { ActionIcon } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '@/shared/browser/fullscreen';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const { on, toggle } = useFullscreen();
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={toggle}
      aria-pressed={on}
      aria-label={t(on ? 'header.fullscreenOff' : 'header.fullscreenOn')}
    >
      {on ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
    </ActionIcon>
  );
}
