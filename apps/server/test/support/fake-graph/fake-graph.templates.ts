// The fake Graph's side of a WhatsApp Business Account's templates: GET (paged by cursor), POST (checked
// like Meta checks the shape: name rule, category, a BODY, one example per variable, a media header's
// handle issued by the Resumable Upload API for a file of its format) and DELETE by name.
import { randomInt } from 'node:crypto';
import { graphError, type FakeResponse } from './fake-graph.responses.js';
import type { FakeIssuedHandle } from './fake-graph.uploads.js';

export type FakeStoredTemplate = { id: string; name: string; language: string; category: string; status: string; rejected_reason?: string; components: Array<Record<string, unknown>> };

export const TEMPLATES_PATH = /^\/(v\d+\.\d+)\/([^/]+)\/message_templates$/;

const invalid = (problem: string): FakeResponse => graphError(400, { code: 100, message: `(#100) ${problem}`, details: problem });

function checkCreate(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'The request body must be JSON';
  const t = body as Record<string, unknown>;
  if (typeof t.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(t.name)) return 'name must be lowercase alphanumeric characters and underscores';
  if (typeof t.language !== 'string' || !t.language) return 'language is required';
  if (!['MARKETING', 'UTILITY', 'AUTHENTICATION'].includes(String(t.category))) return 'category must be MARKETING, UTILITY or AUTHENTICATION';
  if (!Array.isArray(t.components)) return 'components is required';
  const body_ = t.components.find((c: { type?: string }) => c?.type === 'BODY') as { text?: string; example?: { body_text?: string[][] } } | undefined;
  if (!body_?.text) return 'a BODY component with text is required';
  const variables = new Set([...body_.text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).size;
  if (variables > 0 && body_.example?.body_text?.[0]?.length !== variables) return 'body_text examples must match the number of variables';
  return null;
}

/** The file types a media header's sample may have, per format. */
const HANDLE_TYPES: Record<string, readonly string[]> = { IMAGE: ['image/jpeg', 'image/jpg', 'image/png'], VIDEO: ['video/mp4'], DOCUMENT: ['application/pdf'] };

/** Meta refuses a header_handle that is not one of its upload handles (a link, a made-up or foreign handle). */
function checkHeaderHandle(components: unknown[], handles: ReadonlyMap<string, FakeIssuedHandle>): FakeResponse | null {
  const header = components.find((c): c is { format?: string; example?: { header_handle?: unknown } } => (c as { type?: string } | null)?.type === 'HEADER');
  const allowed = header?.format ? HANDLE_TYPES[header.format] : undefined;
  if (!header || !allowed) return null;
  const given = header.example?.header_handle;
  if (!Array.isArray(given) || given.length !== 1 || typeof given[0] !== 'string') return invalid(`A ${header.format} header needs example.header_handle with one uploaded media handle`);
  const issued = handles.get(given[0]);
  if (!issued || !allowed.includes(issued.fileType)) {
    return graphError(400, { code: 100, subcode: 2494102, message: 'Invalid parameter', details: 'Uploaded media handle is invalid' });
  }
  return null;
}

export function createTemplateStore(handles: ReadonlyMap<string, FakeIssuedHandle>) {
  const templates = new Map<string, FakeStoredTemplate>();
  /** How many templates one GET page answers (small, so tests exercise the cursor). */
  let pageSize = 2;

  function handle(method: string, wabaId: string, query: Record<string, string>, body: unknown, baseUrl: string): FakeResponse {
    if (method === 'GET') {
      const all = [...templates.values()];
      const start = Number(query.after ?? 0);
      const page = all.slice(start, start + pageSize);
      const next = start + pageSize < all.length ? String(start + pageSize) : undefined;
      return {
        status: 200,
        body: {
          data: page,
          paging: { cursors: { before: String(start), after: next ?? String(start + page.length) }, ...(next ? { next: `${baseUrl}/v23.0/${wabaId}/message_templates?after=${next}` } : {}) },
        },
      };
    }
    if (method === 'POST') {
      const problem = checkCreate(body);
      if (problem) return invalid(problem);
      const t = body as FakeStoredTemplate;
      const badHandle = checkHeaderHandle(t.components, handles);
      if (badHandle) return badHandle;
      if ([...templates.values()].some((x) => x.name === t.name && x.language === t.language)) {
        return graphError(400, { code: 100, subcode: 2388024, message: 'Content in this language already exists', details: `There is already ${t.language} content for this template.` });
      }
      const id = String(randomInt(100_000_000, 999_999_999));
      templates.set(id, { id, name: t.name, language: t.language, category: t.category, status: 'PENDING', components: t.components });
      return { status: 200, body: { id, status: 'PENDING', category: t.category } };
    }
    if (method === 'DELETE') {
      const matching = [...templates.values()].filter((t) => t.name === query.name);
      if (matching.length === 0) return graphError(400, { code: 100, subcode: 2593002, message: 'Message template not found', details: `No template named ${query.name}` });
      for (const t of matching) templates.delete(t.id);
      return { status: 200, body: { success: true } };
    }
    return invalid(`Unsupported method ${method}`);
  }

  return {
    handle,
    templates,
    setPageSize: (n: number) => {
      pageSize = n;
    },
    /** A template as if created in WhatsApp Manager (for syncs). */
    add: (t: Omit<FakeStoredTemplate, 'id'> & { id?: string }): FakeStoredTemplate => {
      const stored = { ...t, id: t.id ?? String(randomInt(100_000_000, 999_999_999)) };
      templates.set(stored.id, stored);
      return stored;
    },
    clear: () => templates.clear(),
  };
}

export type TemplateStore = ReturnType<typeof createTemplateStore>;
