// The fake Gupshup's side of an app's templates (its template API with the app's apikey): the list
// (GET /sm/api/v1/template/list/{app}), applying for one (POST /sm/api/v1/template/{app}, checked like
// Gupshup checks the form) and deleting by name (DELETE /sm/api/v1/template/{app}/{elementName}).
// Templates belong to an app, so a call naming another app sees none of them.
import { randomUUID } from 'node:crypto';

export type FakeGupshupTemplate = {
  id: string;
  elementName: string;
  languageCode: string;
  category: string;
  status: string;
  templateType: string;
  /** The template as text (Gupshup's `data`). */
  data: string;
  /** Header, footer and buttons as a JSON string, as Gupshup lists them. */
  containerMeta?: string;
  meta?: string;
  reason?: string;
};

type Answer = { status: number; body: unknown };

const LIST_PATH = /^\/sm\/api\/v1\/template\/list\/([^/]+)$/;
const APP_PATH = /^\/sm\/api\/v1\/template\/([^/]+)$/;
const NAMED_PATH = /^\/sm\/api\/v1\/template\/([^/]+)\/([^/]+)$/;

const error = (status: number, message: string): Answer => ({ status, body: { status: 'error', message } });

function checkApply(form: Record<string, string>): string | null {
  for (const field of ['elementName', 'languageCode', 'category', 'templateType', 'vertical', 'content', 'example']) {
    if (!form[field]?.trim()) return `Missing required parameter: ${field}`;
  }
  if (!/^[a-z0-9_]{1,180}$/.test(form.elementName ?? '')) return 'elementName must be lowercase alphanumeric characters and underscores';
  if (!['MARKETING', 'UTILITY', 'AUTHENTICATION'].includes(form.category ?? '')) return 'Invalid category provided, kindly use category from these option AUTHENTICATION, MARKETING, UTILITY';
  if (!['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'].includes(form.templateType ?? '')) return 'Invalid templateType';
  // The example is the content with its variables filled in.
  if (/\{\{\s*\d+\s*\}\}/.test(form.example ?? '')) return 'example must have every variable replaced by a sample value';
  if (form.templateType !== 'TEXT' && !form.mediaUrl && !form.exampleMedia) return 'A media template needs mediaUrl or exampleMedia';
  if (form.buttons !== undefined) {
    try {
      const buttons: unknown = JSON.parse(form.buttons);
      if (!Array.isArray(buttons)) return 'buttons must be a JSON array';
    } catch {
      return 'buttons is not valid JSON';
    }
  }
  return null;
}

export function createGupshupTemplateStore() {
  /** By app name, then by template id. */
  const apps = new Map<string, Map<string, FakeGupshupTemplate>>();
  const ofApp = (app: string) => {
    let templates = apps.get(app);
    if (!templates) apps.set(app, (templates = new Map()));
    return templates;
  };

  function apply(app: string, form: Record<string, string>): Answer {
    const problem = checkApply(form);
    if (problem) return error(400, problem);
    const templates = ofApp(app);
    if ([...templates.values()].some((t) => t.elementName === form.elementName && t.languageCode === form.languageCode)) {
      return error(400, 'Template Already exists with same namespace and elementName and languageCode');
    }
    const stored: FakeGupshupTemplate = {
      id: randomUUID(),
      elementName: form.elementName ?? '',
      languageCode: form.languageCode ?? '',
      category: form.category ?? '',
      status: 'PENDING',
      templateType: form.templateType ?? 'TEXT',
      data: form.content ?? '',
      containerMeta: JSON.stringify({ data: form.content, header: form.header, footer: form.footer, buttons: form.buttons ? JSON.parse(form.buttons) : undefined }),
    };
    templates.set(stored.id, stored);
    return { status: 200, body: { status: 'success', template: { ...stored } } };
  }

  /** The answer to a template call, or null when the path is not one. */
  function handle(method: string, path: string, form: Record<string, string> | undefined): Answer | null {
    const list = LIST_PATH.exec(path);
    if (list && method === 'GET') return { status: 200, body: { status: 'success', templates: [...ofApp(decodeURIComponent(list[1] ?? '')).values()] } };
    const app = APP_PATH.exec(path);
    if (app && method === 'POST') return form ? apply(decodeURIComponent(app[1] ?? ''), form) : error(400, 'The request body must be application/x-www-form-urlencoded');
    const named = NAMED_PATH.exec(path);
    if (named && method === 'DELETE') {
      const templates = ofApp(decodeURIComponent(named[1] ?? ''));
      const name = decodeURIComponent(named[2] ?? '');
      const matching = [...templates.values()].filter((t) => t.elementName === name);
      if (matching.length === 0) return error(400, `Template not found: ${name}`);
      for (const t of matching) templates.delete(t.id);
      return { status: 200, body: { status: 'success' } };
    }
    return null;
  }

  return {
    handle,
    /** The app's templates as Gupshup would list them. */
    of: (app: string) => ofApp(app),
    /** A template as if created in Gupshup's console (for syncs). */
    add: (app: string, t: Omit<FakeGupshupTemplate, 'id'> & { id?: string }): FakeGupshupTemplate => {
      const stored = { ...t, id: t.id ?? randomUUID() };
      ofApp(app).set(stored.id, stored);
      return stored;
    },
    clear: () => apps.clear(),
  };
}

export type GupshupTemplateStore = ReturnType<typeof createGupshupTemplateStore>;
