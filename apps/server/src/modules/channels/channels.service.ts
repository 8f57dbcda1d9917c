// Companies and their channels: creation with the owner account, settings, blocking, config,
// secondary channels. Tenancy: a non-admin only ever reaches its own channel.
import {
  type Channel,
  type ChannelConfig,
  type ChannelConfigPatch,
  channelConfigSchema,
  type channelCreateSchema,
  type channelFilterSchema,
  type channelUpdateSchema,
  defaultChannelConfig,
  type OpeningHours,
} from '@atende/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { encryptSecret } from '../../platform/crypto/encryption.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { insertUser, loginTaken } from '../users/index.js';
import {
  type ChannelFilter,
  findChannel,
  insertChannel,
  linkSecondary,
  listSecondary,
  pageChannels,
  saveChannelConfig,
  updateChannel,
} from './channels.repository.js';
import { openCredentials, toChannelView } from './channel-view.js';
import { providerAccountId, providerBusinessId } from '../../providers/account-ids.js';
import { sealSimulatorCredentials } from './simulator-credentials.js';
import { asProviderAccountTaken, assertProviderAccountFree } from './provider-account-claim.js';

export const CHANNELS_PER_PAGE = 20;

/** Stored in week order (Monday first, then by start), so every reader sees the same list. */
const sortWindows = (hours: OpeningHours): OpeningHours =>
  [...hours].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));

