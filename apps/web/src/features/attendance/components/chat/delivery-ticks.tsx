import { Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atende/contract';
import { attendanceNamespace } from '../../locales';
import { tickState } from '../../model/ticks';

/** Clock, ✓, ✓✓, blue ✓✓ or a red mark whose tooltip gives the provider's reason and its details. */
export function DeliveryTicks({ message }: { message: Message }) {
  const { t } = useTranslation(attendanceNamespace);
  const state = tickState(message);
  if (!state) return null;
  /** Why it failed, with the provider's longer explanation when it gave one (Cloud: error_data.details). */
  const failureLabel = () => {
    const reason = message.error?.message ?? t('ticks.failedUnknown');
    const details = message.error?.details?.trim();
    return details && details !== reason ? t('ticks.failedDetails', { reason, details }) : t('ticks.failedReason', { reason });
  };
  const label = state === 'failed' ? failureLabel() : t(`ticks.${state}`);
  const common = { size: 14, 'aria-hidden': true } as const;
  const icon =
    state === 'pending' ? (
      <IconClock {...common} color="var(--mantine-color-dimmed)" />
    ) : state === 'sent' ? (
      <IconCheck {...common} color="var(--mantine-color-dimmed)" />
    ) : state === 'delivered' ? (
      <IconChecks {...common} color="var(--mantine-color-dimmed)" />
    ) : state === 'read' ? (
      <IconChecks {...common} color="var(--mantine-color-blue-6)" />
    ) : (
      <IconAlertCircle {...common} color="var(--mantine-color-red-6)" />
    );
  return (
    <Tooltip label={label} withArrow multiline maw={320}>
      <span role="img" aria-label={label} data-tick={state} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Tooltip>
  );
}
