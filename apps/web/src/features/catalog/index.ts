// The catalog screens (/manageDepartments, /managetags, /manageTabulations, /manageQuickAnswers) are
// reached through their lazy route modules; other features may show a tag the same way. The channel's
// departments list is the departments feature's query.
export { TagBadge } from './components/tag-form';
