// The board's room (rooms.kanban(id)): who may join it ('kanban.watch', checked as the board's HTTP
// routes are: the owner, managers with ManageKanbans, operators for boards open to their departments,
// module kanban on, the board of the caller's own company), and what it hears: cards created, edited,
// moved or changed by a step action ('kanban.card'), cards gone ('kanban.card_removed'), the board
// itself changed or deleted ('kanban.board'), and a card's conversation state when its contact's
// attendance changes (gathered for FLUSH_MS, read in one query). Through the Redis adapter, a move on
// one instance reaches the watchers on every other.
import { idSchema, moduleGateOpen, rooms, type KanbanCard } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Principal } from '../../platform/http/principal.js';
import type { RealtimeServer, RealtimeSocket } from '../../platform/realtime/realtime.js';
import { safeErrorMessage } from '../../platform/logging/safe-errors.js';
import { findKanban } from './kanban-boards.repository.js';
import { cardView, cardViewsOf } from './kanban-card-view.repository.js';
import { cardsOfAttendances } from './kanban-live.repository.js';
import { boardOpenTo, reachDepartments } from './kanban-reach.js';

const FLUSH_MS = 300;

/** The same reach as GET /api/kanbans/{id}/board and the panel's routes, for a socket's principal. */
export async function mayWatch(ctx: AppContext, principal: Principal, kanbanId: string): Promise<boolean> {
  const channelId = principal.channelId;
  if (!channelId || principal.tokenKind !== 'session') return false;
  if (!moduleGateOpen('kanban', principal.channelConfig)) return false;
  const staff = principal.role === 'channel' || (principal.role === 'channel_manager' && principal.permissions.includes('ManageKanbans'));
  if (!staff && principal.role !== 'operator') return false;
  const board = await findKanban(ctx.db.orm, channelId, kanbanId);
  if (!board) return false;
  if (staff) return true;
  const caller = { channelId, userId: principal.userId, userName: principal.name, operatorId: principal.operatorId, limited: true };
  return boardOpenTo(board, await reachDepartments(ctx.db.orm, caller));
}

function onWatch(ctx: AppContext, socket: RealtimeSocket): void {
  socket.on('kanban.watch', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const kanbanId = idSchema.safeParse((payload as { kanbanId?: unknown } | undefined)?.kanbanId);
    if (!kanbanId.success) return reply({ ok: false });
    void mayWatch(ctx, socket.data.principal, kanbanId.data)
      .then(async (ok) => {
        if (ok) await socket.join(rooms.kanban(kanbanId.data));
        reply({ ok });
      })
      .catch((err: unknown) => {
        console.error('[kanban] watch check failed', safeErrorMessage(err));
        reply({ ok: false });
      });
  });
  socket.on('kanban.unwatch', (payload) => {
    const kanbanId = idSchema.safeParse((payload as { kanbanId?: unknown } | undefined)?.kanbanId);
    if (kanbanId.success) void socket.leave(rooms.kanban(kanbanId.data));
  });
}

/** Returns what stops the pending conversation push (the app closes before its database). */
export function pushKanbanEvents(ctx: AppContext, io: RealtimeServer): () => void {
  io.on('connection', (socket) => onWatch(ctx, socket));
  const emitCard = (card: KanbanCard, fromStepId: string | null) => io.to(rooms.kanban(card.kanbanId)).emit('kanban.card', { kanbanId: card.kanbanId, card, fromStepId });

  ctx.bus.on('kanban.card_changed', async (event) => {
    const card = event.card ?? (await cardView(ctx.db.orm, event.cardId));
    if (card) emitCard(card, event.fromStepId);
  });
  ctx.bus.on('kanban.card_removed', ({ kanbanId, cardId, stepId }) => {
    io.to(rooms.kanban(kanbanId)).emit('kanban.card_removed', { kanbanId, cardId, stepId });
  });
  ctx.bus.on('kanban.board_changed', ({ kanbanId, deleted }) => {
    io.to(rooms.kanban(kanbanId)).emit('kanban.board', { kanbanId, deleted });
    if (deleted) io.in(rooms.kanban(kanbanId)).socketsLeave(rooms.kanban(kanbanId));
  });

  // A card shows its contact's conversation state (waiting, in attendance, finished): follow it.
  const touched = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const ids = [...touched];
    touched.clear();
    for (const card of await cardViewsOf(ctx.db.orm, await cardsOfAttendances(ctx.db.orm, ids))) emitCard(card, null);
  };
  ctx.bus.on('attendance.changed', ({ attendanceId }) => {
    touched.add(attendanceId);
    if (timer) return;
    timer = setTimeout(() => void flush().catch((err: unknown) => console.error('[kanban] conversation push failed', safeErrorMessage(err))), FLUSH_MS);
    timer.unref();
  });
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    touched.clear();
  };
}
