// The sign-in limit (rate-limiter-flexible's "login endpoint protection"): an attempt spends a point
// BEFORE its password is checked, atomically, on three counters in turn:
//   - consecutive failures of one login from one address (reset by a success);
//   - failures of one login from any address in a day (a spread-out guess at one account);
//   - failures from one address on any login in a day (one source guessing many accounts).
// The first counter that is spent answers 429 with Retry-After; the points already taken by that
// attempt are given back, so a blocked attempt never counts against the wider counters. A success
// gives back its own points. Unknown logins are counted like real ones (the limit does not tell
// which logins exist).
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { fail, retryAfter } from '../../platform/http/errors.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_BLOCK_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_LOGIN = 50;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
const DAY = 24 * 60 * 60;

export type LoginAttempt = {
  /** The password was right: forget this login's consecutive failures from this address. */
  succeeded: () => Promise<void>;
};

export type LoginLimits = { attempt: (login: string, address: string | null) => Promise<LoginAttempt> };

export function createLoginLimits(limits: RateLimits): LoginLimits {
  const consecutive = limits.limiter({ name: 'login-fail-login-ip', points: LOGIN_FAILURE_LIMIT, durationSeconds: DAY, blockSeconds: LOGIN_FAILURE_BLOCK_SECONDS });
  const perLogin = limits.limiter({ name: 'login-fail-login', points: LOGIN_FAILURES_PER_LOGIN, durationSeconds: DAY, blockSeconds: 60 * 60 });
  const perAddress = limits.limiter({ name: 'login-fail-ip', points: LOGIN_FAILURES_PER_ADDRESS, durationSeconds: DAY, blockSeconds: DAY });

  async function attempt(loginName: string, address: string | null): Promise<LoginAttempt> {
    const login = loginName.trim().toLowerCase();
    const ip = address ?? 'unknown';
    const counters: [RateLimiterAbstract, string][] = [
      [consecutive, `${login}|${ip}`],
      [perLogin, login],
      [perAddress, ip],
    ];
    const taken: [RateLimiterAbstract, string][] = [];
    for (const [limiter, key] of counters) {
      try {
        await limiter.consume(key);
        taken.push([limiter, key]);
      } catch (rejection) {
        await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
        if (rejection instanceof RateLimiterRes) throw blocked(rejection.msBeforeNext);
        throw rejection;
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([consecutive.delete(`${login}|${ip}`), perLogin.reward(login, 1), perAddress.reward(ip, 1)]);
      },
    };
  }

  return { attempt };
}

function blocked(msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return fail('too_many_attempts', { params: { wait: waitText(seconds) }, headers: retryAfter(seconds) });
}

/** "1 minuto", "15 minutos", "2 horas": rounded up, so the wait is never shorter than said. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} horas`;
}
