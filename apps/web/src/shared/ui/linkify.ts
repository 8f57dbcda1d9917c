// Alerts turn URLs into links (spec section 8). The text is split into plain segments and links that
// React renders as text nodes and <a> elements, so markup inside a message is never interpreted.
import { isHttpUrl } from '@atende/contract';

export type LinkifySegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends the sentence rather than the address.
const trailing = /[.,;:!?)\]}]+$/;

export function linkify(text: string): LinkifySegment[] {
  const segments: LinkifySegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(trailing, '');
    pushText(text.slice(last, start));
    if (isHttpUrl(url)) segments.push({ kind: 'link', text: url, href: new URL(url).href });
    else pushText(url);
    last = start + url.length;
  }
  pushText(text.slice(last));
  return segments;
}
