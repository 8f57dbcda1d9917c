// Small files whose first bytes are what real ones start with, so the type the server detects from
// the bytes (file-type) is the one a real file of that kind would get. Plus the hostile ones: an SVG
// and an HTML page that run a script when a browser renders them.

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A JPEG's start-of-image and APP0 markers, some data, and its end marker. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 0x2a), Buffer.from([0xff, 0xd9])]);

/** A JPEG of `size` bytes (its markers and filler), for the size limits. */
export const jpegOfSize = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 0x2a)]);

/** A RIFF/WEBP file with a VP8 chunk header (a sticker). */
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x70, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(300, 5)]);

/** A WEBP of `size` bytes, for the sticker limit. */
export const webpOfSize = (size: number) => Buffer.concat([WEBP.subarray(0, 16), Buffer.alloc(size - 16, 5)]);

/** An ISO-BMFF file whose `ftyp` box names MP4 brands. */
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(3000, 3)]);

/** An Ogg page carrying an Opus header (a WhatsApp voice note). */
export const OGG_OPUS = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24, 0), Buffer.from('OpusHead'), Buffer.alloc(900, 2)]);

/** An ID3-tagged MP3 frame. */
export const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(10, 0), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400, 0)]);

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2500, 0x41), Buffer.from('\n%%EOF\n')]);

/** An SVG image that runs a script when a browser opens it as a page. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/user/me").then(r=>r.text()).then(alert)</script><rect width="10" height="10"/></svg>',
);

/** An HTML page with a script. */
export const HTML_WITH_SCRIPT = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A CSV list (text: no magic bytes to detect). */
export const CSV = Buffer.from('nome;telefone\nAna;5511999990000\n');
