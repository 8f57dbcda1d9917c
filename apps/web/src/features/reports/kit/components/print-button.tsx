import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportsKitNamespace } from '../locales';
import './report-print.css';

/** The browser's print dialog (and "Salvar como PDF"); report-print.css leaves summary, chart and table. */
export function PrintButton() {
  const { t } = useTranslation(reportsKitNamespace);
  return (
    <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
      {t('print.label')}
    </Button>
  );
}
