// A phone-like chat window: the contact's bar on top, the conversation on WhatsApp's wallpaper, and
// an optional composer below. The editor's preview and the try-it chat both draw inside it.
import type { ReactNode } from 'react';
import { Box, Paper, ScrollArea, Stack, Text } from '@mantine/core';

type Props = { label: string; title: string; children: ReactNode; footer?: ReactNode; height?: number | string };

export function PhoneFrame({ label, title, children, footer, height = 520 }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="sm"
      role="region"
      aria-label={label}
      w="100%"
      maw={360}
      h={height}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box px="md" py="xs" bg="teal.8">
        <Text size="sm" fw={600} c="white" truncate>
          {title}
        </Text>
      </Box>
      <ScrollArea style={{ flex: 1 }} bg="#efeae2" type="auto">
        <Stack gap={6} p="xs">
          {children}
        </Stack>
      </ScrollArea>
      {footer}
    </Paper>
  );
}

/** One balloon: the company's on the left in white, the customer's on the right in green. */
export function Bubble({ mine = false, children }: { mine?: boolean; children: ReactNode }) {
  return (
    <Box
      maw="85%"
      px="sm"
      py={6}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 8,
        background: mine ? '#d9fdd3' : 'white',
        boxShadow: '0 1px 0.5px rgba(0,0,0,0.13)',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {children}
    </Box>
  );
}

/** A centred note in the conversation (where it went, an error). */
export function PhoneNote({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <Text
      size="xs"
      ta="center"
      px="sm"
      py={4}
      role="note"
      style={{
        alignSelf: 'center',
        borderRadius: 8,
        background: tone === 'error' ? 'var(--mantine-color-red-1)' : '#fff5c4',
      }}
    >
      {children}
    </Text>
  );
}
