// A template's review status as a coloured badge with the contract's pt-BR label; a status Meta adds
// later shows as it came, in grey.
import { Badge } from '@mantine/core';
import { templateStatusLabel } from '@atende/contract';

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
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {templateStatusLabel(status)}
    </Badge>
  );
}
