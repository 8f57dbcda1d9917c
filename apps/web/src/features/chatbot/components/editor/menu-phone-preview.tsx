// The editor's live preview: the menu being typed, drawn as the customer's phone will show it.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chatbotNamespace } from '../../locales';
import { draftToMenu, type MenuDraft } from '../../model/menu-draft';
import { menuReply } from '../../model/phone-view';
import { PhoneFrame } from '@/shared/ui/phone-frame';
import { ReplyBubble } from '../phone/reply-bubble';

export function MenuPhonePreview({ draft, interactive, channelName }: { draft: MenuDraft; interactive: boolean; channelName: string }) {
  const { t } = useTranslation(chatbotNamespace);
  const reply = menuReply(draftToMenu(draft), interactive);
  const downgraded = !interactive && draft.kind !== 'numbered';
  return (
    <Stack gap="xs" align="center" style={{ position: 'sticky', top: 0 }}>
      <Text size="sm" fw={600}>
        {t('preview.title')}
      </Text>
      <PhoneFrame label={t('preview.title')} title={channelName}>
        <ReplyBubble key={draft.kind} reply={reply} />
      </PhoneFrame>
      {downgraded && (
        <Text size="xs" c="dimmed" ta="center" maw={360}>
          {t('preview.numberedOnThisChannel')}
        </Text>
      )}
    </Stack>
  );
}
