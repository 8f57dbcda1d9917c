// The product's pictures: uploaded through the media upload (/api/upload?type=image) with a progress
// bar each, shown as thumbnails, reordered with buttons (the first is the cover) and removed.
import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX, uploadResponseSchema, type ProductImage } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { uploadWithProgress } from '@/shared/http/upload-with-progress';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { alertDanger } from '@/shared/ui/alerts';
import { productsNamespace } from '../locales';

type Uploading = { key: number; name: string; fraction: number };

type ProductImagesFieldProps = {
  images: ProductImage[];
  onChange: (update: (images: ProductImage[]) => ProductImage[]) => void;
  error?: string | undefined;
};

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

export function ProductImagesField({ images, onChange, error }: ProductImagesFieldProps) {
  const { t } = useTranslation(productsNamespace);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const room = PRODUCT_IMAGES_MAX - images.length - uploading.length;

  const uploadOne = async (file: File, key: number) => {
    setUploading((list) => [...list, { key, name: file.name, fraction: 0 }]);
    try {
      const { media } = await uploadWithProgress('/api/upload?type=image', file, uploadResponseSchema, {
        onProgress: (fraction) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, fraction } : u))),
      });
      onChange((list) => [...list, { mediaId: media._id, url: media.url }]);
    } catch (err) {
      alertDanger(errorMessage(err));
    } finally {
      setUploading((list) => list.filter((u) => u.key !== key));
    }
  };

  const pick = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > room) alertDanger(t('images.full', { max: PRODUCT_IMAGES_MAX }));
    chosen.slice(0, Math.max(0, room)).forEach((file, i) => void uploadOne(file, Date.now() + i));
    if (input.current) input.current.value = '';
  };

  return (
    <Input.Wrapper label={t('images.label')} description={t('images.hint', { max: PRODUCT_IMAGES_MAX })} error={error}>
      <Stack gap="xs" mt={6}>
        <Group gap="xs">
          {images.map((image, i) => (
            <Paper key={image.mediaId} withBorder p={4} radius="sm" data-testid="product-image">
              <Stack gap={4} align="center">
                <Image src={thumbnailUrl(image.url)} alt={t('images.alt', { position: i + 1 })} w={72} h={72} radius="sm" fit="cover" />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon size="sm" variant="subtle" disabled={i === 0} aria-label={t('images.moveLeft', { position: i + 1 })} onClick={() => onChange((list) => move(list, i, i - 1))}>
                    <IconArrowLeft size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('images.remove', { position: i + 1 })} onClick={() => onChange((list) => list.filter((x) => x.mediaId !== image.mediaId))}>
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    disabled={i === images.length - 1}
                    aria-label={t('images.moveRight', { position: i + 1 })}
                    onClick={() => onChange((list) => move(list, i, i + 1))}
                  >
                    <IconArrowRight size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Group>
        {uploading.map((u) => (
          <Stack key={u.key} gap={2}>
            <Text size="xs">{t('images.uploading', { name: u.name })}</Text>
            <Progress value={Math.round(u.fraction * 100)} aria-label={t('images.uploading', { name: u.name })} />
          </Stack>
        ))}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          hidden
          aria-label={t('images.add')}
          data-testid="product-image-input"
          onChange={(event) => pick(event.currentTarget.files)}
        />
        <Group>
          <Button variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />} disabled={room <= 0} onClick={() => input.current?.click()}>
            {t('images.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
