// The phone's 📎: pick a photo (JPEG/PNG, as WhatsApp's camera roll sends) or any document.
import { useRef, type RefObject } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconFileText, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhoneFileKind } from '../api/simulator-api';
import { phoneImageTypes } from '../phone-files';

type Props = { disabled: boolean; onPick: (file: File, kind: PhoneFileKind) => void };

export function PhoneFilePicker({ disabled, onPick }: Props) {
  const { t } = useTranslation('simulator');
  const image = useRef<HTMLInputElement>(null);
  const doc = useRef<HTMLInputElement>(null);

  const input = (kind: PhoneFileKind, ref: RefObject<HTMLInputElement | null>, accept: string) => (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      data-testid={`phone-${kind}-input`}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        // Cleared so picking the same file again still counts as a choice.
        event.currentTarget.value = '';
        if (file) onPick(file, kind);
      }}
    />
  );

  return (
    <>
      <Menu position="top-start" withinPortal={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('attach.button')} disabled={disabled}>
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={() => image.current?.click()}>
            {t('attach.image')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => doc.current?.click()}>
            {t('attach.document')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {input('image', image, phoneImageTypes.join(','))}
      {input('document', doc, '*/*')}
    </>
  );
}
