// Campaigns: the owner's drafts, their audience and template checks, and the operations of spec
// section 7 (send now or schedule, status, pause, resume, cancel). Sending itself is the runner's
// (runner/campaign-runner.ts), started by a queue job this service enqueues in the same transaction
// that marks the campaign sending.
import {
  campaignEditable,
  templateVariables,
  type CampaignAudience,
  type CampaignDraft,
  type CampaignStatus,
  type ContactImportFormat,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds, foreignId } from '../../platform/db/owned-ids.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import type { UploadedFile } from '../../platform/http/uploaded-file.js';
import { findTemplate, type TemplateRow } from '../templates/index.js';
import { departments, operators, tags } from '../../schema/index.js';
import { importFormatOf } from '../contact-imports/index.js';
import { uploadAudience } from './campaign-audience.js';
import { cancelQueuedRecipients, countAudience, countRecipients, deleteRecipients, materializeAudience } from './campaign-audience.repository.js';
import { recipientsExport } from './campaign-report.js';
import { pageRecipients, type RecipientFilter } from './campaign-report.repository.js';
import {
  deleteCampaign,
  dueScheduledCampaigns,
  findCampaign,
  insertCampaign,
  lockCampaign,
  pageCampaigns,
  progressOf,
  rateOf,
  setRate,
  toCampaignView,
  updateCampaign,
  type CampaignRow,
} from './campaigns.repository.js';

export const CAMPAIGN_RUN_QUEUE = 'campaign.run';
export type CampaignRunJob = { channelId: string };

type Tx = Parameters<Parameters<AppContext['db']['orm']['transaction']>[0]>[0];
/** Why a status change is refused (409 campaign_status), per operation. */
type CampaignStatusRefusal = 'campaign_already_sent' | 'campaign_not_sending' | 'campaign_not_paused' | 'campaign_already_finished' | 'campaign_already_started';

/** The draft's variables against its template: as many as it has, where it has them. */
function checkAgainstTemplate(draft: CampaignDraft, template: TemplateRow): void {
  if (template.status !== 'APPROVED') throw fail('template_not_approved', { params: { template: template.name } });
  const count = new Set(templateVariables(template.body)).size;
  if (draft.bodyVariables.length !== count) {
    throw fail('variables_mismatch', { params: { template: template.name, count } });
  }
  const header = template.header;
  if (header?.format === 'TEXT' && templateVariables(header.text).length > 0 && !draft.headerVariable) {
    throw fail('header_variable_missing');
  }
  if (header && header.format !== 'TEXT' && !draft.headerMediaLink) throw fail('header_media_missing');
  template.buttons.forEach((button, index) => {
    if (button.type === 'URL' && templateVariables(button.url).length > 0 && !draft.buttonVariables.some((b) => b.index === index)) {
      throw fail('button_variable_missing', { params: { button: button.text } });
    }
  });
}

