// A simulator channel's credentials: its own id (webhooks route by it) and a random secret that lets
// the /simulador page be used from outside this machine (modules/simulator/simulator-access.ts checks it).
import crypto from 'node:crypto';

export function newSimulatorCredentials(channelId: string): Record<string, string> {
  return { channelId, simulatorSecret: crypto.randomBytes(24).toString('base64url') };
}
