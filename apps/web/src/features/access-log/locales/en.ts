import type { AccessLogMessages } from './pt-BR';

export const accessLogEn: AccessLogMessages = {
  caption: 'My access log',
  intro: 'Your sign-ins and sign-outs, newest first.',
  columns: { when: 'Date and time', event: 'Event', ip: 'IP', browser: 'Browser' },
  events: { login: 'Sign-in', logout: 'Sign-out', login_failed: 'Refused sign-in attempt' },
  unknown: 'Unknown',
  empty: 'No access recorded',
};
