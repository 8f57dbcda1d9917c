import { useMemo } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { channelUpdateSchema, formatPhone, timeZoneNames, timeZoneSchema, type Channel } from '@atende/contract';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useUpdateChannelMutation } from '../api/channel-query';
import { channelSettingsNamespace } from '../locales';

/** The server's own rules for these two fields. */
export const channelDataSchema = z.object({ name: channelUpdateSchema.shape.name.unwrap(), timezone: timeZoneSchema });

export function ChannelDataTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  const form = useZodForm(channelDataSchema, { name: channel.name, timezone: channel.timezone });
  const mutation = useUpdateChannelMutation(channel._id);
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(channel.timezone) ? names : [channel.timezone, ...names];
  }, [channel.timezone]);

  const submit = form.submitWith((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({ name: saved.name, timezone: saved.timezone });
        alertSuccess(t('saved'));
      },
      onError: (error) => {
        if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={520}>
        <TextInput label={t('data.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('data.number')} description={t('data.numberHint')} value={formatPhone(channel.channelNumber)} readOnly />
        <Select
          label={t('data.timezone')}
          description={t('data.timezoneHint')}
          data={zones}
          searchable
          nothingFoundMessage={t('data.timezoneSearch')}
          allowDeselect={false}
          required
          {...form.getInputProps('timezone')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
