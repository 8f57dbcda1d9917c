// Short-lived signed links to media files. <img>, <audio> and <video> cannot send the Authorization
// header, so a message view carries `/api/media/{id}?exp=…&sig=…`: an HMAC over the id and the expiry
// with a key derived from APP_SECRET (platform/crypto), the same on every instance.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links expire at the end of the 12-hour block after the next one: valid 12 to 24 h, and the same URL within a block (browsers cache it). */
export const MEDIA_LINK_BLOCK_MS = 12 * 3600 * 1000;

/**
 * Links handed to Meta's catalog (image_link): Meta downloads the picture when it ingests the item and
 * may fetch it again later, so these last 330 to 360 days, and stay the same URL within a 30-day block
 * (a re-sync inside the block sends the same link). See docs/decisions.md, "Meta catalog sync".
 */
export const CATALOG_LINK_BLOCK_MS = 30 * 24 * 3600 * 1000;
const CATALOG_LINK_BLOCKS_AHEAD = 12;

export type MediaLinks = {
  url: (mediaId: string, now?: Date) => string;
  longLivedUrl: (mediaId: string, now?: Date) => string;
  verify: (mediaId: string, exp: number, sig: string, now?: Date) => 'ok' | 'expired' | 'invalid';
};

export function createMediaLinks(key: Buffer): MediaLinks {
  const sign = (mediaId: string, exp: number) => createHmac('sha256', key).update(`${mediaId}.${exp}`).digest('base64url');
  return {
    url: (mediaId, now = new Date()) => {
      const exp = Math.ceil(now.getTime() / MEDIA_LINK_BLOCK_MS + 1) * (MEDIA_LINK_BLOCK_MS / 1000);
      return `/api/media/${mediaId}?exp=${exp}&sig=${sign(mediaId, exp)}`;
    },
    longLivedUrl: (mediaId, now = new Date()) => {
      const exp = (Math.floor(now.getTime() / CATALOG_LINK_BLOCK_MS) + CATALOG_LINK_BLOCKS_AHEAD) * (CATALOG_LINK_BLOCK_MS / 1000);
      return `/api/media/${mediaId}?exp=${exp}&sig=${sign(mediaId, exp)}`;
    },
    verify: (mediaId, exp, sig, now = new Date()) => {
      const expected = Buffer.from(sign(mediaId, exp));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return exp * 1000 > now.getTime() ? 'ok' : 'expired';
    },
  };
}

// The message view (a pure row → contract mapping used by routes, listeners and the simulator) signs
// with the process's links, installed once at start from the derived key: every instance derives the
// same key from APP_SECRET, so any of them can verify what another signed.
let installed: MediaLinks | null = null;

export function installMediaLinks(key: Buffer): MediaLinks {
  installed = createMediaLinks(key);
  return installed;
}

/** The signed URL of a stored file, or null before links are installed (unit tests of pure mappings). */
export function signedMediaUrl(mediaId: string): string | null {
  return installed ? installed.url(mediaId) : null;
}

/** A long-lived signed path of a stored file for Meta's catalog, or null before links are installed. */
export function longLivedMediaUrl(mediaId: string): string | null {
  return installed ? installed.longLivedUrl(mediaId) : null;
}
