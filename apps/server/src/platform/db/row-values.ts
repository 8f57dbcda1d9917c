// What raw rows (orm.execute) hold, turned into the API's values: the driver gives a timestamp as a Date
// (or a string through some paths), a left-joined name as null, an attendance's seq as a number or string.

/** A timestamp as ISO 8601 (UTC). */
export const isoOf = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** An optional timestamp as ISO 8601 (UTC), null when absent. */
export const isoOrNull = (v: Date | string | null): string | null => (v === null ? null : isoOf(v));

/** A left-joined reference `{ _id, name }`, null when the row has none (or it was not found). */
export const namedRef = (id: string | null, name: string | null): { _id: string; name: string } | null => (id && name !== null ? { _id: id, name } : null);

/** An attendance's protocol: its per-channel sequence, six digits at least. */
export const protocolOf = (seq: number | string): string => String(seq).padStart(6, '0');
