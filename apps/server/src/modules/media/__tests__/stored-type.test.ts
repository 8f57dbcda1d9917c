import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DETECTION_SAMPLE_BYTES, detectStoredType, detectStreamType, storedTypeOf } from '../stored-type.js';
import { CSV, HTML_WITH_SCRIPT, JPEG, MP3, MP4, OGG_OPUS, PDF, PNG, SVG_WITH_SCRIPT, WEBP } from '../../../../test/support/media-samples.js';

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(50, 1)]);
const XML_SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the stored type is what the bytes are', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a WEBP', WEBP, 'image/webp'],
    ['a GIF', GIF, 'image/gif'],
    ['an MP4', MP4, 'video/mp4'],
    ['an Opus voice note', OGG_OPUS, 'audio/ogg'],
    ['an MP3', MP3, 'audio/mpeg'],
    ['a PDF', PDF, 'application/pdf'],
  ])('%s is stored as %s whatever it claims', async (_name, bytes, expected) => {
    expect(await detectStoredType(bytes, 'application/octet-stream', 'arquivo')).toBe(expected);
    expect(await detectStoredType(bytes, 'text/html', 'pagina.html')).toBe(expected);
  });

  it('a JPEG claimed as a PDF is a JPEG; a PDF claimed as a PNG is a PDF', async () => {
    expect(await detectStoredType(JPEG, 'application/pdf', 'nota.pdf')).toBe('image/jpeg');
    expect(await detectStoredType(PDF, 'image/png', 'foto.png')).toBe('application/pdf');
  });

  it('an SVG or HTML page (text: nothing to detect) is never stored as what it claims', async () => {
    expect(await detectStoredType(SVG_WITH_SCRIPT, 'image/svg+xml', 'logo.svg')).toBe('application/octet-stream');
    expect(await detectStoredType(HTML_WITH_SCRIPT, 'text/html', 'a.html')).toBe('application/octet-stream');
    expect(await detectStoredType(HTML_WITH_SCRIPT, 'image/png', 'foto.png')).toBe('application/octet-stream');
    expect(await detectStoredType(HTML_WITH_SCRIPT, 'application/xhtml+xml', 'a.xhtml')).toBe('application/octet-stream');
    // With an XML prologue file-type names it XML: still nothing a page shows inline.
    expect(await detectStoredType(XML_SVG, 'image/svg+xml', 'logo.svg')).toBe('application/xml');
  });

  it('text with a harmless claim keeps it; a claim of nothing takes a harmless type from the extension', async () => {
    expect(await detectStoredType(CSV, 'text/csv', 'lista.csv')).toBe('text/csv');
    expect(await detectStoredType(CSV, 'text/plain; charset=utf-8', 'lista.txt')).toBe('text/plain');
    expect(await detectStoredType(CSV, '', 'lista.csv')).toBe('text/csv');
    expect(await detectStoredType(CSV, 'application/octet-stream', 'lista.csv')).toBe('text/csv');
    expect(await detectStoredType(CSV, 'application/octet-stream', 'logo.svg')).toBe('application/octet-stream');
    expect(await detectStoredType(CSV, 'image/jpeg', 'foto.jpg')).toBe('application/octet-stream');
  });

  it('a claim narrows a container the bytes only name generically, never turns bytes into another format', () => {
    expect(storedTypeOf('application/zip', DOCX_MIME, 'contrato.docx')).toBe(DOCX_MIME);
    expect(storedTypeOf('video/mp4', 'audio/mp4', 'audio.m4a')).toBe('audio/mp4');
    expect(storedTypeOf('application/x-cfb', 'application/msword', 'a.doc')).toBe('application/msword');
    expect(storedTypeOf(DOCX_MIME, 'application/zip', 'contrato.zip')).toBe(DOCX_MIME);
    expect(storedTypeOf('application/zip', 'image/svg+xml', 'a.svg')).toBe('application/zip');
    expect(storedTypeOf('video/mp4', 'image/png', 'a.png')).toBe('video/mp4');
  });

  it("file-type's names become the ones WhatsApp uses", () => {
    expect(storedTypeOf('audio/x-m4a', null)).toBe('audio/mp4');
    expect(storedTypeOf('audio/ogg; codecs=opus', 'audio/ogg')).toBe('audio/ogg');
  });

  it('an empty file is only what a harmless claim says', async () => {
    expect(await detectStoredType(Buffer.alloc(0), 'image/png', 'a.png')).toBe('application/octet-stream');
    expect(await detectStoredType(Buffer.alloc(0), 'text/plain', 'a.txt')).toBe('text/plain');
  });
});

describe('detecting a stream', () => {
  const chunked = (bytes: Buffer, size: number) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
  const readAll = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('detects from the start and hands on every byte, in order, of a file larger than the sample', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(DETECTION_SAMPLE_BYTES * 3, 7)]);
    const { mimeType, stream } = await detectStreamType(chunked(big, 1000), 'application/pdf', 'x.pdf');
    expect(mimeType).toBe('image/jpeg');
    expect((await readAll(stream)).equals(big)).toBe(true);
  });

  it('a small file arrives whole too', async () => {
    const { mimeType, stream } = await detectStreamType(chunked(PNG, 10), 'image/png', 'a.png');
    expect(mimeType).toBe('image/png');
    expect((await readAll(stream)).equals(PNG)).toBe(true);
  });

  it('destroying the answer ends the source (a refusal before storing)', async () => {
    const source = chunked(Buffer.alloc(DETECTION_SAMPLE_BYTES * 4, 1), 4096);
    const { stream } = await detectStreamType(source, 'image/png', 'a.png');
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    expect(source.destroyed).toBe(true);
  });
});