export function createCampaignsService(ctx: AppContext, queue: Queue, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  const view = async (row: CampaignRow) => toCampaignView(row, (await progressOf(orm, [row.id])).get(row.id));
  const touched = (row: CampaignRow) => ctx.bus.emit('campaign.touched', { channelId: row.channelId, campaignIds: [row.id] });

  async function mustFind(channelId: string, id: string): Promise<CampaignRow> {
    const row = await findCampaign(orm, channelId, id);
    if (!row) throw fail('campaign_not_found');
    return row;
  }

  /** The audience's tags and responsible operator (deleted ones too: their contacts remain) are the channel's. */
  async function checkAudienceIds(channelId: string, audience: CampaignAudience): Promise<void> {
    if (audience.kind !== 'contacts') return;
    await assertOwnedIds(orm, tags, channelId, audience.tagIds, 'tag');
    if (audience.operatorId !== 'none') await assertOwnedIds(orm, operators, channelId, audience.operatorId, 'operator', { includeDeleted: true });
  }

  async function validated(channelId: string, draft: CampaignDraft): Promise<TemplateRow> {
    const template = await findTemplate(orm, channelId, draft.templateId);
    if (!template) throw foreignId('template', 'campaign_template_unknown');
    await checkAudienceIds(channelId, draft.audience);
    await assertOwnedIds(orm, departments, channelId, draft.onReply.departmentId, 'department');
    checkAgainstTemplate(draft, template);
    return template;
  }

  const fieldsOf = (draft: CampaignDraft, template: TemplateRow) => ({
    name: draft.name,
    templateId: template.id,
    templateName: template.name,
    templateLanguage: template.language,
    bodyVariables: draft.bodyVariables,
    headerVariable: draft.headerVariable,
    headerMediaLink: draft.headerMediaLink,
    buttonVariables: draft.buttonVariables,
    audience: draft.audience,
    onReply: draft.onReply,
  });

  /** Marks the campaign sending with its audience written, and enqueues its channel's runner. */
  async function startSending(tx: Tx, row: CampaignRow): Promise<CampaignRow> {
    await materializeAudience(tx, row);
    if ((await countRecipients(tx, row.id)) === 0) throw fail('empty_audience');
    const started = await updateCampaign(tx, row.id, { status: 'sending', startedAt: new Date(), scheduledAt: null });
    await queue.send(CAMPAIGN_RUN_QUEUE, { channelId: row.channelId }, { tx });
    return started;
  }

  /** Changes the status under the row's lock, when `from` allows it. */
  async function transition(channelId: string, id: string, from: readonly CampaignStatus[], change: (tx: Tx, row: CampaignRow) => Promise<CampaignRow>, refusal: CampaignStatusRefusal) {
    const row = await orm.transaction(async (tx) => {
      const locked = await lockCampaign(tx, channelId, id);
      if (!locked) throw fail('campaign_not_found');
      if (!from.includes(locked.status)) throw fail(refusal);
      return change(tx, locked);
    });
    queue.wake(CAMPAIGN_RUN_QUEUE);
    touched(row);
    return view(row);
  }

  return {
    async page(channelId: string, q: Parameters<typeof pageCampaigns>[2]) {
      const { rows, total } = await pageCampaigns(orm, channelId, q);
      const progress = await progressOf(orm, rows.map((r) => r.id));
      return { statusCode: 200, items: rows.map((r) => toCampaignView(r, progress.get(r.id))), page: q.page, perPage: q.perPage, total };
    },

    get: async (channelId: string, id: string) => view(await mustFind(channelId, id)),

    async create(channelId: string, userId: string | null, draft: CampaignDraft) {
      const template = await validated(channelId, draft);
      return view(await insertCampaign(orm, { channelId, createdBy: userId, ...fieldsOf(draft, template) }));
    },

    async update(channelId: string, id: string, draft: CampaignDraft) {
      const template = await validated(channelId, draft);
      const row = await orm.transaction(async (tx) => {
        const locked = await lockCampaign(tx, channelId, id);
        if (!locked) throw fail('campaign_not_found');
        if (!campaignEditable(locked.status)) throw fail('campaign_not_editable');
        // Leaving the uploaded list for a contacts audience drops the list.
        const dropList = locked.audience.kind === 'upload' && draft.audience.kind !== 'upload';
        if (dropList) await deleteRecipients(tx, id);
        return updateCampaign(tx, id, { ...fieldsOf(draft, template), ...(dropList ? { upload: null } : {}) });
      });
      return view(row);
    },

    async remove(channelId: string, id: string) {
      const row = await mustFind(channelId, id);
      if (row.status === 'sending' || row.status === 'paused') throw fail('campaign_running');
      await deleteCampaign(orm, channelId, id);
    },

    async upload(channelId: string, id: string, file: UploadedFile) {
      const format: ContactImportFormat | null = importFormatOf(file.fileName, file.mimeType);
      if (!format) throw fail('unsupported_file_type');
      if (file.bytes.length === 0) throw fail('spreadsheet_empty');
      const { row, rejected } = await orm.transaction(async (tx) => {
        const locked = await lockCampaign(tx, channelId, id);
        if (!locked) throw fail('campaign_not_found');
        if (!campaignEditable(locked.status)) throw fail('campaign_not_editable');
        const outcome = await uploadAudience(tx, locked, file.bytes, format);
        const upload = { fileName: file.fileName || `lista.${format}`, rows: outcome.rows, recipients: outcome.recipients, columns: outcome.columns };
        return { row: await updateCampaign(tx, id, { audience: { kind: 'upload' }, upload }), rejected: outcome.rejected };
      });
      return { statusCode: 200, campaign: await view(row), rejected };
    },

    async countAudience(channelId: string, audience: CampaignAudience) {
      if (audience.kind !== 'contacts') throw fail('audience_kind');
      await checkAudienceIds(channelId, audience);
      return { statusCode: 200, ...(await countAudience(orm, channelId, audience)) };
    },

    /** send-campaign: now, or at `scheduledAt` (the scheduler starts it then). */
    async send(channelId: string, id: string, scheduledAt: string | undefined) {
      const row = await mustFind(channelId, id);
      if (!row.templateId) throw fail('unknown_template');
      const template = await findTemplate(orm, channelId, row.templateId);
      if (!template) throw fail('unknown_template');
      checkAgainstTemplate({ ...row, templateId: row.templateId, headerVariable: row.headerVariable ?? null }, template);
      if (scheduledAt) {
        const at = new Date(scheduledAt);
        if (at.getTime() <= clock().getTime()) throw fail('schedule_in_past');
        return transition(channelId, id, ['draft', 'scheduled'], (tx, r) => updateCampaign(tx, r.id, { status: 'scheduled', scheduledAt: at }), 'campaign_already_sent');
      }
      return transition(channelId, id, ['draft', 'scheduled'], startSending, 'campaign_already_sent');
    },

    async status(channelId: string, id: string) {
      const row = await mustFind(channelId, id);
      return { statusCode: 200, status: row.status, progress: (await progressOf(orm, [id])).get(id) ?? (await view(row)).progress };
    },

    pause: (channelId: string, id: string) =>
      transition(channelId, id, ['sending'], (tx, r) => updateCampaign(tx, r.id, { status: 'paused' }), 'campaign_not_sending'),

    resume: (channelId: string, id: string) =>
      transition(
        channelId,
        id,
        ['paused'],
        async (tx, r) => {
          const row = await updateCampaign(tx, r.id, { status: 'sending' });
          await queue.send(CAMPAIGN_RUN_QUEUE, { channelId }, { tx });
          return row;
        },
        'campaign_not_paused',
      ),

    /** Stops further sends at once: the runner sees it within a quarter second; queued recipients are cancelled. */
    cancel: (channelId: string, id: string) =>
      transition(
        channelId,
        id,
        ['scheduled', 'sending', 'paused'],
        async (tx, r) => {
          await cancelQueuedRecipients(tx, r.id);
          return updateCampaign(tx, r.id, { status: 'cancelled', finishedAt: new Date() });
        },
        'campaign_already_finished',
      ),

    /** Scheduled campaigns whose time has come start sending (the scheduler calls this every few seconds). */
    async startDue(): Promise<number> {
      const due = await dueScheduledCampaigns(orm, clock().toISOString());
      let started = 0;
      for (const { id, channel_id: channelId } of due) {
        await transition(channelId, id, ['scheduled'], startSending, 'campaign_already_started')
          .then(() => started++)
          .catch(async (err: unknown) => {
            // An audience that came out empty: the campaign ends, saying so, instead of retrying forever.
            if ((err as { code?: string }).code === 'empty_audience') await updateCampaign(orm, id, { status: 'completed', finishedAt: new Date() });
            else if ((err as { statusCode?: number }).statusCode !== 409) throw err;
          });
      }
      return started;
    },

    async recipients(channelId: string, id: string, q: RecipientFilter & { page: number; perPage: number }) {
      const row = await mustFind(channelId, id);
      const { page, perPage, ...filter } = q;
      return { statusCode: 200, ...(await pageRecipients(orm, row.id, filter, page, perPage)), page, perPage };
    },

    async exportSpec(channelId: string, id: string, q: RecipientFilter & { format: 'csv' | 'xlsx' }) {
      const row = await mustFind(channelId, id);
      const { format, ...filter } = q;
      return recipientsExport(orm, row, filter, format);
    },

    settings: async (channelId: string) => ({ statusCode: 200, settings: { messagesPerSecond: await rateOf(orm, channelId) } }),

    async setSettings(channelId: string, messagesPerSecond: number) {
      await setRate(orm, channelId, messagesPerSecond);
      return { statusCode: 200, settings: { messagesPerSecond } };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
