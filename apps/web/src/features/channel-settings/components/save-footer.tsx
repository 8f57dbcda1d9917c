import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { channelSettingsNamespace } from '../locales';

/** A settings tab's submit "Salvar" on the right; `children` (another action) stand on the left. */
export function SaveFooter({ saving, children }: { saving: boolean; children?: ReactNode }) {
  const { t } = useTranslation(channelSettingsNamespace);
  return (
    <Group justify={children ? 'space-between' : 'flex-end'}>
      {children}
      <Button type="submit" loading={saving}>
        {t('save')}
      </Button>
    </Group>
  );
}
