// Sends a channel's campaigns at the channel's limit. One runner per channel holds its lease (so the
// limit holds across processes); it claims recipients a second's worth ahead, hands them to the
// provider as the pacer allows, and records outcomes in batches. It looks at the campaigns' status
// every tenth of a second (at once when the change was made in this process), so a pause or cancel
// stops new sends at once; it runs for a slice of time and then hands over to a fresh job, so a long
// campaign never pins one job for hours.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../../platform/context.js';
import type { ChannelProvider, OutboundMessage } from '../../../providers/provider.port.js';
import { openChannelProvider, findChannel } from '../../channels/index.js';
import { templateComponents } from '../../messages/index.js';
import { rateOf } from '../campaigns.repository.js';
import { acquireLease, releaseLease, renewLease } from './channel-lease.repository.js';
import { createSendPacer } from './send-pacer.js';
import { resolveOrphans } from './orphan-claims.js';
import { claimRecipients, type Claimed } from './recipient-claims.js';
import { cancelClaims, completeFinished, requeueRecipients } from './recipient-claims.repository.js';
import { activeCampaigns, type ActiveCampaign } from './active-campaigns.js';
import { campaignStatusesOf } from './active-campaigns.repository.js';
import { createOutcomeLog, type OutcomeLog } from './send-outcomes.js';

export type RunnerOptions = {
  /** How long a lease lasts without renewal (a dead runner's channel waits this long). */
  leaseMs: number;
  /** How long an orphaned claim waits for a status webhook before it is sent again. */
  graceMs: number;
  /** How long one job runs before handing over to the next. */
  sliceMs: number;
};

export const defaultRunnerOptions: RunnerOptions = { leaseMs: 10_000, graceMs: 120_000, sliceMs: 60_000 };

const POLL_MS = 100;
const RENEW_MS = 1000;
const FLUSH_MS = 200;
const PROGRESS_MS = 1000;
/** The pause between two rounds of bookkeeping (lease, status, outcomes, progress). */
const HOUSEKEEPING_MS = 20;

export type RunOutcome = 'busy' | 'done' | 'more';

