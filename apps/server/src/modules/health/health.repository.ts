// The health check's one query: is the database answering at all.
import type { Database } from '../../platform/db/database.js';

export async function pingDatabase(db: Database): Promise<void> {
  await db.pool.query('select 1');
}
