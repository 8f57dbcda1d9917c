import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atende/contract';
import { attendanceNamespace } from '../../locales';
import { previewLabel, previewText } from '../../model/message-preview';

/** The message being answered, as a short snippet above the answer (or above the composer). */
export function QuotedSnippet({ quoted }: { quoted: Message | null }) {
  const { t } = useTranslation(attendanceNamespace);
  const label = quoted ? previewLabel(quoted.type, previewText(quoted)) : null;
  const preview = label ? t(label.key, { text: label.text }) : null;
  return (
    <Box
      data-testid="quoted"
      mb={6}
      px={8}
      py={4}
      style={{
        borderLeft: '3px solid var(--mantine-color-teal-5)',
        borderRadius: 4,
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      {quoted ? (
        <>
          <Text size="xs" fw={600} c="teal">
            {t(quoted.direction === 'in' ? 'message.fromCustomer' : 'message.fromYou')}
          </Text>
          <Text size="xs" lineClamp={2}>
            {preview}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed" fs="italic">
          {t('message.quotedUnavailable')}
        </Text>
      )}
    </Box>
  );
}
