import crypto from 'node:crypto';
import pg from 'pg';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A Cloud text webhook as Meta sends it, with its X-Hub-Signature-256. */
export function signedTextWebhook(phoneNumberId: string, appSecret: string, from: string, text: string) {
  return signedMessageWebhook(phoneNumberId, appSecret, from, { type: 'text', text: { body: text } });
}

/** A Cloud message webhook (text, interactive reply, ...: Meta's message fields after `from`/`id`), signed. */
export function signedMessageWebhook(phoneNumberId: string, appSecret: string, from: string, message: { type: string } & Record<string, unknown>) {
  const body = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
              messages: [{ from, id: `wamid.${crypto.randomBytes(16).toString('hex')}`, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
            },
          },
        ],
      },
    ],
  };
  const payload = JSON.stringify(body);
  return { payload, signature: `sha256=${crypto.createHmac('sha256', appSecret).update(payload).digest('hex')}` };
}

/** A throwaway PostgreSQL database (DATABASE_URL's server, or the local one). */
export async function withBenchDatabase(fn: (url: string) => Promise<void>): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `atende_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A JSON call to the benched server's API (throws on anything but 2xx). */
export async function api(server: { url: string }, path: string, token: string | null, body?: unknown, method = 'POST') {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}
