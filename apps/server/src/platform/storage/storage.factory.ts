// Picks the media storage driver from the config. Only local disk exists (under <DATA_DIR>/media);
// the S3-compatible driver, when it comes, is chosen here from its settings.
import path from 'node:path';
import type { Config } from '../config/config.js';
import { createLocalDiskStorage } from './local-disk.storage.js';
import type { MediaStorage } from './storage.port.js';

export const mediaStorageFor = (config: Config): MediaStorage => createLocalDiskStorage(path.join(config.dataDir, 'media'));
