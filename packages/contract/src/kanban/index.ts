export * from './boards.js';
export * from './cards.js';
export * from './api.js';
