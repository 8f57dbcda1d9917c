// Socket.IO on the server's origin, authenticated with the session token. Rooms per channel,
// operator, department, attendance and user; the Redis adapter fans out across instances.
import crypto from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { isRequestedRoom, permissionsHeld, rooms, type ClientToServerEvents, type ServerToClientEvents } from '@atende/contract';
import { verifyToken } from '../http/tokens.js';
import type { Principal, PrincipalLoader } from '../http/principal.js';
import { createRepeatFilter } from '../logging/repeat-filter.js';

/** sessionKey: a hash of the token, so sockets of one sign-in (tabs) are told from another sign-in. */
export type SocketData = { principal: Principal; sessionKey: string };
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type Realtime = {
  io: RealtimeServer;
  redisHealthy: () => Promise<{ ok: boolean; configured: boolean; detail?: string }>;
  close: () => Promise<void>;
};

export type RealtimeOptions = {
  signingKey: Uint8Array;
  loadPrincipal: PrincipalLoader;
  /** Extra rooms a principal joins (its departments, ...). */
  roomsFor?: (principal: Principal) => Promise<string[]>;
  redisUrl?: string | undefined;
  /** REDIS_KEY_PREFIX: instances sharing a Redis but not a prefix (another deployment, a parallel test) never hear each other. */
  redisKeyPrefix?: string | undefined;
};

