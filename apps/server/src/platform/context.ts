// What every module's service receives: the platform pieces, built once per app.
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import type { Keys } from './crypto/secrets.js';
import type { EventBus } from './events/domain-events.js';

export type AppContext = {
  config: Config;
  db: Database;
  keys: Keys;
  bus: EventBus;
};
