import { useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Box, Button, CloseButton, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconSend, IconShoppingBag, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moduleGateOpen, sendTextSchema, type Attendance, type Message, type UploadedMedia } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { useSendMessage } from '../../api/send-message';
import { useTypingSignal } from '../../api/typing-signal';
import { attendanceNamespace } from '../../locales';
import { canWrite, windowOpenAt } from '../../model/list-tabs';
import { QuotedSnippet } from './quoted-snippet';
import { TemplateSendDialog } from './template-send-dialog';
import { ProductSendDialog } from './product-send-dialog';
import { ComposerAttachments } from './composer-attachments';
import { EmojiPicker } from './emoji-picker';
import { QuickAnswerButton, QuickAnswerSuggestions } from './quick-answer-picker';
import { useComposerCaret } from './use-composer-caret';
import { useQuickAnswerPicker } from './use-quick-answer-picker';

type ComposerProps = {
  attendance: Attendance;
  operatorId: string;
  replyTo: Message | null;
  onCancelReply: () => void;
};

/**
 * Free text to the customer, inside the 24-hour window only (spec; ARCHITECTURE.md "Outbound");
 * outside it, the banner offers an approved template instead.
 */
export function Composer({ attendance, operatorId, replyTo, onCancelReply }: ComposerProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [text, setText] = useState('');
  const [templateOpen, setTemplateOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const productsOn = moduleGateOpen('products', useSessionUser()?.channelConfig);
  const send = useSendMessage(attendance, operatorId);
  const writable = canWrite(attendance, operatorId);
  const windowOpen = windowOpenAt(attendance, Date.now());
  const enabled = writable && windowOpen;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const caret = useComposerCaret(inputRef);
  const quick = useQuickAnswerPicker({ attendance, text, setText, caret, enabled });
  const typing = useTypingSignal(attendance._id, enabled);

  const submit = () => {
    if (!enabled) return;
    const parsed = sendTextSchema.shape.text.safeParse(text);
    if (!parsed.success) {
      if (text.trim()) alertDanger(parsed.error.issues[0]?.message ?? '');
      return;
    }
    const draft = text;
    setText('');
    onCancelReply();
    send.send(
      { text: parsed.data, replyToId: replyTo?._id ?? null },
      {
        onError: (error) => {
          alertDanger(errorMessage(error));
          // Give the words back unless the operator has started another message.
          setText((current) => (current ? current : draft));
        },
      },
    );
  };

  const sendAttachment = (media: UploadedMedia, caption: string) => {
    onCancelReply();
    send.send({ media, caption, replyToId: replyTo?._id ?? null }, { onError: (error) => alertDanger(errorMessage(error)) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {!writable ? (
        <Alert color="gray" icon={<IconLock size={16} />} mb="xs" p="xs" data-testid="read-only-banner">
          {t('composer.readOnly', { status: t(`statusLabels.${attendance.status}`).toLocaleLowerCase() })}
        </Alert>
      ) : (
        !windowOpen && (
          <Alert color="yellow" icon={<IconAlertTriangle size={16} />} mb="xs" p="xs" role="status" data-testid="window-closed-banner">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t('composer.windowClosed')}</Text>
              <Button size="xs" variant="filled" color="yellow.8" leftSection={<IconTemplate size={14} aria-hidden />} onClick={() => setTemplateOpen(true)} style={{ flexShrink: 0 }}>
                {t('composer.sendTemplate')}
              </Button>
            </Group>
          </Alert>
        )
      )}
      {replyTo && (
        <Group gap="xs" wrap="nowrap" align="flex-start" mb={4} aria-label={t('composer.replyingTo')}>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <QuotedSnippet quoted={replyTo} />
          </Box>
          <CloseButton size="sm" aria-label={t('composer.cancelReply')} onClick={onCancelReply} />
        </Group>
      )}
      <QuickAnswerSuggestions picker={quick} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group gap={4} wrap="nowrap" align="flex-end">
          <EmojiPicker disabled={!enabled} onPick={(emoji) => setText(caret.insert(text, emoji))} />
          <ComposerAttachments disabled={!enabled} onSend={sendAttachment} />
          <QuickAnswerButton picker={quick} disabled={!enabled} />
          {productsOn && (
            <Tooltip label={t('productSend.open')}>
              <ActionIcon variant="subtle" size="lg" aria-label={t('productSend.open')} disabled={!enabled} onClick={() => setProductsOpen(true)}>
                <IconShoppingBag size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Textarea
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={6}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            title={t('composer.keysHint')}
            value={text}
            disabled={!enabled}
            ref={inputRef}
            {...quick.inputProps}
            onChange={(event) => {
              setText(event.currentTarget.value);
              caret.track(event.currentTarget);
              if (event.currentTarget.value.trim()) typing();
            }}
            onSelect={(event) => caret.track(event.currentTarget)}
            onKeyDown={(event) => quick.onKeyDown(event) || onKeyDown(event)}
          />
          <Tooltip label={t('composer.send')}>
            <ActionIcon type="submit" size="lg" aria-label={t('composer.send')} disabled={!enabled || !text.trim()}>
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </form>
      {productsOn && enabled && <ProductSendDialog opened={productsOpen} attendance={attendance} operatorId={operatorId} onClose={() => setProductsOpen(false)} />}
      {writable && !windowOpen && (
        <TemplateSendDialog opened={templateOpen} attendance={attendance} operatorId={operatorId} onClose={() => setTemplateOpen(false)} />
      )}
    </Box>
  );
}
