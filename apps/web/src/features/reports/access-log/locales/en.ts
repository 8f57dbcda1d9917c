import type { ReportAccessLogMessages } from './pt-BR';

export const reportAccessLogEn: ReportAccessLogMessages = {
  intro: "Sign-ins, refused sign-ins and sign-outs of every user of the company (owner, supervisors and operators), newest first.",
  user: {
    label: 'User',
    any: 'All',
    owner: 'Owner',
    managers: 'Supervisors',
    operators: 'Operators',
    deleted: '{{name}} (deleted)',
  },
  tiles: {
    logins: 'Sign-ins',
    failures: 'Refused sign-ins',
    logouts: 'Sign-outs',
    users: 'Users',
    usersHelp: 'Distinct users with any entry in the period.',
  },
  chart: { title: 'Access per day', logins: 'Sign-ins', failures: 'Refused sign-ins' },
  table: {
    caption: 'Access log',
    when: 'Date and time',
    user: 'User',
    login: 'Login',
    event: 'Event',
    ip: 'IP',
    device: 'Device',
    unknownUser: 'User not found',
    unknown: 'Unknown',
  },
  events: { login: 'Sign-in', logout: 'Sign-out', login_failed: 'Refused sign-in' },
  roles: { admin: 'Administrator', channel: 'Owner', channel_manager: 'Supervisor', operator: 'Operator' },
};
