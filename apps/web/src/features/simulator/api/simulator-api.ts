// The simulator's own endpoints: no session, access by this machine or the channel secret.
import { z } from 'zod';
import { messageSchema, templateSchema, type Message, type Template } from '@atende/contract';
import { ApiError, isApiErrorOf, parseErrorBody } from '@/shared/http/api-error';
import { signBody } from './sign-body';
import type { PhoneOrder } from '../cart-state';

export type SimulatorAccess = { channelId: string; secret: string | null };
export type SimulatorChannel = { _id: string; name: string; channelNumber: string };

const channelSchema = z.object({ _id: z.string(), name: z.string(), channelNumber: z.string() });

/** The server's simulator_forbidden: not this machine and no (or a wrong) channel secret. */
export class SimulatorRefusedError extends Error {}

async function getJson<T>(url: string, schema: z.ZodType<T>, secret: string | null): Promise<T> {
  const res = await fetch(url, { headers: secret ? { 'x-simulator-secret': secret } : {} });
  if (!res.ok) {
    const failure = new ApiError(parseErrorBody(res.status, await res.text().catch(() => ''), `HTTP ${res.status}`));
    if (isApiErrorOf(failure, 'simulator_forbidden')) throw new SimulatorRefusedError();
    throw new Error(`HTTP ${res.status}`);
  }
  return schema.parse(await res.json());
}

/** The channel named in the link, or the first simulator channel of this machine. */
export async function loadSimulatorChannel(channelId: string | null, secret: string | null): Promise<SimulatorChannel | null> {
  if (channelId) {
    return (await getJson(`/api/simulator/${channelId}`, z.object({ channel: channelSchema }), secret)).channel;
  }
  const { channels } = await getJson('/api/simulator', z.object({ channels: z.array(channelSchema) }), null);
  return channels[0] ?? null;
}

export async function loadConversation(access: SimulatorAccess, number: string): Promise<Message[]> {
  const url = `/api/simulator/${access.channelId}/conversation?number=${encodeURIComponent(number)}`;
  return (await getJson(url, z.object({ messages: z.array(messageSchema) }), access.secret)).messages;
}

/** The channel's templates, newest first: the ones in review for the reviewer panel, all of them to draw template messages. */
export async function loadTemplates(access: SimulatorAccess): Promise<Template[]> {
  return (await getJson(`/api/simulator/${access.channelId}/templates`, z.object({ templates: z.array(templateSchema) }), access.secret)).templates;
}

export type PhoneFileKind = 'image' | 'document';
/** What the server answers for a file the phone uploaded: `id` goes in the message event's media. */
export type PhoneFile = { id: string; kind: PhoneFileKind; mimeType: string; fileName: string | null; size: number };

const phoneFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'document']),
  mimeType: z.string(),
  fileName: z.string().nullable(),
  size: z.number(),
});

/** The server's pt-BR reason for refusing. */
async function refusal(res: Response): Promise<Error> {
  const error = (await res.json().catch(() => null)) as { erroMensagem?: string } | null;
  return new Error(error?.erroMensagem ?? `HTTP ${res.status}`);
}

/** Sends the file's bytes to the simulator, as a phone uploads to its provider before the message goes. */
export async function uploadPhoneFile(access: SimulatorAccess, file: File, kind: PhoneFileKind): Promise<PhoneFile> {
  const form = new FormData();
  form.set('file', file, file.name);
  const res = await fetch(`/api/simulator/${access.channelId}/media?type=${kind}`, {
    method: 'POST',
    headers: access.secret ? { 'x-simulator-secret': access.secret } : {},
    body: form,
  });
  if (!res.ok) throw await refusal(res);
  return z.object({ media: phoneFileSchema }).parse(await res.json()).media;
}

type From = { number: string; name: string | null };

export type SimulatorEvent =
  | { kind: 'message'; id: string; from: From; type: 'text'; text: string }
  | { kind: 'message'; id: string; from: From; type: PhoneFileKind; media: { id: string; mimeType: string; fileName?: string; caption?: string } }
  | { kind: 'message'; id: string; from: From; type: 'interactive'; interactive: { kind: 'button_reply' | 'list_reply'; id: string; title: string } }
  /** The phone's cart, as Meta's order (items by retailer id, unit price in reais). */
  | { kind: 'message'; id: string; from: From; type: 'order'; order: PhoneOrder }
  | { kind: 'status'; id: string; status: 'delivered' | 'read'; number: string }
  /** The page playing Meta's reviewer: templateId is the template's providerTemplateId. */
  | { kind: 'template_status'; templateId: string; name: string; language: string; status: 'APPROVED' | 'REJECTED'; reason?: string };

/** Posts events to the same webhook path a provider uses, signed when not on this machine. */
export async function postEvents(access: SimulatorAccess, events: SimulatorEvent[]): Promise<void> {
  const body = JSON.stringify({ channelId: access.channelId, events });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (access.secret) headers['x-simulator-signature'] = await signBody(body, access.secret);
  const res = await fetch('/api/webhooks/simulator', { method: 'POST', headers, body });
  if (!res.ok) throw await refusal(res);
}
