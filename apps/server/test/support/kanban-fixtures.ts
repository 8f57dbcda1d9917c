// A company with the kanban on (modules.kanban and customerPortfolioEnabled), and the calls the kanban
// tests repeat: boards with steps, cards for contacts, moves, through the real routes.
import { expect } from 'vitest';
import { auth, createCompany, createTestApp, type TestApp } from './test-app.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';

export async function enableKanban(t: TestApp, channelId: string, ownerToken: string, on = true, portfolio = true): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/channel/config/${channelId}`,
    headers: auth(ownerToken),
    payload: { modules: { kanban: on }, customerPortfolioEnabled: portfolio },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export type TestBoard = { id: string; steps: string[] };

export async function createBoard(t: TestApp, token: string, name: string, stepNames: string[] = ['Lead', 'Proposta', 'Fechado'], extra: Record<string, unknown> = {}): Promise<TestBoard> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/kanbans',
    headers: auth(token),
    payload: { name, steps: stepNames.map((s) => ({ name: s, color: '#228be6' })), ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const kanban = res.json().kanban as { _id: string; steps: Array<{ _id: string }> };
  return { id: kanban._id, steps: kanban.steps.map((s) => s._id) };
}

export async function contactOf(t: TestApp, channelId: string, number: string, name: string): Promise<string> {
  return (await upsertContact(t.ctx.db.orm, channelId, number, name)).id;
}

export type CardJson = { _id: string; stepId: string; rank: string; version: number; title: string; valueCents: number; contactId: string };

export async function addCard(t: TestApp, token: string, kanbanId: string, body: Record<string, unknown>): Promise<CardJson> {
  const res = await t.app.inject({ method: 'POST', url: `/api/kanbans/${kanbanId}/cards`, headers: auth(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().card as CardJson;
}

export function moveCard(t: TestApp, token: string, kanbanId: string, card: { _id: string; version: number }, to: { stepId: string; afterCardId?: string | null; beforeCardId?: string | null }) {
  return t.app.inject({ method: 'POST', url: `/api/kanbans/${kanbanId}/cards/${card._id}/move`, headers: auth(token), payload: { ...to, version: card.version } });
}

export async function boardOf(t: TestApp, token: string, kanbanId: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/kanbans/${kanbanId}/board${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { kanban: { steps: Array<{ _id: string }> }; columns: Array<{ stepId: string; count: number; totalCents: number; cards: CardJson[]; nextCursor: string | null }> };
}

/** The titles of each column, in order. */
export async function columnTitles(t: TestApp, token: string, kanbanId: string): Promise<string[][]> {
  return (await boardOf(t, token, kanbanId)).columns.map((c) => c.cards.map((card) => card.title));
}

export type KanbanTestCompanies = { t: TestApp; owner: string; channelId: string; other: { channelId: string; ownerToken: string } };

/** The demo company and another one (`otherName`, `otherNumber`), both with the kanban on; closed by the caller. */
export async function kanbanCompanies(otherName: string, otherNumber: string): Promise<KanbanTestCompanies> {
  const t = await createTestApp();
  const session = await t.login('empresa');
  const channelId = session.user.channelId as string;
  await enableKanban(t, channelId, session.token);
  const other = await createCompany(t, { name: otherName, channelNumber: otherNumber, ownerLogin: otherName.toLowerCase().replace(/\s+/g, '-') });
  await enableKanban(t, other.channelId, other.ownerToken);
  return { t, owner: session.token, channelId, other };
}
