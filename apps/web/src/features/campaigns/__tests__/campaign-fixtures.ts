// Campaigns as the API answers them, the owner of a Cloud channel with the campaigns module, and the
// lists the editor picks from (approved templates, tags, operators, departments).
import { act } from '@testing-library/react';
import type { Campaign, CampaignProgress, Template } from '@atende/contract';
import { sessionStore } from '@/shared/session/session-store';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';

export { makeTemplate, templateId } from '@/features/templates/__tests__/template-fixtures';

export const campaignId = (n: number) => `00000000-0000-4000-8000-${String(8000 + n).padStart(12, '0')}`;
export const tagId = (n: number) => `00000000-0000-4000-8000-${String(9100 + n).padStart(12, '0')}`;
export const departmentId = (n: number) => `00000000-0000-4000-8000-${String(9200 + n).padStart(12, '0')}`;
export const operatorId = (n: number) => `00000000-0000-4000-8000-${String(9300 + n).padStart(12, '0')}`;

export const progressOf = (counts: Partial<CampaignProgress> = {}): CampaignProgress => ({
  total: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  skipped: 0,
  replied: 0,
  cancelled: 0,
  failures: [],
  ...counts,
});

export function makeCampaign(n: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: campaignId(n),
    channelId: ids.channel,
    name: `Campanha ${n}`,
    status: 'draft',
    templateId: null,
    templateName: `modelo_${n}`,
    templateLanguage: 'pt_BR',
    bodyVariables: [],
    headerVariable: null,
    headerMediaLink: null,
    buttonVariables: [],
    audience: { kind: 'contacts', tagIds: [] },
    onReply: { action: 'department', departmentId: departmentId(1) },
    upload: null,
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2025-03-10T15:30:00.000Z',
    progress: progressOf(),
    ...overrides,
  };
}

export const ok = (body: object, status = 200) => jsonResponse(status, { statusCode: status, ...body });
export const one = (campaign: Campaign, status = 200) => ok({ campaign }, status);

export const campaignPage = (items: Campaign[], total = items.length) => ok({ items, page: 1, perPage: 10, total });

/** The owner signed in, with GET /api/user/me and `extra` endpoints (tried first). */
export function ownerServer(...extra: FakeEndpoint[]) {
  const owner = makeUser('channel', { apiType: 'cloud', modules: { broadcastList: true } });
  sessionStore.start('tok-1', owner);
  return fakeServer(...extra, on('GET', '/api/user/me', () => ok({ user: owner })));
}

/** What the editor chooses from: approved templates, two tags, an operator and two departments. */
export function editorLists(templates: Template[]): FakeEndpoint[] {
  return [
    on('GET', '/api/templates/approved', () => ok({ templates })),
    on('GET', `/api/channel/tags/${ids.channel}`, () =>
      ok({ tags: [1, 2].map((n) => ({ _id: tagId(n), channelId: ids.channel, name: n === 1 ? 'VIP' : 'Atacado', color: '#228be6', createdAt: '2025-01-01T00:00:00.000Z' })) }),
    ),
    on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => ok({ operators: [{ _id: operatorId(1), name: 'Ana Operadora' }] })),
    on('GET', `/api/department/channel/${ids.channel}`, () =>
      ok({ departments: [{ _id: departmentId(1), name: 'Vendas' }, { _id: departmentId(2), name: 'Suporte' }] }),
    ),
  ];
}

/** The server pushes campaign.progress on the main socket (once the page subscribed). */
export function emitProgress(campaign: Campaign, status: Campaign['status'], progress: CampaignProgress) {
  act(() =>
    fakeSockets.find((s) => s.namespace === '/')?.serverEmits('campaign.progress', { channelId: ids.channel, campaignId: campaign._id, status, progress }),
  );
}

export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
