import type { AuthMessages } from './pt-BR';

export const authEn: AuthMessages = {
  title: 'Sign in to Atende',
  subtitle: 'Use the login and password your company gave you.',
  login: 'Login',
  password: 'Password',
  submit: 'Sign in',
  logoutReason: {
    outside_working_hours: 'You were disconnected: outside working hours',
    disconnected_operator: 'You were disconnected: your operator session was ended',
    session_expired: 'Your session expired. Please sign in again.',
    connection_lost: 'The server could not be reached. Check your connection and sign in again.',
  },
};
