// POST /{version}/{phone-number-id}/messages on the fake Graph server: validated against Meta's shapes,
// template sends checked against the registered templates, accepted sends answered with a wamid and
// announced to the onAccepted listeners; and which recorded requests were sends or read receipts.
import { randomBytes } from 'node:crypto';
import { graphError, type FakeResponse } from './fake-graph.responses.js';
import { GraphValidationError, validateMessagesBody } from './fake-graph.validation.js';
import { VERSION } from './fake-graph.request.js';
import type { RecordedRequest } from './fake-graph.types.js';

export const MESSAGES_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)/messages$`);

export type AcceptedSend = { phoneNumberId: string; to: string; wamid: string; reference?: string };

export function invalidParameter(problem: string): FakeResponse {
  return graphError(400, { code: 100, message: `(#100) ${problem}`, details: problem });
}

const isReadReceipt = (body: unknown): boolean => typeof body === 'object' && body !== null && ('status' in body || 'typing_indicator' in body);

const messageBodies = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && MESSAGES_PATH.test(r.path)).map((r) => r.body);
/** Bodies of the message sends received (read receipts excluded). */
export const sentMessagesOf = (requests: RecordedRequest[]) => messageBodies(requests).filter((body) => !isReadReceipt(body));
/** Bodies of the read receipts received, in order. */
export const readReceiptsOf = (requests: RecordedRequest[]) => messageBodies(requests).filter(isReadReceipt);

/** `templates`: approved template (`name|language`) → number of body parameters. */
export function createMessagesHandler(templates: Map<string, number>, acceptedListeners: Set<(sent: AcceptedSend) => void>) {
  /** Meta answers these synchronously on the send call (error codes 132001 and 132000). */
  function checkTemplateKnown(body: unknown): FakeResponse | undefined {
    if (templates.size === 0 || typeof body !== 'object' || body === null) return undefined;
    const { type, template } = body as { type?: string; template?: { name: string; language: { code: string }; components?: Array<{ type: string; parameters?: unknown[] }> } };
    if (type !== 'template' || !template) return undefined;
    const expected = templates.get(`${template.name}|${template.language.code}`);
    if (expected === undefined) {
      return graphError(404, { code: 132001, type: 'OAuthException', message: '(#132001) Template name does not exist in the translation', details: `template name (${template.name}) does not exist in ${template.language.code}` });
    }
    const given = template.components?.find((c) => c.type === 'body')?.parameters?.length ?? 0;
    if (given !== expected) {
      return graphError(400, { code: 132000, message: '(#132000) Number of parameters does not match the expected number of params', details: `body: number of localizable_params (${given}) does not match the expected number of params (${expected})` });
    }
    return undefined;
  }

  /** The answer to a messages call, or undefined when the request is not one. */
  return function handleMessages(request: RecordedRequest): FakeResponse | undefined {
    const { method, path } = request;
    if (!MESSAGES_PATH.test(path) || method !== 'POST') return undefined;
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return invalidParameter('The request body must be JSON (Content-Type: application/json)');
    }
    try {
      const validated = validateMessagesBody(request.body);
      if (validated.kind === 'read') return { status: 200, body: { success: true } };
      const templateProblem = checkTemplateKnown(request.body);
      if (templateProblem) return templateProblem;
      const wamid = `wamid.${randomBytes(24).toString('base64')}`;
      const reference = (request.body as { biz_opaque_callback_data?: string }).biz_opaque_callback_data;
      const phoneNumberId = MESSAGES_PATH.exec(path)?.[2] ?? '';
      for (const listener of acceptedListeners) listener({ phoneNumberId, to: validated.to, wamid, ...(reference ? { reference } : {}) });
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: validated.to, wa_id: validated.to.replace(/\D/g, '') }],
          messages: [{ id: wamid }],
        },
      };
    } catch (error) {
      if (error instanceof GraphValidationError) return invalidParameter(error.message);
      throw error;
    }
  };
}
