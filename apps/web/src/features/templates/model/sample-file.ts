// A media header's sample in the editor: whether the channel's provider takes it as an uploaded file
// (Cloud, simulator) or by public link (Gupshup: its template API builds the sample from a link), and
// the limits as the picker shows them.
import { TEMPLATE_HEADER_SAMPLE_LIMITS, type TemplateMediaFormat } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';

export const useSampleByLink = (): boolean => useSessionUser()?.channel?.apiType === 'gupshup';

/** What the file picker offers for a format. */
export const sampleAccept = (format: TemplateMediaFormat): string => TEMPLATE_HEADER_SAMPLE_LIMITS[format].mimeTypes.join(',');
