// One template message drawn as WhatsApp draws it: media (the editor's sample image, or an icon with
// the file's name) or bold header, body, grey footer, then the buttons under the balloon. Shared by
// the editor and the operator's composer.
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileText, IconList, IconPhoto, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Bubble, PhoneFrame } from '@/shared/ui/phone-frame';
import { templatesNamespace } from '../locales';
import { visibleButtons, type TemplateView } from '../model/template-view';

const mediaIcons = { IMAGE: IconPhoto, VIDEO: IconVideo, DOCUMENT: IconFileText } as const;

type MediaHeader = Extract<NonNullable<TemplateView['header']>, { format: keyof typeof mediaIcons }>;

function MediaPlaceholder({ header }: { header: MediaHeader }) {
  const { t } = useTranslation(templatesNamespace);
  if (header.sampleUrl) return <Image src={header.sampleUrl} alt={header.fileName ?? t(`preview.media.${header.format}`)} mah={160} fit="cover" radius={6} mb={6} />;
  const Icon = mediaIcons[header.format];
  return (
    <Group h={120} justify="center" mb={6} px="xs" bg="gray.2" wrap="nowrap" style={{ borderRadius: 6 }} data-testid="template-media">
      <Icon size={32} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" truncate>
        {header.fileName ?? t(`preview.media.${header.format}`)}
      </Text>
    </Group>
  );
}

export function TemplateBubble({ view }: { view: TemplateView }) {
  const { t } = useTranslation(templatesNamespace);
  const { shown, more } = visibleButtons(view.buttons);
  return (
    <Stack gap={4} maw="85%" style={{ alignSelf: 'flex-start' }} data-testid="template-bubble">
      <Bubble>
        {view.header?.format === 'TEXT' && (
          <Text size="sm" fw={700}>
            {view.header.text}
          </Text>
        )}
        {view.header && view.header.format !== 'TEXT' && <MediaPlaceholder header={view.header} />}
        <Text size="sm">{view.body}</Text>
        {view.footer && (
          <Text size="xs" c="dimmed" mt={2}>
            {view.footer}
          </Text>
        )}
      </Bubble>
      {shown.map((b, i) => (
        <Box key={`${i}-${b.text}`}>
          <Button
            variant="white"
            color="blue"
            size="xs"
            fullWidth
            component="div"
            leftSection={b.type === 'URL' ? <IconExternalLink size={14} aria-hidden /> : undefined}
          >
            {b.text}
          </Button>
        </Box>
      ))}
      {more && (
        <Button variant="white" color="blue" size="xs" fullWidth component="div" leftSection={<IconList size={14} aria-hidden />}>
          {t('preview.seeAll')}
        </Button>
      )}
    </Stack>
  );
}

/** The bubble inside the phone, titled with the channel's name. */
export function TemplatePhonePreview({ view, title, height }: { view: TemplateView | null; title: string; height?: number }) {
  const { t } = useTranslation(templatesNamespace);
  return (
    <PhoneFrame label={t('preview.title')} title={title} height={height}>
      {view ? <TemplateBubble view={view} /> : <Text size="xs" c="dimmed" ta="center">{t('preview.empty')}</Text>}
    </PhoneFrame>
  );
}
