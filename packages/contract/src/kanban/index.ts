export * from './boards.js';
export * from './cards.js';
