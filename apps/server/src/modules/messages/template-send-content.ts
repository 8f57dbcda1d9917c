// send_template's body → the stored message's content (issue 17 item 12). The content keeps what the
// customer reads (`params` as text, `text` as the filled body when we know the template) and what the
// provider is sent (`typedParams` when a variable is a currency or a date, `buttonPayloads` for
// quick replies), so history, transcripts and the send job each read what they need.
import { templateParamText, type MessageContent, type sendTemplateSchema } from '@atende/contract';
import type { z } from 'zod';

type SendTemplateInput = z.output<typeof sendTemplateSchema>;

/** `known`: our copy of the template (absent when never synced or created here). */
export function templateSendContent(input: SendTemplateInput, known: { body: string } | undefined): MessageContent {
  const sent = input.params ?? [];
  const params = sent.map(templateParamText);
  const typed = sent.some((p) => typeof p !== 'string');
  const text = known?.body ? known.body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole) : undefined;
  return {
    ...(text ? { text } : {}),
    template: {
      name: input.templateName,
      language: input.language,
      ...(params.length ? { params } : {}),
      ...(typed ? { typedParams: sent } : {}),
      ...(input.headerMedia ? { headerMedia: input.headerMedia } : {}),
      ...(input.headerText ? { headerText: input.headerText } : {}),
      ...(input.buttonParams?.length ? { buttonParams: input.buttonParams } : {}),
      ...(input.buttonPayloads?.length ? { buttonPayloads: input.buttonPayloads } : {}),
    },
  };
}
