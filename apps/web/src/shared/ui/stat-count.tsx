import { Stack, Text } from '@mantine/core';

/** A big number over its label (an import's created / updated / with errors), named by the label for screen readers. */
export function StatCount({ label, value, color }: { label: string; value: number; color?: string | undefined }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={label}>
      <Text fz={28} fw={700} c={color}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
