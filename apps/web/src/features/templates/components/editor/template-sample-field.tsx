// A media header's sample file: picked (the format's types and size limit shown), checked against the
// contract's limits, then uploaded at once to the provider (POST /api/templates/header-sample) with
// progress. The answer's handle becomes the form's header.example; the file's name (and an image's
// object URL) its header.sample, which the phone preview shows.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { headerSampleProblem, TEMPLATE_HEADER_SAMPLE_LIMITS, type TemplateMediaFormat } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { uploadHeaderSample } from '../../api/header-sample';
import { templatesNamespace } from '../../locales';
import { formatSize } from '@/shared/file-size';
import { sampleAccept } from '../../model/sample-file';
import { useSimulatorChannel } from '../../model/simulator-channel';
import type { TemplateForm } from './template-form-type';

type Uploading = { fileName: string; progress: number };

export function TemplateSampleField({ form, format }: { form: TemplateForm; format: TemplateMediaFormat }) {
  const { t, i18n } = useTranslation(templatesNamespace);
  const simulator = useSimulatorChannel();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sample = form.getValues().header.sample;
  const limits = TEMPLATE_HEADER_SAMPLE_LIMITS[format];

  // The image's object URL lives as long as it is the sample shown.
  const previewUrl = sample?.previewUrl ?? null;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  // Another format wants another file: an upload under way for the old one is dropped.
  useEffect(() => {
    setProblem(null);
    return () => {
      abort.current?.abort();
      abort.current = null;
      setUploading(null);
    };
  }, [format]);

  const setSample = (example: string, value: typeof sample) => form.setFieldValue('header', { ...form.getValues().header, example, sample: value });

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    abort.current?.abort();
    setSample('', null);
    const refused = headerSampleProblem(format, { mimeType: file.type, size: file.size });
    if (refused) {
      setUploading(null);
      setProblem(refused.message);
      return;
    }
    setProblem(null);
    const controller = new AbortController();
    abort.current = controller;
    setUploading({ fileName: file.name, progress: 0 });
    try {
      const uploaded = await uploadHeaderSample(format, file, {
        signal: controller.signal,
        onProgress: (progress) => setUploading({ fileName: file.name, progress }),
      });
      setSample(uploaded.handle, { fileName: file.name, size: file.size, previewUrl: format === 'IMAGE' ? URL.createObjectURL(file) : null });
      form.clearFieldError('header.example');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(errorMessage(error));
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setUploading(null);
      }
    }
  };

  const limitsText = t('editor.sampleLimits', { types: limits.label, max: formatSize(limits.maxBytes, i18n.language) });
  return (
    <Input.Wrapper
      label={t('editor.sampleFile')}
      labelElement="div"
      description={`${t(simulator ? 'simulator.mediaExampleHelp' : 'editor.sampleHelp')} ${limitsText}`}
      error={problem ?? form.errors['header.example']}
      required
    >
      <Stack gap={6} mt={6}>
        <Group gap="sm" wrap="nowrap">
          <Button variant="light" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={!!uploading} onClick={() => input.current?.click()}>
            {t(sample ? 'editor.sampleReplace' : 'editor.sampleChoose')}
          </Button>
          {(uploading || sample) && (
            <Text size="sm" truncate data-testid="header-sample-name">
              {uploading ? uploading.fileName : `${sample?.fileName ?? ''} · ${formatSize(sample?.size ?? 0, i18n.language)}`}
            </Text>
          )}
        </Group>
        {uploading && <Progress value={Math.round(uploading.progress * 100)} aria-label={t('editor.sampleUploading')} animated />}
      </Stack>
      <input ref={input} type="file" accept={sampleAccept(format)} hidden data-testid="header-sample-input" onChange={(event) => void pick(event.currentTarget.files?.[0])} />
    </Input.Wrapper>
  );
}
