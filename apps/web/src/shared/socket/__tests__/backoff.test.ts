import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_ATTEMPTS } from '@atende/contract';
import { nextReconnect, reconnectDelayMs, reconnectSchedule } from '../backoff';

describe('reconnect backoff', () => {
  it('waits longer before each attempt, 3 s doubling up to 24 s', () => {
    expect(reconnectSchedule()).toEqual([3000, 6000, 12000, 24000, 24000]);
    expect(reconnectDelayMs(20)).toBe(24000);
  });

  it('spaces the attempts over at least 60 s, so a server restart signs nobody out', () => {
    const total = reconnectSchedule().reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(60_000);
  });

  it('retries while fewer than 5 attempts were made', () => {
    expect(nextReconnect(0)).toEqual({ action: 'retry', attempt: 1, delayMs: 3000 });
    expect(nextReconnect(3)).toEqual({ action: 'retry', attempt: 4, delayMs: 24000 });
    expect(nextReconnect(RECONNECT_MAX_ATTEMPTS - 1)).toMatchObject({ action: 'retry', attempt: 5 });
  });

  it('gives up (logout) once 5 attempts failed', () => {
    expect(nextReconnect(RECONNECT_MAX_ATTEMPTS)).toEqual({ action: 'logout' });
    expect(nextReconnect(9)).toEqual({ action: 'logout' });
  });
});
