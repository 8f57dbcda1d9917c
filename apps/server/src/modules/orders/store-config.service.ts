// A channel's store integration settings (on /catalogConfig): the platform, the VTEX account and
// sales channel, and three secrets (VTEX app token, Mercado Pago access token, webhook secret)
// sealed together with the app's encryption key, like the channels' provider credentials. The API
// never returns a secret, only its mask; a secret left out of an update keeps its stored value.
import type { StoreConfig, storeConfigInputSchema } from '@atende/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { decryptSecret, encryptSecret, maskSecret } from '../../platform/crypto/encryption.js';
import type { StoreSettings } from '../../stores/registry.js';
import { findStoreConfig, saveStoreConfig, type StoreConfigRow } from './store-config.repository.js';

type Secrets = StoreSettings['secrets'];

export const paymentWebhookPath = (channelId: string) => `/api/webhooks/store/${channelId}`;

export function createStoreConfigService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const key = ctx.keys.encryption;

  const open = (row: StoreConfigRow | undefined): Secrets => (row?.secretsSealed ? (JSON.parse(decryptSecret(key, row.secretsSealed)) as Secrets) : {});

  function view(channelId: string, row: StoreConfigRow | undefined): StoreConfig {
    const secrets = open(row);
    const masked = (value: string | undefined) => (value ? maskSecret(value) : null);
    const path = paymentWebhookPath(channelId);
    return {
      platform: row?.platform ?? null,
      vtexAccount: row?.vtexAccount ?? null,
      vtexSalesChannel: row?.vtexSalesChannel ?? '1',
      vtexAppKey: row?.vtexAppKey ?? null,
      vtexAppTokenMasked: masked(secrets.vtexAppToken),
      mercadoPagoTokenMasked: masked(secrets.mercadoPagoToken),
      webhookSecretMasked: masked(secrets.webhookSecret),
      webhookPath: ctx.config.publicUrl ? `${ctx.config.publicUrl.replace(/\/+$/, '')}${path}` : path,
    };
  }

  async function get(channelId: string): Promise<StoreConfig> {
    return view(channelId, await findStoreConfig(orm, channelId));
  }

  async function update(channelId: string, input: z.output<typeof storeConfigInputSchema>): Promise<StoreConfig> {
    const current = await findStoreConfig(orm, channelId);
    const secrets: Secrets = { ...open(current) };
    if (input.vtexAppToken) secrets.vtexAppToken = input.vtexAppToken;
    if (input.mercadoPagoToken) secrets.mercadoPagoToken = input.mercadoPagoToken;
    if (input.webhookSecret) secrets.webhookSecret = input.webhookSecret;
    // No platform: the integration is off and its secrets are dropped, not kept around.
    const off = input.platform === null;
    await saveStoreConfig(orm, channelId, {
      platform: input.platform,
      vtexAccount: off ? null : input.vtexAccount,
      vtexSalesChannel: input.vtexSalesChannel,
      vtexAppKey: off ? null : input.vtexAppKey || null,
      secretsSealed: off || Object.keys(secrets).length === 0 ? null : encryptSecret(key, JSON.stringify(secrets)),
    });
    return get(channelId);
  }

  /** The opened settings for the store adapter; null when the channel has no integration. */
  async function settingsOf(channelId: string): Promise<StoreSettings | null> {
    const row = await findStoreConfig(orm, channelId);
    if (!row?.platform) return null;
    return { platform: row.platform, vtexAccount: row.vtexAccount, vtexSalesChannel: row.vtexSalesChannel, vtexAppKey: row.vtexAppKey, secrets: open(row) };
  }

  return { get, update, settingsOf };
}

export type StoreConfigService = ReturnType<typeof createStoreConfigService>;
