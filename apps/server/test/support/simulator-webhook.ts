// Posts the simulator phone's webhook to the test app as the /simulador page does: from this machine
// by default, or from another address with (or without) the channel's signature.
import type { SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';
import type { TestApp } from './test-app.js';

export function postSimulatorWebhook(t: TestApp, body: SimulatorWebhook, from: { remoteAddress?: string; signature?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/simulator',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(from.signature ? { 'x-simulator-signature': from.signature } : {}) },
  });
}
