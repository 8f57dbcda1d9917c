// A WhatsApp Business Account's message templates through Graph: list (paged by cursor), create for
// review, delete by name, and a media header's sample upload (cloud-template-samples.ts). Maps Graph's
// components to our header / body / footer / buttons and back.
import { templateVariables, type TemplateButton, type TemplateDraft, type TemplateHeader } from '@atende/contract';
import { ProviderError, type ProviderTemplate, type TemplateManager } from '../provider.port.js';
import type { GraphClient } from './cloud-client.js';
import { arrayOf, isObject, objectOf, stringOf } from './cloud-json.js';
import { createCloudSampleUploader, type CloudSampleOptions } from './cloud-template-samples.js';

const FIELDS = 'id,name,language,category,status,rejected_reason,components';
/** Stops a provider that keeps answering a next page (a safety net, not a real limit). */
const MAX_PAGES = 200;

type GraphComponent = Record<string, unknown>;

function headerOf(component: GraphComponent | undefined): TemplateHeader | null {
  if (!component) return null;
  const format = stringOf(component.format) ?? 'TEXT';
  const example = objectOf(component.example);
  if (format === 'TEXT') {
    const sample = stringOf(arrayOf(example?.header_text)[0]);
    return { format: 'TEXT', text: stringOf(component.text) ?? '', ...(sample ? { example: sample } : {}) };
  }
  if (format === 'IMAGE' || format === 'VIDEO' || format === 'DOCUMENT') return { format, example: stringOf(arrayOf(example?.header_handle)[0]) ?? '' };
  return null;
}

function buttonsOf(component: GraphComponent | undefined): TemplateButton[] {
  return arrayOf(component?.buttons)
    .map(objectOf)
    .flatMap((b): TemplateButton[] => {
      const text = stringOf(b?.text) ?? '';
      if (b?.type === 'QUICK_REPLY') return [{ type: 'QUICK_REPLY', text }];
      if (b?.type === 'URL') {
        const sample = stringOf(arrayOf(b.example)[0]);
        return [{ type: 'URL', text, url: stringOf(b.url) ?? '', ...(sample ? { example: sample } : {}) }];
      }
      // Phone, copy-code, flow and other buttons are kept out of our editor's model.
      return [];
    });
}

export function fromGraphTemplate(raw: unknown): ProviderTemplate | null {
  const t = objectOf(raw);
  const id = stringOf(t?.id);
  const name = stringOf(t?.name);
  if (!t || !id || !name) return null;
  const components = arrayOf(t.components).map(objectOf).filter((c): c is GraphComponent => !!c);
  const of = (type: string) => components.find((c) => c.type === type);
  const reason = stringOf(t.rejected_reason);
  return {
    providerTemplateId: id,
    name,
    language: stringOf(t.language) ?? '',
    category: stringOf(t.category) ?? '',
    status: stringOf(t.status) ?? 'PENDING',
    rejectedReason: reason && reason !== 'NONE' ? reason : null,
    header: headerOf(of('HEADER')),
    body: stringOf(of('BODY')?.text) ?? '',
    footer: stringOf(of('FOOTER')?.text) ?? null,
    buttons: buttonsOf(of('BUTTONS')),
  };
}

/** Our draft as Graph's create body (Meta's "Components" reference). */
export function toGraphTemplate(draft: TemplateDraft): Record<string, unknown> {
  const components: GraphComponent[] = [];
  const header = draft.header;
  if (header?.format === 'TEXT') {
    components.push({ type: 'HEADER', format: 'TEXT', text: header.text, ...(templateVariables(header.text).length && header.example ? { example: { header_text: [header.example] } } : {}) });
  } else if (header) {
    components.push({ type: 'HEADER', format: header.format, example: { header_handle: [header.example] } });
  }
  components.push({ type: 'BODY', text: draft.body, ...(draft.bodyExamples.length ? { example: { body_text: [draft.bodyExamples] } } : {}) });
  if (draft.footer) components.push({ type: 'FOOTER', text: draft.footer });
  if (draft.buttons.length) {
    components.push({
      type: 'BUTTONS',
      buttons: draft.buttons.map((b) =>
        b.type === 'QUICK_REPLY' ? { type: 'QUICK_REPLY', text: b.text } : { type: 'URL', text: b.text, url: b.url, ...(b.example ? { example: [b.example] } : {}) },
      ),
    });
  }
  return { name: draft.name, language: draft.language, category: draft.category, components };
}

export function createCloudTemplates(client: GraphClient, wabaId: string, samples: CloudSampleOptions): TemplateManager {
  const path = `${encodeURIComponent(wabaId)}/message_templates`;
  return {
    uploadSample: createCloudSampleUploader(client, samples),
    async list() {
      const out: ProviderTemplate[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ fields: FIELDS, limit: '100', ...(after ? { after } : {}) });
        const answer = await client.getJson(`${path}?${query}`);
        if (!isObject(answer)) throw new ProviderError('unknown', null, 'A API do WhatsApp não devolveu a lista de modelos.');
        for (const raw of arrayOf(answer.data)) {
          const template = fromGraphTemplate(raw);
          if (template) out.push(template);
        }
        const paging = objectOf(answer.paging);
        after = stringOf(objectOf(paging?.cursors)?.after);
        if (!after || !stringOf(paging?.next)) break;
      }
      return out;
    },
    async create(draft) {
      const answer = await client.postJson(path, toGraphTemplate(draft));
      const id = isObject(answer) ? stringOf(answer.id) : undefined;
      if (!id || !isObject(answer)) throw new ProviderError('unknown', null, 'A API do WhatsApp não devolveu o id do modelo criado.');
      return { providerTemplateId: id, status: stringOf(answer.status) ?? 'PENDING', category: stringOf(answer.category) ?? draft.category };
    },
    async remove(name) {
      await client.deleteJson(`${path}?${new URLSearchParams({ name })}`);
    },
  };
}
