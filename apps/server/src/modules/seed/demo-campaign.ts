// The demo store's finished campaign: the weekly offers template sent to the VIP and recurring
// customers, with each recipient's outcome as the runner and the status webhooks leave it (read,
// delivered, sent, failed by the provider, skipped for opting out) and who answered.
import type { CampaignVariable, MessageContent } from '@atende/contract';
import type { campaignRecipients, campaigns } from '../../schema/index.js';
import { CAMPAIGN_TEMPLATE, type StoreTemplate } from './demo-catalog.js';
import type { DemoContact, MessageInsert } from './demo-conversation.js';
import type { Random } from './demo-random.js';
import { plusSeconds } from './demo-time.js';

export type CampaignInsert = typeof campaigns.$inferInsert;
export type RecipientInsert = typeof campaignRecipients.$inferInsert;

export type DemoCampaign = {
  campaign: CampaignInsert;
  recipients: RecipientInsert[];
  messages: MessageInsert[];
  /** Who answered and when: each answer opens a conversation (status Campanha) in Vendas. */
  replies: Array<{ contact: DemoContact; at: Date }>;
};

const SKIPPED = 'Número bloqueado ou cliente não quer receber campanhas.';
const providerFailures = [
  { code: '131049', message: 'This message was not delivered to maintain healthy ecosystem engagement.' },
  { code: '131026', message: 'Message undeliverable' },
] as const;

export type CampaignInput = {
  channelId: string;
  template: StoreTemplate & { id: string };
  audience: { tagIds: string[]; contacts: Array<DemoContact & { optedOut: boolean }> };
  departmentId: string;
  createdBy: string;
  startedAt: Date;
};

export function buildCampaign(rng: Random, input: CampaignInput): DemoCampaign {
  const { template } = input;
  if (template.name !== CAMPAIGN_TEMPLATE) throw new Error(`the demo campaign sends ${CAMPAIGN_TEMPLATE}`);
  const id = rng.uuid();
  const offer = 'eletroportáteis';
  const bodyVariables: CampaignVariable[] = [
    { source: 'field', field: 'firstName', fallback: 'cliente' },
    { source: 'fixed', value: offer },
  ];
  const recipients: RecipientInsert[] = [];
  const messages: MessageInsert[] = [];
  const replies: DemoCampaign['replies'] = [];
  let sentAt = input.startedAt;
  for (const contact of input.audience.contacts) {
    const recipientId = rng.uuid();
    if (contact.optedOut) {
      recipients.push({ id: recipientId, campaignId: id, channelId: input.channelId, contactId: contact.id, state: 'skipped', attempts: 0, errorMessage: SKIPPED, createdAt: input.startedAt });
      continue;
    }
    // The channel sends at 80 messages a second.
    sentAt = plusSeconds(sentAt, 1 / 80);
    const first = contact.name.split(' ')[0] ?? 'cliente';
    const content: MessageContent = {
      text: template.body.replace('{{1}}', first).replace('{{2}}', offer),
      automatic: true,
      template: { name: template.name, language: 'pt_BR', params: [first, offer] },
    };
    const outcome = rng.weighted<'read' | 'delivered' | 'sent' | 'failed'>([
      ['read', 58],
      ['delivered', 27],
      ['sent', 5],
      ['failed', 10],
    ]);
    const failure = outcome === 'failed' ? rng.pick(providerFailures) : null;
    const messageId = rng.uuid();
    messages.push({
      id: messageId,
      channelId: input.channelId,
      attendanceId: null,
      contactId: contact.id,
      direction: 'out',
      type: 'template',
      content,
      status: outcome,
      errorCode: failure?.code ?? null,
      errorMessage: failure?.message ?? null,
      providerMessageId: `sim.${rng.uuid()}`,
      operatorId: null,
      createdAt: sentAt,
      statusAt: plusSeconds(sentAt, rng.int(2, 3600)),
      pricingCategory: outcome === 'failed' ? null : 'marketing',
    });
    const answered = (outcome === 'read' || outcome === 'delivered') && rng.chance(0.18);
    const repliedAt = answered ? plusSeconds(sentAt, rng.int(3 * 60, 5 * 3600)) : null;
    if (repliedAt) replies.push({ contact, at: repliedAt });
    recipients.push({
      id: recipientId,
      campaignId: id,
      channelId: input.channelId,
      contactId: contact.id,
      state: 'sent',
      messageId,
      attempts: 1,
      sentAt,
      repliedAt,
      createdAt: input.startedAt,
    });
  }
  const campaign: CampaignInsert = {
    id,
    channelId: input.channelId,
    name: 'Ofertas da semana: eletroportáteis',
    status: 'completed',
    templateId: template.id,
    templateName: template.name,
    templateLanguage: 'pt_BR',
    bodyVariables,
    headerVariable: null,
    headerMediaLink: null,
    buttonVariables: [],
    audience: { kind: 'contacts', tagIds: input.audience.tagIds },
    onReply: { action: 'department', departmentId: input.departmentId },
    upload: null,
    scheduledAt: null,
    startedAt: input.startedAt,
    finishedAt: plusSeconds(sentAt, 1),
    createdBy: input.createdBy,
    createdAt: plusSeconds(input.startedAt, -26 * 60),
    updatedAt: plusSeconds(sentAt, 1),
  };
  return { campaign, recipients, messages, replies };
}
