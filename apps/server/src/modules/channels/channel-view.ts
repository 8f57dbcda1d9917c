// What the API shows of a channel: credentials only as masked tails, never in full.
import type { Channel } from '@atende/contract';
import { decryptSecret, maskSecret } from '../../platform/crypto/encryption.js';
import type { ChannelWithConfig } from './channels.repository.js';

export function openCredentials(key: Buffer, sealed: string | null): Record<string, string> {
  if (!sealed) return {};
  return JSON.parse(decryptSecret(key, sealed)) as Record<string, string>;
}

export function toChannelView(key: Buffer, row: ChannelWithConfig): Channel {
  const credentials = Object.fromEntries(
    Object.entries(openCredentials(key, row.credentialsSealed)).map(([k, v]) => [k, maskSecret(v)]),
  );
  return {
    _id: row.id,
    name: row.name,
    channelNumber: row.channelNumber,
    apiType: row.apiType,
    status: row.status,
    blocked: row.blocked,
    deleted: row.deletedAt !== null,
    timezone: row.timezone,
    secondaryChannelIds: row.secondaryChannelIds,
    credentials,
    config: row.config,
    createdAt: row.createdAt.toISOString(),
    attentionReason: row.attentionReason ?? null,
    openingHours: row.openingHours,
    outsideHoursMessage: row.outsideHoursMessage,
    queueMessage: row.queueMessage,
    embedAllowedOrigins: row.embedAllowedOrigins,
    presenceGraceSeconds: row.presenceGraceSeconds,
    requeueOnOperatorOffline: row.requeueOnOperatorOffline,
  };
}
