// A simulator channel's credentials: its own id (webhooks route by it) and a random secret that
// lets the /simulador page be used from outside this machine.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { encryptSecret } from '../../platform/crypto/encryption.js';
import { newSimulatorCredentials } from '../../providers/simulator/simulator-credentials.js';
import { updateChannel } from './channels.repository.js';

export async function sealSimulatorCredentials(orm: NodePgDatabase, key: Buffer, channelId: string): Promise<void> {
  const credentials = newSimulatorCredentials(channelId);
  await updateChannel(orm, channelId, { credentialsSealed: encryptSecret(key, JSON.stringify(credentials)), providerAccountId: channelId });
}
