// A stored picture's small preview: the same link (signed or session) with size=thumb, which the server
// answers with a WebP at most 320 px wide, made once (modules/media/media-thumbnails.ts).
export function thumbnailUrl(url: string): string;
export function thumbnailUrl(url: string | null | undefined): string | undefined;
export function thumbnailUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}
