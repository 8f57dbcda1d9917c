// Reading one header of a provider's webhook for authentication.
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The header's single value, case-insensitively; a header sent twice reads as garbled (undefined), not as either. */
export function singleHeader(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}
