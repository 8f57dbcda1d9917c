// What the kanban report endpoints answer in the web tests: two boards (the first by name is read when
// the URL names none), their steps, a user whose company has the kanban module (the kanbanReports gate),
// and the fake server both report pages are tested against.
import type { KanbanReportBoard, KanbanReportStep } from '@atende/contract';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on, type FakeEndpoint } from '@/test/render-app';
import { sessionStore } from '@/shared/session/session-store';
import { sessionAndChoices } from '../../kit/__tests__/report-fixtures';

export const kanbanReportUser = () => makeUser('channel', { modules: { kanban: true } });

export const salesBoard: KanbanReportBoard = { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Funil de vendas', archived: false };
export const oldBoard: KanbanReportBoard = { _id: '00000000-0000-4000-8000-0000000000c2', name: 'Pós-venda', archived: true };
export const boards = [salesBoard, oldBoard];

const step = (n: number, name: string, outcome: KanbanReportStep['outcome']): KanbanReportStep => ({
  _id: `00000000-0000-4000-8000-0000000001${n}0`,
  name,
  color: '#228be6',
  position: n,
  outcome,
});
export const lead = step(1, 'Lead', 'open');
export const proposal = step(2, 'Proposta', 'open');
export const won = step(3, 'Fechado', 'won');
export const lost = step(4, 'Perdido', 'lost');

/**
 * One kanban report's endpoints and `serve`: a signed-in kanban user, the filter bar's choices, the
 * summary (from the body it is asked with; `defaultSummary` unless told) and the first page, plus `more`.
 */
export function kanbanReportServer<Summary>(name: 'kanban' | 'kanban-performance', defaultSummary: () => Summary, page: unknown) {
  const SUMMARY = `/api/report/${name}/summary`;
  const PAGE = new RegExp(`^/api/report/${name}/page/1$`);
  const EXPORT = `/api/report/${name}/export`;
  const serve = (summary: (body: unknown) => Summary = defaultSummary, more: FakeEndpoint[] = []) => {
    sessionStore.start('tok-1', kanbanReportUser());
    return fakeServer(
      ...sessionAndChoices(kanbanReportUser()),
      on('POST', SUMMARY, (body) => jsonResponse(200, summary(body))),
      on('POST', PAGE, () => jsonResponse(200, page)),
      ...more,
    );
  };
  return { SUMMARY, PAGE, EXPORT, serve };
}

/** Intl puts a non-breaking space between "R$" and the amount. */
export const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
