import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../locales';
import { ContactImportWizard } from './contact-import-wizard';

/** "Importar contatos" on the contacts page: opens the import dialog (a fresh one each time). */
export function ContactImportButton() {
  const { t } = useTranslation('contactImport');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={open}>
        {t('button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('title')} size="xl" centered>
        {opened && <ContactImportWizard onClose={close} />}
      </Modal>
    </>
  );
}
