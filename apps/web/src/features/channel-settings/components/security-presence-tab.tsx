// "Segurança e presença": the sites allowed to embed /chat and /messages, how long an operator who
// left without "Sair" stays online (presence grace), and whether their conversations then go back
// to the queue. Saved together through the channel update call, validated by the contract's schemas.
import { useMemo, useState } from 'react';
import { NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_PRESENCE_GRACE_SECONDS, embedAllowedOriginsSchema, presenceGraceSecondsSchema, type Channel } from '@atende/contract';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { channelSettingsNamespace } from '../locales';
import { addOrigin, EmbedOriginsField } from './embed-origins-field';
import { SaveFooter } from './save-footer';
import { useChannelSave } from './use-channel-save';

/** 150 -> "2 min 30 s"; what the seconds mean, read at a glance. */
export function formatGrace(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function SecurityPresenceTab({ channel }: { channel: Channel }) {
  const { t } = useTranslation(channelSettingsNamespace);
  // An emptied number input holds '': refused with a message of ours, the rest is the contract's rule.
  const schema = useMemo(
    () =>
      z.object({
        embedAllowedOrigins: embedAllowedOriginsSchema,
        presenceGraceSeconds: z
          .union([z.number(), z.literal('')])
          .refine((v) => v !== '', t('security.graceRequired'))
          .pipe(presenceGraceSecondsSchema),
        requeueOnOperatorOffline: z.boolean(),
      }),
    [t],
  );
  const form = useZodForm(schema, {
    embedAllowedOrigins: channel.embedAllowedOrigins ?? [],
    presenceGraceSeconds: channel.presenceGraceSeconds ?? DEFAULT_PRESENCE_GRACE_SECONDS,
    requeueOnOperatorOffline: channel.requeueOnOperatorOffline ?? false,
  });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const { save: saveChannel, saving } = useChannelSave(channel._id, { form });

  const save = form.submitWith(saveChannel);
  // An origin typed but not added is added first (or its problem shown), so Salvar never drops it.
  const submit = (event?: { preventDefault?: () => void }) => {
    event?.preventDefault?.();
    if (draft.trim() !== '') {
      const result = addOrigin(form.getValues().embedAllowedOrigins, draft, t('security.duplicateOrigin'));
      if ('error' in result) return setDraftError(result.error);
      form.setFieldValue('embedAllowedOrigins', result.origins);
      setDraft('');
    }
    save();
  };

  const errors = form.errors;
  const listError = Object.entries(errors).find(([key]) => key.startsWith('embedAllowedOrigins'))?.[1];
  const grace = form.getValues().presenceGraceSeconds;

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <EmbedOriginsField
          origins={form.getValues().embedAllowedOrigins}
          onChange={(origins) => {
            form.setFieldValue('embedAllowedOrigins', origins);
            form.clearFieldError('embedAllowedOrigins');
          }}
          error={typeof listError === 'string' ? listError : undefined}
          draft={draft}
          onDraftChange={setDraft}
          draftError={draftError}
          onDraftError={setDraftError}
        />
        <NumberInput
          label={t('security.grace')}
          description={t('security.graceHint', { duration: typeof grace === 'number' ? formatGrace(grace) : '—' })}
          min={15}
          max={3600}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('presenceGraceSeconds')}
        />
        <Switch
          label={t('security.requeue')}
          description={t('security.requeueHint')}
          {...form.getInputProps('requeueOnOperatorOffline', { type: 'checkbox' })}
        />
        <SaveFooter saving={saving} />
      </Stack>
    </form>
  );
}
