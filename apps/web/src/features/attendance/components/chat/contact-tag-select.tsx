// The contact's tag in the contact panel: shown with its colour and set (or cleared) on the spot.
import { ColorSwatch, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@atende/contract';
import { useContactTags } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { usePatchContact } from '../../api/contact-card';
import { attendanceNamespace } from '../../locales';

type ContactTagSelectProps = { contact: Contact; channelId: string; operatorId: string; editable: boolean };

export function ContactTagSelect({ contact, channelId, operatorId, editable }: ContactTagSelectProps) {
  const { t } = useTranslation(attendanceNamespace);
  const tags = useContactTags(channelId);
  const save = usePatchContact(contact._id, operatorId);
  const options = tags.data ?? [];
  // The contact's own tag is listed even before (or without) the channel's list.
  const data = contact.tag && !options.some((o) => o.value === contact.tag?._id) ? [...options, { value: contact.tag._id, label: contact.tag.name, color: contact.tag.color }] : options;
  const colorOf = (id: string | null) => data.find((o) => o.value === id)?.color;
  const current = colorOf(contact.tagId);

  const change = (tagId: string | null) => {
    if (tagId === contact.tagId) return;
    save.mutate(
      { tagId },
      {
        onSuccess: () => alertSuccess(t(tagId ? 'contact.tagSaved' : 'contact.tagCleared')),
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  };

  return (
    <Select
      size="xs"
      label={t('contact.tag')}
      placeholder={t('contact.noTag')}
      data={data.map(({ value, label }) => ({ value, label }))}
      value={contact.tagId}
      onChange={change}
      clearable
      searchable
      disabled={!editable || save.isPending}
      nothingFoundMessage={t('contact.noTags')}
      leftSection={current ? <ColorSwatch color={current} size={12} aria-hidden /> : undefined}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={colorOf(option.value) ?? 'gray'} size={12} aria-hidden />
          <Text size="xs">{option.label}</Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
      data-testid="contact-tag"
    />
  );
}
