// The catalog screens (/manageDepartments, /managetags, /manageTabulations, /manageQuickAnswers) are
// reached through their lazy route modules; other features may show a tag the same way, and pick a
// department from the channel's list.
export { TagBadge } from './components/tag-form';
export { useDepartmentOptions } from './api/department-options';
