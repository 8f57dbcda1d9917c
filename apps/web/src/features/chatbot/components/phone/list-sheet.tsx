// The sheet WhatsApp opens from a list message's button: section titles and their rows.
import { Box, Divider, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { BotReplyView } from '@atende/contract';

type ListReply = Extract<BotReplyView, { kind: 'list' }>;
type Props = { reply: ListReply; onChoose?: (row: { id: string; title: string }) => void };

export function ListSheet({ reply, onChoose }: Props) {
  return (
    <Paper withBorder radius="md" p="xs" aria-label={reply.buttonText} role="group">
      <Text size="sm" fw={600} ta="center" mb={4}>
        {reply.buttonText}
      </Text>
      <Stack gap={4}>
        {reply.sections.map((section, index) => (
          <Box key={index}>
            {section.title && (
              <Text size="xs" fw={600} c="teal.8" tt="uppercase" mt={4}>
                {section.title}
              </Text>
            )}
            {section.rows.map((row) => (
              <Box key={row.id}>
                <UnstyledButton
                  w="100%"
                  py={4}
                  onClick={onChoose ? () => onChoose({ id: row.id, title: row.title }) : undefined}
                  aria-disabled={!onChoose}
                  data-testid="list-row"
                >
                  <Text size="sm">{row.title}</Text>
                  {row.description && (
                    <Text size="xs" c="dimmed">
                      {row.description}
                    </Text>
                  )}
                </UnstyledButton>
                <Divider />
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
