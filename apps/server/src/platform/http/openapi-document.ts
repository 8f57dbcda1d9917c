// The OpenAPI document as committed to docs/api/openapi.json: what @fastify/swagger serves at
// /api/docs/json, with every object's keys sorted (so route registration order never shows in a diff),
// 2-space indent and a trailing newline. `npm run openapi` writes it; a test fails when they drift.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docs/api/openapi.json at the repository root. */
export const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/api/openapi.json');

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

export function renderOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
