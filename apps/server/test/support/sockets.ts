// A real Socket.IO client connected to the test app (the staff namespace or the simulator's), resolved
// once connected: what a browser or the /simulador page would hold.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.js';

export async function connectSocket(t: TestApp, namespace: '' | '/simulator' | '/qr', auth: Record<string, string>): Promise<Socket> {
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}${namespace}`, { auth, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
