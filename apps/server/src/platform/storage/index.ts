// Media storage, the platform's front door: callers (modules, providers, tests) import storage from here.
export { MediaNotStoredError, type MediaStorage, type StoredFile } from './storage.port.js';
export { mediaStorageKey } from './storage-keys.js';
export { mediaStorageFor } from './storage.factory.js';
export { createLocalDiskStorage } from './local-disk.storage.js';
