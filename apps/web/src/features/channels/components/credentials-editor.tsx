import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { channelsNamespace } from '../locales';
import type { CredentialRow } from './channel-form';

type CredentialsEditorProps = {
  rows: CredentialRow[];
  onChange: (rows: CredentialRow[]) => void;
  error?: string;
};

/** Free key/value pairs for now; each provider's known fields come with the provider issues. */
export function CredentialsEditor({ rows, onChange, error }: CredentialsEditorProps) {
  const { t } = useTranslation(channelsNamespace);
  const update = (id: number, patch: Partial<CredentialRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const add = () => onChange([...rows, { id: Math.max(0, ...rows.map((r) => r.id)) + 1, key: '', value: '' }]);

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('create.credentials')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('create.credentialsHint')}
        </Text>
      </div>
      {rows.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={`${t('create.credentialKey')} ${index + 1}`}
            value={row.key}
            onChange={(e) => update(row.id, { key: e.currentTarget.value })}
            flex={1}
          />
          <TextInput
            label={`${t('create.credentialValue')} ${index + 1}`}
            value={row.value}
            onChange={(e) => update(row.id, { value: e.currentTarget.value })}
            flex={2}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('create.removeCredential', { index: index + 1 })}
            onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={add} w="fit-content">
        {t('create.addCredential')}
      </Button>
    </Stack>
  );
}