export function createChannelsService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const key = ctx.keys.encryption;
  const view = (row: Parameters<typeof toChannelView>[1]) => toChannelView(key, row);

  /** A channel the principal may see: admins any, everyone else only their own. 404 otherwise. */
  async function reachable(principal: Principal, id: string) {
    if (principal.role !== 'admin' && principal.channelId !== id) throw fail('channel_not_found');
    const row = await findChannel(orm, id);
    if (!row) throw fail('channel_not_found');
    return row;
  }

  async function create(input: z.output<typeof channelCreateSchema>): Promise<Channel> {
    if (await loginTaken(orm, input.owner.login)) throw fail('login_taken');
    const accountId = providerAccountId(input.apiType, input.credentials);
    await assertProviderAccountFree(orm, input.apiType, accountId);
    const passwordHash = await hashPassword(input.owner.password);
    const id = await ctx.db.orm.transaction(async (tx) => {
      const channel = await insertChannel(
        tx,
        {
          name: input.name,
          channelNumber: input.channelNumber,
          apiType: input.apiType,
          timezone: input.timezone,
          credentialsSealed: Object.keys(input.credentials).length
            ? encryptSecret(key, JSON.stringify(input.credentials))
            : null,
          providerAccountId: accountId,
          providerBusinessId: providerBusinessId(input.apiType, input.credentials),
        },
        structuredClone(defaultChannelConfig),
      );
      if (input.apiType === 'simulator') await sealSimulatorCredentials(tx, key, channel.id);
      await insertUser(tx, {
        channelId: channel.id,
        role: 'channel',
        login: input.owner.login,
        passwordHash,
        name: input.owner.name,
        email: input.owner.email,
        company: input.name,
      });
      return channel.id;
    }).catch((err: unknown) => {
      throw asProviderAccountTaken(err);
    });
    ctx.bus.emit('channel.created', { channelId: id });
    return get(id);
  }

  async function get(id: string): Promise<Channel> {
    const row = await findChannel(orm, id);
    if (!row) throw fail('channel_not_found');
    return view(row);
  }

  async function page(filter: ChannelFilter, pageNumber: number, perPage = CHANNELS_PER_PAGE) {
    const { rows, total } = await pageChannels(orm, filter, pageNumber, perPage);
    return { statusCode: 200, channels: rows.map(view), page: pageNumber, perPage, total };
  }

  async function update(principal: Principal, id: string, input: z.output<typeof channelUpdateSchema>): Promise<Channel> {
    const row = await reachable(principal, id);
    // The number is the provider's account: only the platform admin changes it.
    if (input.channelNumber !== undefined && input.channelNumber !== row.channelNumber && principal.role !== 'admin') {
      throw fail('channel_number_admin_only');
    }
    const values: Parameters<typeof updateChannel>[2] = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.channelNumber !== undefined) values.channelNumber = input.channelNumber;
    if (input.timezone !== undefined) values.timezone = input.timezone;
    if (input.openingHours !== undefined) values.openingHours = sortWindows(input.openingHours);
    if (input.outsideHoursMessage !== undefined) values.outsideHoursMessage = input.outsideHoursMessage;
    if (input.queueMessage !== undefined) values.queueMessage = input.queueMessage;
    if (input.embedAllowedOrigins !== undefined) values.embedAllowedOrigins = [...new Set(input.embedAllowedOrigins)];
    if (input.presenceGraceSeconds !== undefined) values.presenceGraceSeconds = input.presenceGraceSeconds;
    if (input.requeueOnOperatorOffline !== undefined) values.requeueOnOperatorOffline = input.requeueOnOperatorOffline;
    if (input.credentials) {
      // Credentials are write-only: merge the keys sent with those already stored; '' removes one.
      const merged = { ...openCredentials(key, row.credentialsSealed), ...input.credentials };
      for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
      values.credentialsSealed = Object.keys(merged).length ? encryptSecret(key, JSON.stringify(merged)) : null;
      values.providerAccountId = providerAccountId(row.apiType, merged);
      values.providerBusinessId = providerBusinessId(row.apiType, merged);
      await assertProviderAccountFree(orm, row.apiType, values.providerAccountId, id);
      // New credentials are the owner's answer to "needs attention"; the next failure sets it again.
      values.attentionReason = null;
      values.attentionAt = null;
    }
    await updateChannel(orm, id, values).catch((err: unknown) => {
      throw asProviderAccountTaken(err);
    });
    ctx.bus.emit('channel.updated', { channelId: id });
    if (input.credentials && row.attentionReason) ctx.bus.emit('channel.attention_changed', { channelId: id, attentionReason: null });
    return get(id);
  }

  async function remove(id: string): Promise<void> {
    if (!(await findChannel(orm, id))) throw fail('channel_not_found');
    await updateChannel(orm, id, { deletedAt: new Date() });
    ctx.bus.emit('channel.updated', { channelId: id });
  }

  async function setBlocked(id: string, blocked: boolean): Promise<Channel> {
    if (!(await findChannel(orm, id))) throw fail('channel_not_found');
    await updateChannel(orm, id, { blocked });
    ctx.bus.emit('channel.blocked_changed', { channelId: id, blocked });
    return get(id);
  }

  async function getConfig(principal: Principal, id: string): Promise<ChannelConfig> {
    return (await reachable(principal, id)).config;
  }

  async function updateConfig(principal: Principal, id: string, patch: ChannelConfigPatch): Promise<ChannelConfig> {
    const row = await reachable(principal, id);
    const next = channelConfigSchema.parse({
      ...row.config,
      ...patch,
      modules: { ...row.config.modules, ...(patch.modules ?? {}) },
    });
    await saveChannelConfig(orm, id, next);
    ctx.bus.emit('channel.config_updated', { channelId: id });
    return next;
  }

  async function addSecondary(channelId: string, secondaryChannelId: string): Promise<Channel[]> {
    if (channelId === secondaryChannelId) throw fail('same_channel');
    if (!(await findChannel(orm, channelId)) || !(await findChannel(orm, secondaryChannelId))) {
      throw fail('channel_not_found');
    }
    await linkSecondary(orm, channelId, secondaryChannelId);
    return (await listSecondary(orm, channelId)).map(view);
  }

  async function secondaryOf(principal: Principal, channelId: string): Promise<Channel[]> {
    await reachable(principal, channelId);
    return (await listSecondary(orm, channelId)).map(view);
  }

  return { create, get, page, update, remove, setBlocked, getConfig, updateConfig, addSecondary, secondaryOf, reachable };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
export type ChannelFilterInput = z.output<typeof channelFilterSchema>;
