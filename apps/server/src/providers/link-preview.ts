// Whether a text carries a link WhatsApp can preview: Meta renders a preview only for a URL starting
// with http:// or https:// (Cloud API "text messages", preview_url). A sender may still decide
// (previewUrl on the outbound message); otherwise a text with such a link asks for its preview.
const LINK = /\bhttps?:\/\/[^\s<>"]+/i;

export const hasPreviewableLink = (text: string): boolean => LINK.test(text);

export const wantsLinkPreview = (message: { text: string; previewUrl?: boolean | undefined }): boolean =>
  message.previewUrl ?? hasPreviewableLink(message.text);
