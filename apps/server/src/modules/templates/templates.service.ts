// Message templates: the list as the provider knows it (synced on demand), submitting one for
// review, deleting one, and applying Meta's status webhook. Cloud and Gupshup channels have
// templates at their provider; the simulator stands in for Meta (its /simulador page approves or
// rejects through its webhook) and keeps them only in our table. Any other channel gets a refusal.
// A media header's sample file goes to the provider first (uploadSample) and its handle into the create.
import { templateVariables, type TemplateDraft, type TemplateListParams, type TemplateMediaFormat, type TemplateVariableType } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { ProviderError, type TemplateManager } from '../../providers/provider.port.js';
import { openChannelProvider, findChannel } from '../channels/index.js';
import {
  approvedTemplates,
  deleteTemplatesNamed,
  findTemplate,
  insertTemplate,
  markTemplatesSynced,
  pageTemplates,
  replaceTemplates,
  setTemplateStatus,
  setTemplateVariableTypes,
  templateExists,
  toTemplateView,
} from './templates.repository.js';
import { simulatorTemplateManager } from './simulator-templates.js';
import { checkedHeaderSample, type HeaderSampleFile } from './template-samples.js';

const PROVIDER_TEMPLATE_API_TYPES = new Set(['cloud', 'gupshup']);

/**
 * `ownStore`: the provider keeps no templates apart from our table (the simulator), so there is
 * nothing to pull and a sync must neither rewrite nor remove a row.
 */
type Managed = { manager: TemplateManager; failure: (what?: string) => (err: unknown) => never; ownStore: boolean; apiType: string };

const rethrow = () => (err: unknown): never => {
  throw err;
};

/** The provider's refusal as the owner should read it (its own text is English and technical); `what` it refused. */
function providerFailure(apiType: string): (what?: string) => (err: unknown) => never {
  const gupshup = apiType === 'gupshup';
  return (what = 'o modelo') => (err) => {
    if (!(err instanceof ProviderError)) throw err;
    if (err.kind === 'auth') throw fail(gupshup ? 'template_gupshup_auth' : 'template_meta_auth');
    if (err.kind === 'invalid') throw fail(gupshup ? 'template_gupshup_rejected' : 'template_meta_rejected', { params: { what, details: err.details ?? err.message } });
    throw fail(gupshup ? 'template_gupshup_unavailable' : 'template_meta_unavailable');
  };
}

export function createTemplatesService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function managerOf(channelId: string): Promise<Managed> {
    const channel = await findChannel(orm, channelId);
    if (!channel) throw fail('templates_channel_not_found');
    if (channel.apiType === 'simulator') return { manager: simulatorTemplateManager(orm, channel.id), failure: rethrow, ownStore: true, apiType: channel.apiType };
    if (!PROVIDER_TEMPLATE_API_TYPES.has(channel.apiType)) {
      throw fail('templates_unsupported');
    }
    const provider = openChannelProvider(ctx, channel);
    if (!provider.templates) {
      throw fail(channel.apiType === 'cloud' ? 'templates_waba_missing' : 'templates_unavailable');
    }
    return { manager: provider.templates, failure: providerFailure(channel.apiType), ownStore: false, apiType: channel.apiType };
  }

  const changed = (channelId: string, templateId: string, status: string | null) => ctx.bus.emit('template.changed', { channelId, templateId, status });

  return {
    async page(channelId: string, query: TemplateListParams) {
      const { rows, total, lastSyncAt } = await pageTemplates(orm, channelId, query);
      return { statusCode: 200, items: rows.map(toTemplateView), page: query.page, perPage: query.perPage, total, lastSyncAt: lastSyncAt?.toISOString() ?? null };
    },

    async approved(channelId: string) {
      return (await approvedTemplates(orm, channelId)).map(toTemplateView);
    },

    /** Pulls every template from the provider and makes ours match, in one transaction. */
    async sync(channelId: string) {
      const { manager, failure, ownStore } = await managerOf(channelId);
      // Rewriting our rows with what was just read from them could only undo a review landing meanwhile.
      if (ownStore) {
        await markTemplatesSynced(orm, channelId);
        return { synced: 0, removed: 0 };
      }
      const listed = await manager.list().catch(failure());
      const { upserted, removed } = await orm.transaction((tx) => replaceTemplates(tx, channelId, listed));
      for (const row of upserted) changed(channelId, row.id, row.status);
      for (const id of removed) changed(channelId, id, null);
      return { synced: upserted.length, removed: removed.length };
    },

    async create(channelId: string, draft: TemplateDraft) {
      if (await templateExists(orm, channelId, draft.name, draft.language)) {
        throw fail('template_exists');
      }
      const { manager, failure } = await managerOf(channelId);
      const created = await manager.create(draft).catch(failure());
      const row = await insertTemplate(orm, {
        channelId,
        providerTemplateId: created.providerTemplateId,
        name: draft.name,
        language: draft.language,
        category: created.category,
        status: created.status,
        header: draft.header ?? null,
        body: draft.body,
        footer: draft.footer ?? null,
        buttons: draft.buttons,
        variableTypes: draft.variableTypes ?? [],
      });
      changed(channelId, row.id, row.status);
      return toTemplateView(row);
    },

    /**
     * A media header's sample, checked against the format's type and size, uploaded to the provider
     * for review. Its handle is what the create then carries as header.example.
     */
    async uploadSample(channelId: string, format: TemplateMediaFormat, file: HeaderSampleFile) {
      const sample = checkedHeaderSample(format, file);
      const { manager, failure, apiType } = await managerOf(channelId);
      if (!manager.uploadSample) {
        // Gupshup takes the header's sample by link instead.
        throw fail(apiType === 'gupshup' ? 'template_sample_by_link' : 'template_sample_unsupported');
      }
      const { handle } = await manager.uploadSample({ data: sample.bytes, mimeType: sample.mimeType, fileName: sample.fileName }).catch(failure('o arquivo de exemplo'));
      return { handle, format, fileName: sample.fileName, mimeType: sample.mimeType, size: sample.bytes.length };
    },

    /**
     * Which body variable is a currency or a date, for templates made elsewhere (synced) as for ours:
     * one type per variable. Only our table changes; the provider's template stays as approved.
     */
    async setVariableTypes(channelId: string, id: string, variableTypes: TemplateVariableType[]) {
      const row = await findTemplate(orm, channelId, id);
      if (!row) throw fail('template_not_found');
      const count = new Set(templateVariables(row.body)).size;
      if (variableTypes.length !== count) throw fail('template_variable_types_mismatch', { params: { count } });
      const updated = await setTemplateVariableTypes(orm, channelId, id, variableTypes);
      if (!updated) throw fail('template_not_found');
      changed(channelId, updated.id, updated.status);
      return toTemplateView(updated);
    },

    /** Meta deletes a name in every language; so do we. */
    async remove(channelId: string, id: string) {
      const row = await findTemplate(orm, channelId, id);
      if (!row) throw fail('template_not_found');
      const { manager, failure } = await managerOf(channelId);
      await manager.remove(row.name).catch(failure());
      for (const removed of await deleteTemplatesNamed(orm, channelId, row.name)) changed(channelId, removed, null);
    },

    /** message_template_status_update: Meta approved, rejected, paused… a template. */
    async applyStatus(channelId: string, event: { templateId: string; status: string; reason?: string | undefined }) {
      const row = await setTemplateStatus(orm, channelId, event.templateId, event.status, event.reason ?? null);
      if (row) changed(channelId, row.id, row.status);
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
