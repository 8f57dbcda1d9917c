import { Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

type Props = { label: string; definitions: string[] };

/** A report's definitions that have no tile of their own (a kanban step's conversion, how the sales report counts), behind an info icon in the toolbar. */
export function DefinitionsHelp({ label, definitions }: Props) {
  const text = definitions.join(' ');
  return (
    <Tooltip label={text} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} wrap="nowrap" tabIndex={0} role="note" aria-label={`${label}: ${text}`} data-testid="definitions-help">
        <IconInfoCircle size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
