// Templates as GET /api/templates answers them, and the owner's session with a Cloud channel.
import type { Template } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';

export const templateId = (n: number) => `00000000-0000-4000-8000-${String(7000 + n).padStart(12, '0')}`;

export function makeTemplate(n: number, overrides: Partial<Template> = {}): Template {
  return {
    _id: templateId(n),
    channelId: ids.channel,
    providerTemplateId: `meta-${n}`,
    name: `modelo_${n}`,
    language: 'pt_BR',
    category: 'UTILITY',
    status: 'APPROVED',
    rejectedReason: null,
    header: null,
    body: `Olá {{1}}, seu pedido ${n} saiu para entrega.`,
    footer: null,
    buttons: [],
    bodyVariables: 1,
    updatedAt: '2025-03-10T15:30:00.000Z',
    ...overrides,
  };
}

export const page = (items: Template[], query: URLSearchParams, total = items.length) =>
  jsonResponse(200, {
    statusCode: 200,
    items,
    page: Number(query.get('page') ?? 1),
    perPage: Number(query.get('perPage') ?? 10),
    total,
    lastSyncAt: '2025-03-10T12:00:00.000Z',
  });

/** The owner of a Cloud channel signed in, with GET /api/user/me and `extra` endpoints (tried first). */
export function ownerServer(...extra: FakeEndpoint[]) {
  const owner = makeUser('channel', { apiType: 'cloud' });
  sessionStore.start('tok-1', owner);
  return fakeServer(...extra, on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: owner })));
}

export const listQuery = (url: string) => new URL(url, 'http://x').searchParams;
