import { Paper } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** The honest placeholder of screens that later issues build. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconHourglassHigh size={28} aria-hidden />}
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
      />
    </Paper>
  );
}
