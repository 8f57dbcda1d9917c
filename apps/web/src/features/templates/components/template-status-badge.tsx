// A template's review status as a coloured badge, labelled in the UI language; a status Meta adds later
// shows as it came, in grey.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { templatesNamespace } from '../locales';

const colors: Record<string, string> = {
  APPROVED: 'green',
  REINSTATED: 'green',
  PENDING: 'yellow',
  IN_APPEAL: 'yellow',
  REJECTED: 'red',
  DISABLED: 'red',
  PAUSED: 'orange',
  FLAGGED: 'orange',
  LIMIT_EXCEEDED: 'orange',
};

export function TemplateStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(templatesNamespace);
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`statusLabels.${status}`, { defaultValue: status })}
    </Badge>
  );
}
