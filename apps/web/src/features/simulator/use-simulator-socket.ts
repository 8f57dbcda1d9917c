// The /simulator namespace: what the platform sends to (and about) the simulated customers, and
// that one of the channel's templates changed (the page reviews them as Meta).
import { useEffect } from 'react';
import type { Message } from '@atende/contract';
import type { SimulatorAccess } from './api/simulator-api';

export function useSimulatorSocket(
  access: SimulatorAccess | null,
  onMessage: (number: string, message: Message) => void,
  onTemplateChanged?: () => void,
): void {
  useEffect(() => {
    if (!access) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io('/simulator', { auth: { channelId: access.channelId, secret: access.secret ?? undefined }, transports: ['websocket'] });
      socket.on('simulator.message', (payload: { number: string; message: Message }) => onMessage(payload.number, payload.message));
      if (onTemplateChanged) {
        socket.on('simulator.template', () => onTemplateChanged());
        // Whatever changed while the socket was down (or before it first connected) is read again.
        socket.on('connect', () => onTemplateChanged());
      }
      disconnect = () => socket.disconnect();
    });
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [access, onMessage, onTemplateChanged]);
}
