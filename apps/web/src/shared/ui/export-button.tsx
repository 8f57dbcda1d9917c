import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/shared/http/download';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from './alerts';

export type ExportFormat = 'csv' | 'xlsx';

type ExportButtonProps = {
  /** The export endpoint for a format, with the list's current filters. */
  url: (format: ExportFormat) => string;
  /** Used when the server does not name the file. */
  fileName: string;
  label?: string;
};

/** "Exportar" with a CSV / XLSX menu; the file holds the current filter, built by the server. */
export function ExportButton(props: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadFile(props.url(format), `${props.fileName}.${format}`);
    } catch (error) {
      alertDanger(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy}>
          {props.label ?? t('export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => void run('csv')}>
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void run('xlsx')}>
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
