// The small JSON checks the fake Graph server's validators share, failing as Meta does (a 400 with the problem).

export class GraphValidationError extends Error {}

export type Json = Record<string, unknown>;

export function fail(problem: string): never {
  throw new GraphValidationError(problem);
}

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function object(value: unknown, where: string): Json {
  if (!isJson(value)) fail(`${where} must be an object`);
  return value;
}

export function onlyKeys(value: Json, allowed: readonly string[], where: string): void {
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra) fail(`Param ${where}['${extra}'] is not a valid parameter`);
}

export function text(value: unknown, where: string, max: number, { required = true } = {}): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') fail(`${where} must be a string`);
  if (required && value.trim() === '') fail(`${where} is required and cannot be empty`);
  if ([...value].length > max) fail(`${where} must be at most ${max} characters`);
  return value;
}

export function unique(values: string[], where: string): void {
  if (new Set(values).size !== values.length) fail(`${where} must be unique`);
}
