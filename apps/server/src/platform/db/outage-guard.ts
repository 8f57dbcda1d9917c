// The process's last resort against a database outage. The pool and the job listener handle their
// connections' errors themselves; this catches what code written later forgets (a pg client with
// no 'error' listener, a timer's promise without a catch): an error that only says the database is
// unreachable is logged and the process carries on, since everything reconnects on demand. Any
// other uncaught error still ends the process, as Node does by default: a bug must stay loud.
import { isDatabaseUnavailable, unavailableReason } from './connection-errors.js';
import { consoleSafe } from '../logging/safe-errors.js';

export function guardProcessAgainstOutages(): void {
  const fatal = (kind: string, err: unknown) => {
    console.error(`[process] ${kind}:`, ...consoleSafe([err]));
    process.exit(1);
  };
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) console.error(`[db] database unavailable (${unavailableReason(reason)}): an operation failed; carrying on`);
    else fatal('unhandled rejection', reason);
  });
  process.on('uncaughtException', (err) => {
    if (isDatabaseUnavailable(err)) console.error(`[db] database unavailable (${unavailableReason(err)}): a connection was lost; carrying on`);
    else fatal('uncaught exception', err);
  });
}
