// Gupshup's template shapes: its list entries in ours (never throwing on shapes we cannot model), the
// template-event and billed message-events of its v2 callbacks, and a send addressed by template id.
import { describe, expect, it } from 'vitest';
import { fromGupshupTemplate, toGupshupTemplateForm } from '../gupshup-templates.js';
import { parseGupshupWebhook } from '../gupshup-webhook.parser.js';
import { toGupshupRequest } from '../gupshup-send.mapper.js';

const APP = 'LojaGupshup';

describe('a Gupshup template list entry in our shape', () => {
  it('reads the body, header, footer and buttons from containerMeta, upper-cases status and category', () => {
    const t = fromGupshupTemplate({
      id: 'b1c9d1a0-0000-4000-8000-000000000001',
      elementName: 'boas_vindas',
      languageCode: 'pt_BR',
      category: 'marketing',
      status: 'approved',
      templateType: 'TEXT',
      data: 'Olá\nBem-vindo {{1}}\nLoja',
      containerMeta: JSON.stringify({ data: 'Bem-vindo {{1}}', header: 'Olá', sampleHeader: 'Olá', footer: 'Loja', buttons: [{ type: 'URL', text: 'Site', url: 'https://loja.example.com/{{1}}', example: ['https://loja.example.com/a'] }] }),
    });
    expect(t).toEqual({
      providerTemplateId: 'b1c9d1a0-0000-4000-8000-000000000001',
      name: 'boas_vindas',
      language: 'pt_BR',
      category: 'MARKETING',
      status: 'APPROVED',
      rejectedReason: null,
      header: { format: 'TEXT', text: 'Olá', example: 'Olá' },
      body: 'Bem-vindo {{1}}',
      footer: 'Loja',
      buttons: [{ type: 'URL', text: 'Site', url: 'https://loja.example.com/{{1}}', example: 'https://loja.example.com/a' }],
    });
  });

  it('keeps a template whose parts it cannot model: media without a link, phone buttons, odd containerMeta', () => {
    const t = fromGupshupTemplate({
      id: 'x1',
      elementName: 'foto',
      languageCode: 'en',
      category: 'UTILITY',
      status: 'FAILED',
      templateType: 'IMAGE',
      data: 'Veja a foto',
      containerMeta: JSON.stringify({ buttons: [{ type: 'PHONE_NUMBER', text: 'Ligar' }, { type: 'URL', text: 'Sem link' }, 'lixo'], header: 42 }),
      reason: 'NONE',
    });
    expect(t).toMatchObject({ status: 'FAILED', header: null, body: 'Veja a foto', footer: null, buttons: [], rejectedReason: null });
    expect(fromGupshupTemplate({ id: 'x2', elementName: 'z', containerMeta: '{', meta: 7 })).toMatchObject({ body: '', header: null, status: 'PENDING' });
    expect(fromGupshupTemplate({ elementName: 'sem_id' })).toBeNull();
    expect(fromGupshupTemplate('not an object')).toBeNull();
  });

  it('a media header is applied for with its sample link and the media template type', () => {
    const form = toGupshupTemplateForm({ name: 'promo', category: 'MARKETING', language: 'pt_BR', header: { format: 'IMAGE', example: 'https://cdn.example.com/a.jpg' }, body: 'Oferta', bodyExamples: [], buttons: [] });
    expect(form).toEqual({ elementName: 'promo', languageCode: 'pt_BR', category: 'MARKETING', templateType: 'IMAGE', vertical: 'promo', content: 'Oferta', example: 'Oferta', enableSample: 'true', mediaUrl: 'https://cdn.example.com/a.jpg' });
  });
});

describe('Gupshup callbacks about templates and billing', () => {
  const callback = (type: string, payload: Record<string, unknown>) => ({ app: APP, timestamp: 1718007189549, version: 2, type, payload });

  it('a template-event is the template status, upper-case, with the rejection reason', () => {
    const [batch] = parseGupshupWebhook(callback('template-event', { id: 'tpl-1', elementName: 'aviso', languageCode: 'pt_BR', status: 'rejected', rejectedReason: 'INVALID_FORMAT' }));
    expect(batch).toEqual({ accountId: APP, events: [{ kind: 'template_status', templateId: 'tpl-1', name: 'aviso', language: 'pt_BR', status: 'REJECTED', reason: 'INVALID_FORMAT' }] });
  });

  it('a category-update template-event (no status) moves nothing but is accepted', () => {
    expect(parseGupshupWebhook(callback('template-event', { type: 'category-update', id: 'tpl-1', elementName: 'aviso', oldCategory: 'UTILITY', newCategory: 'MARKETING' }))).toEqual([{ accountId: APP, events: [] }]);
  });

  it("a sent or delivered message-event carries WhatsApp's pricing category", () => {
    const [batch] = parseGupshupWebhook(
      callback('message-event', { id: 'wamid', gsId: 'gs-1', type: 'delivered', destination: '5511977770001', payload: { ts: 1718007189 }, pricing: { policy: 'PMP', category: 'Marketing' } }),
    );
    expect(batch?.events[0]).toMatchObject({ kind: 'status', providerMessageId: 'gs-1', status: 'delivered', pricingCategory: 'marketing' });
  });
});

describe('a template send', () => {
  it("uses the provider template id when the send job found one, else the name", () => {
    const sender = { source: '5511944440000', appName: APP };
    const withId = toGupshupRequest({ type: 'template', to: '5511977770001', name: 'aviso', language: 'pt_BR', providerTemplateId: 'tpl-9' }, sender);
    expect(withId.fields.template).toBe(JSON.stringify({ id: 'tpl-9', params: [] }));
    const byName = toGupshupRequest({ type: 'template', to: '5511977770001', name: 'aviso', language: 'pt_BR' }, sender);
    expect(byName.fields.template).toBe(JSON.stringify({ id: 'aviso', params: [] }));
  });
});
