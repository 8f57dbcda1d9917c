// One live channel per provider account (Cloud phone_number_id, Gupshup app name): a webhook for the
// account is verified with its owner's secret alone, so a second company must not claim a number
// that is taken. Checked before writing, for a clear answer, and the unique index
// channels_provider_account_unique settles two claims racing each other.
import type { ApiType } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fail, type AppError } from '../../platform/http/errors.js';
import { channelHoldingAccount } from './channels.repository.js';

const UNIQUE_INDEX = 'channels_provider_account_unique';

export const providerAccountTaken = (): AppError => fail('provider_account_taken');

/** Refuses an account another live channel holds (`channelId`: the channel being updated, which may keep its own). */
export async function assertProviderAccountFree(orm: NodePgDatabase, apiType: ApiType, accountId: string | null, channelId?: string): Promise<void> {
  if (!accountId) return;
  const holder = await channelHoldingAccount(orm, apiType, accountId);
  if (holder && holder.id !== channelId) throw providerAccountTaken();
}

/** The index's refusal (PostgreSQL 23505 on channels_provider_account_unique) as the same 409; anything else as it was. */
export function asProviderAccountTaken(err: unknown): unknown {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === UNIQUE_INDEX) return providerAccountTaken();
  }
  return err;
}
