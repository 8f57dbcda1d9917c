// How a domain writes its error catalogue: each key names one failure, with its HTTP status, the
// pt-BR message the user reads, and the wire code of the body's `error` (the key itself unless an
// older, shared code must stay, e.g. "not_found"). Messages may hold {placeholders}; the server fills
// them when it throws, and the types make it pass exactly those.
export type ErrorEntry = { readonly status: number; readonly message: string; readonly code?: string };

export function defineErrors<const T extends Record<string, ErrorEntry>>(entries: T): T {
  return entries;
}

/** The placeholder names of a message template: "O arquivo não tem a coluna {column}." → "column". */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholdersOf<Rest> : never;

export function fillErrorPlaceholders(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
