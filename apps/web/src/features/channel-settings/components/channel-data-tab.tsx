import { useMemo } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { channelUpdateSchema, formatPhone, timeZoneNames, timeZoneSchema, type Channel } from '@atende/contract';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { channelSettingsNamespace } from '../locales';
import { SaveFooter } from './save-footer';
import { useChannelSave } from './use-channel-save';

/** The server's own rules for these two fields. */
export const channelDataSchema = z.object({ name: channelUpdateSchema.shape.name.unwrap(), timezone: timeZoneSchema });

export function ChannelDataTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  const form = useZodForm(channelDataSchema, { name: channel.name, timezone: channel.timezone });
  const { save, saving } = useChannelSave(channel._id, {
    form,
    onSaved: (saved) => form.resetDirty({ name: saved.name, timezone: saved.timezone }),
  });
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(channel.timezone) ? names : [channel.timezone, ...names];
  }, [channel.timezone]);

  const submit = form.submitWith(save);

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
        <SaveFooter saving={saving} />
      </Stack>
    </form>
  );
}
