// What a chosen template asks a campaign for: a mapping per body variable, one for a text header's
// {{1}}, a public link for a media header, and one per link button whose URL ends in {{1}} (the
// rules of the contract's campaignInputSchema comments and of Meta's send endpoint).
import { templateVariables, type Template } from '@atende/contract';
import { distinctVariables } from '@/features/templates';

export type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

export type TemplateNeeds = {
  /** Body variable numbers, smallest first: the i-th mapping fills {{body[i]}}. */
  body: number[];
  headerVariable: boolean;
  headerMedia: MediaFormat | null;
  /** Link buttons with a variable, by their position among all the template's buttons. */
  links: { index: number; text: string }[];
};

export const noNeeds: TemplateNeeds = { body: [], headerVariable: false, headerMedia: null, links: [] };

export function templateNeeds(template: Template | null): TemplateNeeds {
  if (!template) return noNeeds;
  const header = template.header;
  return {
    body: distinctVariables(template.body),
    headerVariable: header?.format === 'TEXT' && templateVariables(header.text).length > 0,
    headerMedia: header && header.format !== 'TEXT' ? header.format : null,
    links: template.buttons.flatMap((button, index) =>
      button.type === 'URL' && templateVariables(button.url).length > 0 ? [{ index, text: button.text }] : [],
    ),
  };
}
