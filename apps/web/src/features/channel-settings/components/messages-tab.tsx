import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { channelMessageSchema, QUEUE_POSITION_PLACEHOLDER, type Channel } from '@atende/contract';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useUpdateChannelMutation } from '../api/channel-query';
import { channelSettingsNamespace } from '../locales';

const messagesSchema = z.object({ outsideHoursMessage: channelMessageSchema, queueMessage: channelMessageSchema });
/** i18next would read {{posicao}} in a text as its own placeholder: it is passed as a value instead. */
const placeholder = { posicao: QUEUE_POSITION_PLACEHOLDER };

export function MessagesTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  const form = useZodForm(messagesSchema, {
    outsideHoursMessage: channel.outsideHoursMessage ?? '',
    queueMessage: channel.queueMessage ?? '',
  });
  const mutation = useUpdateChannelMutation(channel._id);

  const submit = form.submitWith((values) =>
    mutation.mutate(values, {
      onSuccess: () => alertSuccess(t('saved')),
      onError: (error) => {
        if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
      },
    }),
  );
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
        <Group justify="space-between">
          <Button variant="light" size="xs" onClick={insertPosition}>
            {t('messages.insertPosition', placeholder)}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
