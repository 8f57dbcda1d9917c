import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentDisposition, fileSafetyHook, FILE_CONTENT_SECURITY_POLICY, isInlineSafe, sendStoredFile, servedContentType } from '../file-serving.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get<{ Querystring: { type: string; name: string } }>('/file', (request, reply) =>
    sendStoredFile(reply, { mimeType: request.query.type, fileName: request.query.name, body: Buffer.from('bytes'), size: 5 }),
  );
  app.get('/refused', { onRequest: fileSafetyHook }, async () => {
    throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (type: string, name = 'arquivo') => app.inject({ url: '/file', query: { type, name } });

describe('serving a stored file', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'audio/ogg', 'audio/ogg; codecs=opus', 'audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/amr'])(
    '%s is shown inline',
    async (type) => {
      const res = await get(type);
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
    },
  );

  it.each(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'application/pdf', 'text/plain', 'application/msword', 'application/octet-stream', 'image/bmp', 'video/quicktime', ''])(
    '"%s" is only ever a download',
    async (type) => {
      const res = await get(type);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    },
  );

  it('every answer forbids sniffing and runs in a sandbox that may load nothing', async () => {
    for (const type of ['image/png', 'image/svg+xml']) {
      const res = await get(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    }
    expect(FILE_CONTENT_SECURITY_POLICY).toBe("sandbox; default-src 'none'");
  });

  it("a route's refusals carry the same headers when it uses the hook", async () => {
    const res = await app.inject({ url: '/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('a malformed stored type goes as octet-stream (a header can never be forged from it)', () => {
    expect(servedContentType('text/html\r\nSet-Cookie: a=b')).toBe('application/octet-stream');
    expect(servedContentType('Image/PNG; x=1')).toBe('image/png');
    expect(isInlineSafe('IMAGE/JPEG')).toBe(true);
  });
});

describe('the file name (RFC 6266 and 5987)', () => {
  it('an ASCII fallback without quotes or separators, and the exact name percent-encoded', () => {
    expect(contentDisposition('attachment', 'Relatório ação.xlsx')).toBe(`attachment; filename="Relatorio_acao.xlsx"; filename*=UTF-8''Relat%C3%B3rio%20a%C3%A7%C3%A3o.xlsx`);
    expect(contentDisposition('attachment', `a"b;c\r\nd.svg`)).toBe(`attachment; filename="a_b_c_d.svg"; filename*=UTF-8''a%22b%3Bc%0D%0Ad.svg`);
  });

  it("encodes ' ( ) * too, names an empty name and survives a lone surrogate", () => {
    expect(contentDisposition('inline', "it's (1)*.png")).toBe(`inline; filename="it_s_1_.png"; filename*=UTF-8''it%27s%20%281%29%2A.png`);
    expect(contentDisposition('attachment', '  ')).toBe(`attachment; filename="arquivo"; filename*=UTF-8''arquivo`);
    expect(contentDisposition('attachment', 'a\uD800.txt')).toBe(`attachment; filename="a_.txt"; filename*=UTF-8''a%EF%BF%BD.txt`);
  });

  it('the header a download gets from the route', async () => {
    const res = await get('application/pdf', 'orçamento 2026.pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orcamento_2026.pdf"; filename*=UTF-8''or%C3%A7amento%202026.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
