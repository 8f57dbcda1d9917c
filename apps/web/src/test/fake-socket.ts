// A socket.io-client stand-in for tests: records sockets, their options and listeners, and lets a
// test fire connection events or emit server events.
type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  listeners = new Map<string, Listener[]>();
  anyListeners: Listener[] = [];
  connectCalls = 0;
  disconnected = false;
  /** What the client emitted, in order: [event, ...args]. */
  emitted: unknown[][] = [];
  constructor(
    readonly namespace: string,
    readonly options: Record<string, unknown> = {},
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  /** A connection-level event (connect, connect_error, disconnect). */
  fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((l) => l(...args));
  }
  /** An event the server pushes. */
  serverEmits(event: string, ...args: unknown[]) {
    this.anyListeners.forEach((l) => l(event, ...args));
  }
}

export const fakeSockets: FakeSocket[] = [];

/** Drop-in for socket.io-client's io(namespace?, options?). */
export const fakeIo = (first?: unknown, second?: unknown) => {
  const namespace = typeof first === 'string' ? first : '/';
  const options = ((typeof first === 'object' ? first : second) ?? {}) as Record<string, unknown>;
  const socket = new FakeSocket(namespace, options);
  fakeSockets.push(socket);
  return socket;
};
