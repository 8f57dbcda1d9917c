import { Button, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { channelMessageSchema, QUEUE_POSITION_PLACEHOLDER, type Channel } from '@atende/contract';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { channelSettingsNamespace } from '../locales';
import { SaveFooter } from './save-footer';
import { useChannelSave } from './use-channel-save';

const messagesSchema = z.object({ outsideHoursMessage: channelMessageSchema, queueMessage: channelMessageSchema });
/** i18next would read {{posicao}} in a text as its own placeholder: it is passed as a value instead. */
const placeholder = { posicao: QUEUE_POSITION_PLACEHOLDER };

export function MessagesTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  const form = useZodForm(messagesSchema, {
    outsideHoursMessage: channel.outsideHoursMessage ?? '',
    queueMessage: channel.queueMessage ?? '',
  });
  const { save, saving } = useChannelSave(channel._id, { form });

  const submit = form.submitWith(save);
  const insertPosition = () => {
    const current = form.getValues().queueMessage ?? '';
    form.setFieldValue('queueMessage', `${current}${current && !current.endsWith(' ') ? ' ' : ''}${QUEUE_POSITION_PLACEHOLDER}`);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <Textarea label={t('messages.outside')} description={t('messages.outsideHint')} autosize minRows={3} maxRows={8} {...form.getInputProps('outsideHoursMessage')} />
        <Textarea
          label={t('messages.queue')}
          description={t('messages.queueHint', placeholder)}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('queueMessage')}
        />
        <SaveFooter saving={saving}>
          <Button variant="light" size="xs" onClick={insertPosition}>
            {t('messages.insertPosition', placeholder)}
          </Button>
        </SaveFooter>
      </Stack>
    </form>
  );
}
