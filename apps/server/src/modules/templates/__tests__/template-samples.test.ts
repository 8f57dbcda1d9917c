import { describe, expect, it } from 'vitest';
import { headerSampleProblem, headerSampleTooLarge, TEMPLATE_HEADER_SAMPLE_LIMITS, TEMPLATE_MEDIA_FORMATS, type TemplateMediaFormat } from '@atende/contract';
import { AppError } from '../../../platform/http/errors.js';
import { checkedHeaderSample } from '../template-samples.js';

const refusal = (format: TemplateMediaFormat, file: { mimeType: string; size: number }): AppError => {
  try {
    checkedHeaderSample(format, { fileName: 'exemplo', mimeType: file.mimeType, bytes: Buffer.alloc(file.size) });
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('the sample was accepted');
};

describe('header sample refusals', () => {
  it.each(TEMPLATE_MEDIA_FORMATS)('say what the browser says for a %s header (wrong type, too large, empty)', (format) => {
    const limits = TEMPLATE_HEADER_SAMPLE_LIMITS[format];
    const otherType = format === 'DOCUMENT' ? 'image/png' : 'application/pdf';
    const cases: Array<[{ mimeType: string; size: number }, number, string]> = [
      [{ mimeType: otherType, size: 10 }, 415, 'unsupported_media_type'],
      [{ mimeType: limits.mimeTypes[0] ?? '', size: limits.maxBytes + 1 }, 413, 'file_too_large'],
      [{ mimeType: limits.mimeTypes[0] ?? '', size: 0 }, 400, 'file_empty'],
    ];
    for (const [file, status, code] of cases) {
      const err = refusal(format, file);
      expect({ status: err.statusCode, code: err.code, message: err.erroMensagem }).toEqual({ status, code, message: headerSampleProblem(format, file)?.message });
    }
    expect(refusal(format, { mimeType: limits.mimeTypes[0] ?? '', size: limits.maxBytes + 1 }).erroMensagem).toBe(headerSampleTooLarge(format));
  });
});
