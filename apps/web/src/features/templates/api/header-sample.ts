// POST /api/templates/header-sample: a media header's sample file, uploaded to the provider for review
// (with progress); the answer's handle is what the create body carries as header.example.
import { templateHeaderSampleResponseSchema, type TemplateHeaderSample, type TemplateMediaFormat } from '@atende/contract';
import { uploadWithProgress, type UploadProgressOptions } from '@/shared/http/upload-with-progress';

export async function uploadHeaderSample(format: TemplateMediaFormat, file: File, options: UploadProgressOptions = {}): Promise<TemplateHeaderSample> {
  const answer = await uploadWithProgress(`/api/templates/header-sample?format=${format}`, file, templateHeaderSampleResponseSchema, options);
  return answer.sample;
}
