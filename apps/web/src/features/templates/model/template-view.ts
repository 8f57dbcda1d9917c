// A template as the customer's phone shows it: variables replaced by their values (the editor's
// examples, or what the operator typed), buttons as WhatsApp lays them out.
import type { Template, TemplateButton, TemplateDraft } from '@atende/contract';
import { fillVariables } from './template-text';

export type TemplateView = {
  /** A media header may show the editor's sample: the picked image (an object URL) or the file's name. */
  header: { format: 'TEXT'; text: string } | { format: 'IMAGE' | 'VIDEO' | 'DOCUMENT'; sampleUrl?: string; fileName?: string } | null;
  body: string;
  footer: string | null;
  buttons: { type: TemplateButton['type']; text: string }[];
};

type Source = Pick<Template, 'header' | 'body' | 'footer' | 'buttons'> | Pick<TemplateDraft, 'header' | 'body' | 'footer' | 'buttons'>;

type Sample = { fileName: string; previewUrl: string | null };

const mediaHeader = (format: 'IMAGE' | 'VIDEO' | 'DOCUMENT', sample: Sample | undefined): TemplateView['header'] => ({
  format,
  ...(sample ? { fileName: sample.fileName } : {}),
  ...(sample?.previewUrl && format === 'IMAGE' ? { sampleUrl: sample.previewUrl } : {}),
});

/** `bodyValues[n - 1]` fills {{n}} of the body; `headerValue` fills the header's {{1}}; `sample` is the editor's picked file. */
export function templateView(source: Source, bodyValues: readonly string[], headerValue = '', sample?: Sample): TemplateView {
  const header = source.header ?? null;
  return {
    header: !header ? null : header.format === 'TEXT' ? { format: 'TEXT', text: fillVariables(header.text, [headerValue]) } : mediaHeader(header.format, sample),
    body: fillVariables(source.body, bodyValues),
    footer: source.footer ?? null,
    buttons: source.buttons.map((b) => ({ type: b.type, text: b.text })),
  };
}

/** WhatsApp shows up to three buttons; with more, two and a "see all options" that opens the rest. */
export function visibleButtons(buttons: TemplateView['buttons']): { shown: TemplateView['buttons']; more: boolean } {
  return buttons.length > 3 ? { shown: buttons.slice(0, 2), more: true } : { shown: buttons, more: false };
}