export function createCampaignRunner(ctx: AppContext, options: RunnerOptions = defaultRunnerOptions) {
  const orm = ctx.db.orm;
  const holder = `${process.pid}`;
  let stopping = false;
  // A pause or cancel made in this process is seen at once; one made in another, at the next poll.
  const poked = new Set<string>();
  ctx.bus.on('campaign.touched', ({ channelId }) => void poked.add(channelId));

  /** Runs the channel's campaigns for one slice. 'busy': another runner has the channel. */
  async function run(channelId: string): Promise<RunOutcome> {
    // Each run holds the lease in its own name: two jobs of one process never share a channel.
    const me = `${holder}:${randomUUID()}`;
    if (!(await acquireLease(orm, channelId, me, options.leaseMs))) return 'busy';
    try {
      return await runHolding(channelId, me);
    } finally {
      await releaseLease(orm, channelId, me).catch(() => undefined);
    }
  }

  async function runHolding(channelId: string, holder: string): Promise<RunOutcome> {
    const channel = await findChannel(orm, channelId);
    if (!channel) return 'done';
    const provider: ChannelProvider = openChannelProvider(ctx, channel);
    const pacer = createSendPacer(await rateOf(orm, channelId));
    const log: OutcomeLog = createOutcomeLog(ctx, channelId, pacer);
    const started = Date.now();
    let validUntil = Date.now() + options.leaseMs - RENEW_MS;
    let lastRenew = Date.now();
    let lastPoll = 0;
    let lastProgress = 0;
    let lastOrphanCheck = 0;
    let orphansLeft = 1;
    let active: ActiveCampaign[] = [];
    let buffer: Claimed[] = [];
    let claiming: Promise<void> | null = null;
    const inflight = new Map<string, Claimed>();
    const touched = new Set<string>();

    // Below the Graph client's socket pool (256): a send queued for a socket would leave late and
    // bunch up with the next ones at the provider, above the limit for that second.
    const maxInflight = () => Math.min(200, Math.max(32, Math.ceil(pacer.limit() / 4)));
    const claimSize = () => Math.min(250, Math.max(20, pacer.limit()));

    const outbound = (c: Claimed, campaign: ActiveCampaign): OutboundMessage => {
      const template = c.content.template;
      if (!template) throw new Error('campaign message without its template');
      const components = templateComponents(template);
      return {
        type: 'template',
        to: c.number,
        name: template.name,
        language: template.language,
        ...(components.length ? { components } : {}),
        ...(campaign.providerTemplateId ? { providerTemplateId: campaign.providerTemplateId } : {}),
        reference: c.messageId,
      };
    };

    const claimMore = () => {
      const campaign = active.find((a) => !a.exhausted);
      if (!campaign || claiming) return;
      claiming = orm
        .transaction((tx) => claimRecipients(tx, channelId, campaign.id, campaign.fill, claimSize()))
        .then((claimed) => {
          if (claimed.length === 0) campaign.exhausted = true;
          buffer.push(...claimed);
          touched.add(campaign.id);
        })
        .catch((err: unknown) => console.error('[campaigns] claim failed', (err as Error).message))
        .finally(() => (claiming = null));
    };

    const dispatch = (c: Claimed) => {
      const campaign = active.find((a) => a.id === c.campaignId);
      if (!campaign) return;
      inflight.set(c.recipientId, c);
      touched.add(c.campaignId);
      provider
        .send(outbound(c, campaign))
        .then(({ providerMessageId }) => log.sent(c, providerMessageId))
        .catch((err: unknown) => log.failed(c, err))
        .finally(() => inflight.delete(c.recipientId));
    };

    /** Buffered claims of campaigns no longer sending: back to the queue (paused) or cancelled. */
    const dropInactive = async () => {
      const keep = new Set(active.map((a) => a.id));
      const dropped = buffer.filter((c) => !keep.has(c.campaignId));
      if (dropped.length === 0) return;
      buffer = buffer.filter((c) => keep.has(c.campaignId));
      const statuses = await campaignStatusesOf(orm, dropped.map((c) => c.campaignId));
      const cancelled = dropped.filter((c) => statuses.get(c.campaignId) === 'cancelled');
      const paused = dropped.filter((c) => statuses.get(c.campaignId) !== 'cancelled');
      await orm.transaction(async (tx) => {
        await cancelClaims(tx, cancelled);
        await requeueRecipients(tx, paused.map((c) => ({ id: c.recipientId, delayMs: 0, attempted: false })));
      });
      for (const c of dropped) touched.add(c.campaignId);
    };

    const emitProgress = async (done: string[]) => {
      const ids = [...new Set([...touched, ...done])];
      touched.clear();
      if (ids.length) ctx.bus.emit('campaign.touched', { channelId, campaignIds: ids });
    };

    // Sends leave from this loop alone, which never waits on the database: a slow flush or poll
    // (the loop below) must not leave a gap in the schedule that the pacer then refuses to fill.
    let pumping = true;
    const pump = (async () => {
      while (pumping) {
        if (buffer.length < claimSize() / 2) claimMore();
        const n = pacer.take(Math.min(buffer.length, maxInflight() - inflight.size));
        for (const c of buffer.splice(0, n)) dispatch(c);
        await sleep(buffer.length ? Math.max(1, Math.min(pacer.wait(), 10)) : 5);
      }
    })();

    let outcome: RunOutcome = 'done';
    try {
      while (!stopping) {
        const now = Date.now();
        if (now - started > options.sliceMs) {
          outcome = 'more';
          break;
        }
        if (now - lastRenew >= RENEW_MS) {
          lastRenew = now;
          if (!(await renewLease(orm, channelId, holder, options.leaseMs))) break;
          validUntil = now + options.leaseMs - RENEW_MS;
        }
        if (now > validUntil) break;
        if (now - lastPoll >= POLL_MS || poked.delete(channelId)) {
          lastPoll = now;
          active = await activeCampaigns(orm, channelId, active);
          await dropInactive();
          pacer.setLimit(await rateOf(orm, channelId));
          if (log.authFailed()) break;
        }
        if (log.takeAmbiguous()) orphansLeft = Math.max(orphansLeft, 1);
        if (orphansLeft > 0 && now - lastOrphanCheck >= RENEW_MS) {
          lastOrphanCheck = now;
          const mine = [...buffer.map((c) => c.recipientId), ...inflight.keys(), ...log.unwritten()];
          orphansLeft = await resolveOrphans(orm, channelId, mine, options.graceMs);
          if (orphansLeft === 0) for (const a of active) a.exhausted = false;
        }
        if (log.size() >= 200 || now - log.lastFlush() >= FLUSH_MS) await log.flush(touched);
        if (now - lastProgress >= PROGRESS_MS) {
          lastProgress = now;
          const exhausted = active.filter((a) => a.exhausted).map((a) => a.id);
          if (exhausted.length && inflight.size === 0 && buffer.length === 0) await emitProgress(await completeFinished(orm, exhausted));
          else await emitProgress([]);
        }
        const idle = active.length === 0 || (active.every((a) => a.exhausted) && buffer.length === 0 && !claiming);
        if (idle && inflight.size === 0 && orphansLeft === 0 && log.size() === 0) {
          if (active.length === 0) break;
          // Done campaigns end here; throttled recipients come due later, so the others go on.
          const done = await completeFinished(orm, active.map((a) => a.id));
          if (done.length) {
            await emitProgress(done);
            active = active.filter((a) => !done.includes(a.id));
            continue;
          }
          for (const a of active) a.exhausted = false;
          await sleep(200);
          continue;
        }
        await sleep(HOUSEKEEPING_MS);
      }
    } finally {
      pumping = false;
      await pump;
    }
    // Let what is in flight land, record it, and put back what was claimed but not sent.
    while (inflight.size > 0) await sleep(5);
    await log.flush(touched);
    if (claiming) await claiming;
    if (buffer.length) await orm.transaction((tx) => requeueRecipients(tx, buffer.map((c) => ({ id: c.recipientId, delayMs: 0, attempted: false }))));
    buffer = [];
    active = await activeCampaigns(orm, channelId, active);
    await emitProgress(await completeFinished(orm, active.map((a) => a.id)));
    if (outcome === 'done' && active.length > 0) outcome = 'more';
    return outcome;
  }

  return {
    run,
    holder,
    stop: () => {
      stopping = true;
    },
  };
}

export type CampaignRunner = ReturnType<typeof createCampaignRunner>;
