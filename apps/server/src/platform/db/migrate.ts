// Applies the committed drizzle-kit migrations.
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { defaultMigrationsDir } from '../config/paths.js';
import type { Database } from './database.js';

export async function runMigrations(db: Database, migrationsFolder = defaultMigrationsDir): Promise<void> {
  await migrate(db.orm, { migrationsFolder, migrationsSchema: 'public' });
}
