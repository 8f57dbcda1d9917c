// A socket.io-client stand-in for component tests: records sockets and lets a test emit server events.
type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  listeners = new Map<string, Listener[]>();
  anyListeners: Listener[] = [];
  constructor(readonly namespace: string) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  connect() {
    return this;
  }
  disconnect() {
    return this;
  }
  emit() {
    return this;
  }
  serverEmits(event: string, ...args: unknown[]) {
    this.anyListeners.forEach((l) => l(event, ...args));
  }
}

export const fakeSockets: FakeSocket[] = [];

export const fakeIo = (first?: unknown) => {
  const socket = new FakeSocket(typeof first === 'string' ? first : '/');
  fakeSockets.push(socket);
  return socket;
};
