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
  return (
    <ExportFormatMenu
      labels={{ button: props.label ?? t('export.label'), csv: t('export.csv'), xlsx: t('export.xlsx') }}
      onPick={(format) => downloadFile(props.url(format), `${props.fileName}.${format}`)}
    />
  );
}

type ExportFormatMenuProps = {
  labels: { button: string; csv: string; xlsx: string };
  /** What a choice does (a download, a report export); the button spins until it settles. */
  onPick: (format: ExportFormat) => Promise<unknown>;
  /** Shown when a failure carries no message of its own. */
  failed?: string;
  disabled?: boolean;
};

/** The "Exportar" button and its CSV / XLSX choices, shared by the lists' exports and the reports'. */
export function ExportFormatMenu({ labels, onPick, failed = '', disabled = false }: ExportFormatMenuProps) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onPick(format);
    } catch (error) {
      alertDanger(errorMessage(error) || failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} disabled={disabled}>
          {labels.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => void run('csv')}>
          {labels.csv}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void run('xlsx')}>
          {labels.xlsx}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
