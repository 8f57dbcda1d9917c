// The quick answers popover above the composer's input, and the `/` button that opens it. The
// state and keys live in useQuickAnswerPicker; this file only draws them.
import { useEffect } from 'react';
import { ActionIcon, Box, Group, Loader, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconSlash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { attendanceNamespace } from '../../locales';
import type { QuickAnswerPickerState } from './use-quick-answer-picker';

export function QuickAnswerButton({ picker, disabled }: { picker: QuickAnswerPickerState; disabled: boolean }) {
  const { t } = useTranslation(attendanceNamespace);
  if (!picker.moduleOn) return null;
  return (
    <Tooltip label={t('composer.quickAnswers')}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('composer.quickAnswers')} disabled={disabled} onClick={picker.startSlash}>
        <IconSlash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Drawn just above the input row, over the end of the history, while a `/word` is being typed. */
export function QuickAnswerSuggestions({ picker }: { picker: QuickAnswerPickerState }) {
  const { t } = useTranslation(attendanceNamespace);
  const { open, items, active, optionId } = picker;

  useEffect(() => {
    if (!open) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted row visible.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, optionId]);

  if (!open) return null;
  return (
    <Box pos="relative" h={0}>
      <Paper
        withBorder
        shadow="md"
        radius="md"
        pos="absolute"
        bottom={6}
        left={0}
        right={0}
        style={{ zIndex: 10, overflow: 'hidden' }}
        data-testid="quick-answer-suggestions"
      >
        <Box id={picker.listId} role="listbox" aria-label={t('quickAnswers.listLabel')} mah={260} style={{ overflowY: 'auto' }}>
          {items.map((answer, index) => (
            <UnstyledButton
              key={answer._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              display="block"
              w="100%"
              px="sm"
              py={6}
              bg={index === active ? 'var(--mantine-primary-color-light)' : undefined}
              // Keep the focus (and the caret) in the composer.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => picker.setActive(index)}
              onClick={() => picker.choose(answer)}
            >
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} ff="monospace" data-testid="quick-answer-shortcut">
                  /{answer.shortcut}
                </Text>
                {answer.mediaId && <IconPaperclip size={14} aria-label={t('quickAnswers.hasMedia')} />}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                {picker.render(answer)}
              </Text>
            </UnstyledButton>
          ))}
        </Box>
        <Stack gap={0} px="sm" py={6} style={{ borderTop: items.length ? '1px solid var(--mantine-color-default-border)' : undefined }}>
          {picker.loading ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('quickAnswers.loading')}</Text>
            </Group>
          ) : picker.failed ? (
            <Text size="sm" c="red" role="alert">
              {t('quickAnswers.error')}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" role="status">
              {picker.query ? t('quickAnswers.emptyFor', { query: picker.query }) : t('quickAnswers.empty')}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {t('quickAnswers.keysHint')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
