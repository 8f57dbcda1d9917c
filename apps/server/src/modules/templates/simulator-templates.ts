// The built-in simulator as a template provider, standing in for Meta: a template it is given waits
// in review (PENDING) until the /simulador page approves or rejects it through the simulator webhook.
// It keeps no templates of its own: our table is its store, so what it lists is what we hold. A media
// header's sample is checked as Meta checks it and answered with a fake handle (nothing is kept).
import crypto from 'node:crypto';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ProviderTemplate, TemplateManager } from '../../providers/provider.port.js';
import { fail } from '../../platform/http/errors.js';
import { channelTemplates, toTemplateView, type TemplateRow } from './templates.repository.js';
import { checkedHeaderSample, sampleFormatOf } from './template-samples.js';

/** The prefix of the ids the simulator gives templates, as Meta gives its numeric ids. */
export const SIMULATOR_TEMPLATE_ID_PREFIX = 'sim-tpl.';
/** The prefix of the handles the simulator gives header samples, as Meta gives `4::…` handles. */
export const SIMULATOR_SAMPLE_HANDLE_PREFIX = 'sim-sample.';

/** Our row as a provider lists it: the view without what only we keep. */
const asListed = (row: TemplateRow): ProviderTemplate => {
  const { _id: _ours, channelId: _channel, bodyVariables: _count, updatedAt: _updated, ...listed } = toTemplateView(row);
  return { ...listed, providerTemplateId: row.providerTemplateId ?? '' };
};

export function simulatorTemplateManager(orm: NodePgDatabase, channelId: string): TemplateManager {
  return {
    list: async () => (await channelTemplates(orm, channelId)).map(asListed),
    create: async (draft) => ({ providerTemplateId: `${SIMULATOR_TEMPLATE_ID_PREFIX}${crypto.randomUUID()}`, status: 'PENDING', category: draft.category }),
    // Nothing to delete on the simulator's side: the service removes our rows, which are its store.
    remove: async () => undefined,
    uploadSample: async ({ data, mimeType, fileName }) => {
      const format = sampleFormatOf(mimeType);
      if (!format) throw fail('template_sample_simulator_type');
      checkedHeaderSample(format, { fileName, mimeType, bytes: data });
      return { handle: `${SIMULATOR_SAMPLE_HANDLE_PREFIX}${crypto.randomUUID()}` };
    },
  };
}
