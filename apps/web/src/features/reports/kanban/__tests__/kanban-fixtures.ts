// What the kanban report endpoints answer in the web tests: two boards (the first by name is read when
// the URL names none), their steps, and a user whose company has the kanban module (the kanbanReports gate).
import type { KanbanReportBoard, KanbanReportStep } from '@atende/contract';
import { makeUser } from '@/test/fixtures';

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
