import { describe, expect, it } from 'vitest';
import { RECONNECT_COUNTDOWN_CLEAR_MS, RECONNECT_MAX_ATTEMPTS } from '@atende/contract';
import { nextReconnect, reconnectDelayMs, reconnectSchedule } from '../backoff';

describe('reconnect backoff', () => {
  it('waits longer before each attempt, 1 s doubling and capped under the 10 s countdown', () => {
    expect(reconnectSchedule()).toEqual([1000, 2000, 4000, 8000, 9000]);
    expect(reconnectDelayMs(20)).toBeLessThan(RECONNECT_COUNTDOWN_CLEAR_MS);
  });

  it('retries while fewer than 5 attempts were made', () => {
    expect(nextReconnect(0)).toEqual({ action: 'retry', attempt: 1, delayMs: 1000 });
    expect(nextReconnect(3)).toEqual({ action: 'retry', attempt: 4, delayMs: 8000 });
    expect(nextReconnect(RECONNECT_MAX_ATTEMPTS - 1)).toMatchObject({ action: 'retry', attempt: 5 });
  });

  it('gives up (logout) once 5 attempts failed', () => {
    expect(nextReconnect(RECONNECT_MAX_ATTEMPTS)).toEqual({ action: 'logout' });
    expect(nextReconnect(9)).toEqual({ action: 'logout' });
  });
});