/** A hash of the session token: the sockets of one sign-in (its tabs) share it, another sign-in's differ. */
export const sessionKeyOf = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The rooms a user's sockets are in, from what the user may read (the same rule as HTTP,
 * contract access-rules.ts): every staff member hears the channel's aggregate events (staff room),
 * and each permission held opens its own room (conversation events go to AttendancesManage's).
 * Every channel socket is in exactly one of the numbers rooms (an operator's privacy flag).
 */
export function principalRooms(p: Principal): string[] {
  const list = [rooms.user(p.userId)];
  if (p.role === 'admin') list.push(rooms.admins);
  const channelId = p.channelId;
  if (!channelId) return list;
  list.push(rooms.channel(channelId), p.privacy ? rooms.numbersMasked(channelId) : rooms.numbersShown(channelId));
  if (p.role === 'channel' || p.role === 'channel_manager') {
    list.push(rooms.staff(channelId), ...permissionsHeld(p).map((permission) => rooms.staffWith(channelId, permission)));
  }
  if (p.operatorId) list.push(rooms.operator(p.operatorId), rooms.operators(channelId));
  return list;
}

/**
 * Rooms that follow what can change in a session (permissions, the privacy flag), as opposed to who the
 * user is. Rooms joined on request (the contract's isRequestedRoom) are never wanted here, so they are
 * left on every account change: the client hears session.updated and asks again, checked anew.
 */
const changeableRoom = (room: string) => /^staff:[^:]+:/.test(room) || room.startsWith('numbers-') || isRequestedRoom(room);

/**
 * The user's account changed: every socket of theirs, on every instance, moves to the rooms of the
 * user as they are now (a permission removed stops its events at once), or closes when the user may
 * no longer be signed in (deleted, blocked). Department rooms are moved by the operators' events.
 */
export async function followPrincipal(io: RealtimeServer, userId: string, current: Omit<Principal, 'tokenKind'> | null): Promise<void> {
  const sockets = await io.in(rooms.user(userId)).fetchSockets();
  for (const socket of sockets) {
    if (!current) {
      socket.disconnect(true);
      continue;
    }
    const principal: Principal = { ...current, tokenKind: socket.data.principal.tokenKind };
    const wanted = principalRooms(principal);
    for (const room of socket.rooms) if (changeableRoom(room) && !wanted.includes(room)) socket.leave(room);
    socket.join(wanted);
    // Seen by this instance's listeners; a socket on another instance keeps its data until it reconnects.
    socket.data.principal = principal;
  }
}

/** Closes the user's sockets but those of one sign-in (the session that changed the password). */
export async function closeOtherSessions(io: RealtimeServer, userId: string, keepSessionKey: string): Promise<void> {
  const sockets = await io.in(rooms.user(userId)).fetchSockets();
  for (const socket of sockets) if (socket.data.sessionKey !== keepSessionKey) socket.disconnect(true);
}

/** With no HTTP server (a worker process) it only emits, through the Redis adapter when configured. */
export async function createRealtime(httpServer: HttpServer | null, options: RealtimeOptions): Promise<Realtime> {
  const serverOptions = { serveClient: false, transports: ['websocket', 'polling'] as ('websocket' | 'polling')[] };
  const io: RealtimeServer = httpServer ? new Server(httpServer, serverOptions) : new Server(serverOptions);

  let pub: ReturnType<typeof createClient> | undefined;
  let sub: ReturnType<typeof createClient> | undefined;
  if (options.redisUrl) {
    pub = createClient({ url: options.redisUrl });
    sub = pub.duplicate();
    // The clients reconnect by themselves; while Redis is away each attempt fails alike: say so once per window.
    const once = createRepeatFilter();
    const logError = (err: Error) => once(err.message, (repeats) => console.error(`[redis] ${err.message}${repeats}`));
    pub.on('error', logError);
    sub.on('error', logError);
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix ?? 'atende:'}socket.io` }));
  }

  const authenticate = async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string') return next(new Error('unauthorized'));
      const claims = await verifyToken(options.signingKey, token);
      if (!claims) return next(new Error('unauthorized'));
      const loaded = await options.loadPrincipal(claims.sub, claims.tv);
      if (!loaded) return next(new Error('unauthorized'));
      socket.data.principal = { ...loaded, tokenKind: claims.kind };
      socket.data.sessionKey = sessionKeyOf(token);
      next();
    } catch (err) {
      next(err instanceof Error ? err : new Error('unauthorized'));
    }
  };

  const joinRooms = async (socket: RealtimeSocket) => {
    const principal = socket.data.principal;
    const extra = options.roomsFor ? await options.roomsFor(principal) : [];
    await socket.join([...principalRooms(principal), ...extra]);
  };

  // Rooms are joined before the connection is accepted, so a client that sees 'connect' is
  // already in every room it will receive events in.
  const joinFirst = async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    try {
      await joinRooms(socket);
      next();
    } catch (err) {
      next(err instanceof Error ? err : new Error('join failed'));
    }
  };
  io.use(authenticate);
  io.use(joinFirst);
  io.on('connection', (socket) => {
    void warnIfAlreadyConnected(io, socket).catch((err: unknown) => console.error('[realtime] presence check failed', err));
  });

  const qr = io.of('/qr');
  qr.use(authenticate);
  // The channel connection (QR) is staff work; an embedded chat's token never needs it.
  qr.use((socket, next) => next(socket.data.principal.tokenKind === 'operator-embed' ? new Error('embed_token_scope') : undefined));
  qr.use(async (socket, next) => {
    await socket.join(principalRooms(socket.data.principal));
    next();
  });

  return {
    io,
    redisHealthy: async () => {
      if (!pub) return { ok: true, configured: false };
      try {
        await pub.ping();
        return { ok: true, configured: true };
      } catch (err) {
        return { ok: false, configured: true, detail: (err as Error).message };
      }
    },
    close: async () => {
      // A worker's server has no HTTP server attached (no engine): there is nothing to close but Redis.
      if (io.engine) {
        await new Promise<void>((resolve) => {
          io.close(() => resolve());
        });
      }
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    },
  };
}

/**
 * An operator signing in somewhere else while another session is live: the older session's sockets
 * are told (already_connected), across instances through the adapter, so the newest sign-in works
 * and a tab left open elsewhere knows it was replaced. Tabs of one sign-in are never rivals.
 */
async function warnIfAlreadyConnected(io: RealtimeServer, socket: RealtimeSocket): Promise<void> {
  const { principal, sessionKey } = socket.data;
  // An embedded chat (/chat) lives inside another system beside the operator's own panel: neither
  // replaces the other.
  if (principal.role !== 'operator' || !principal.operatorId || principal.tokenKind === 'operator-embed') return;
  const peers = await io.in(rooms.operator(principal.operatorId)).fetchSockets();
  for (const peer of peers) {
    if (peer.data.sessionKey !== sessionKey && peer.data.principal.tokenKind !== 'operator-embed') peer.emit('already_connected');
  }
}
