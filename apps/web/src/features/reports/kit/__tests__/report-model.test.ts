import { describe, expect, it } from 'vitest';
import { filtersBody } from '../model/report-filters';
import { formatDuration } from '../model/duration';
import { formatMoney, formatNumber, formatShare } from '../model/number';
import { reportsKitEn } from '../locales/en';
import { reportsKitPtBR } from '../locales/pt-BR';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('the filter body a URL gives', () => {
  it('sends only the filters the report shows, the period first, dates only for a custom period', () => {
    const params = new URLSearchParams('period=last30&from=2026-01-01&to=2026-01-31&departmentId=d1&tagId=t1&contact=%20Jo%C3%A3o%20&userId=u1');
    expect(filtersBody(params, ['departmentId', 'contact'])).toEqual({ period: 'last30', departmentId: 'd1', contact: 'João' });
  });
  it('falls back to the last 7 days for an unknown period and drops unknown statuses', () => {
    expect(filtersBody(new URLSearchParams('period=forever&status=finished,nope'), ['status'])).toEqual({ period: 'last7', status: ['finished'] });
    expect(filtersBody(new URLSearchParams('status=nope'), ['status'])).toEqual({ period: 'last7' });
  });
  it('keeps a custom period with its days', () => {
    expect(filtersBody(new URLSearchParams('period=custom&from=2026-11-01&to=2026-11-24'), [])).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-24' });
  });
});

describe('durations', () => {
  it('read as words or as a clock', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(150)).toBe('2 min 30 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(3725)).toBe('1 h 2 min');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(150, 'clock')).toBe('0:02:30');
    expect(formatDuration(90061, 'clock')).toBe('25:01:01');
    // Days only where asked (the kanban's stays); a TMA of 25 h stays "25 h 1 min" in words.
    expect(formatDuration(90061)).toBe('25 h 1 min');
    expect(formatDuration(90061, 'days')).toBe('1 d 1 h');
    expect(formatDuration(172_800, 'days')).toBe('2 d');
    expect(formatDuration(3725, 'days')).toBe('1 h 2 min');
  });
});

describe('numbers', () => {
  it('follow the language', () => {
    expect(formatNumber(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatNumber(4.25, 'pt-BR', 1)).toBe('4,3');
    expect(formatShare(0.425, 'pt-BR')).toBe('42,5%');
    expect(formatMoney(123_450, 'pt-BR').replace(/\u00a0/g, ' ')).toBe('R$ 1.234,50');
    expect(formatShare(0.425, 'en')).toBe('42.5%');
  });
});

describe('the kit locales', () => {
  it('have the same keys in pt-BR and English', () => {
    expect(keysOf(reportsKitEn).sort()).toEqual(keysOf(reportsKitPtBR).sort());
  });
});
