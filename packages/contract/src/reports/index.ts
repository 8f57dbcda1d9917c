// Issue 18's reports: the shared filter bar, each report's summary and page, exports.
export * from './filters.js';
export * from './durations.js';
export * from './attendance-report.js';
export * from './average-report.js';
export * from './tabulation-report.js';
export * from './survey-report.js';
export * from './stats-report.js';
export * from './access-log-report.js';
export * from './campaign-report.js';
export * from './exports.js';
export * from './kanban-report.js';
export * from './sales-report.js';
