// The catalog screens (/manageDepartments, /managetags, /manageTabulations, /manageQuickAnswers) are
// reached through their lazy route modules; other features may show a tag the same way.
export { TagBadge } from './components/tag-form';
