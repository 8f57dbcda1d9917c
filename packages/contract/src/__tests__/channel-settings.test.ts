import { describe, expect, it } from 'vitest';
import { channelUpdateSchema, isTimeZone, openingHoursSchema, timeZoneNames } from '../index.js';

describe('opening hours', () => {
  it('accepts up to three separate windows a day and an empty week (always open)', () => {
    expect(openingHoursSchema.safeParse([]).success).toBe(true);
    const day = [
      { weekday: 1, start: '08:00', finish: '12:00' },
      { weekday: 1, start: '13:00', finish: '18:00' },
      { weekday: 1, start: '19:00', finish: '22:00' },
      { weekday: 6, start: '08:00', finish: '12:00' },
    ];
    expect(openingHoursSchema.safeParse(day).success).toBe(true);
  });

  it('refuses overlapping windows of one day, a fourth window, and a finish before the start, in pt-BR', () => {
    const overlap = openingHoursSchema.safeParse([
      { weekday: 2, start: '08:00', finish: '12:00' },
      { weekday: 2, start: '11:00', finish: '14:00' },
    ]);
    expect(overlap.error?.issues.map((i) => i.message)).toEqual(['As janelas do mesmo dia não podem se sobrepor']);
    const four = openingHoursSchema.safeParse(
      ['08:00', '10:00', '12:00', '14:00'].map((start, i) => ({ weekday: 3, start, finish: `${9 + i * 2}:30`.padStart(5, '0') })),
    );
    expect(four.error?.issues.map((i) => i.message)).toContain('No máximo 3 janelas por dia');
    const backwards = openingHoursSchema.safeParse([{ weekday: 7, start: '18:00', finish: '08:00' }]);
    expect(backwards.error?.issues[0]?.message).toBe('O início deve ser antes do fim');
  });
});

describe('channel settings update', () => {
  it('accepts IANA zones only', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Lua/Crater')).toBe(false);
    expect(isTimeZone('+03:00')).toBe(false);
    expect(timeZoneNames()).toContain('America/Manaus');
    expect(channelUpdateSchema.safeParse({ timezone: 'Brasil' }).error?.issues[0]?.message).toBe('Fuso horário inválido');
  });

  it('an empty message clears it (null); a long one is refused', () => {
    expect(channelUpdateSchema.parse({ outsideHoursMessage: '   ', queueMessage: 'Você é o {{posicao}}º' })).toEqual({
      outsideHoursMessage: null,
      queueMessage: 'Você é o {{posicao}}º',
    });
    expect(channelUpdateSchema.safeParse({ queueMessage: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('Máximo de 1000 caracteres');
  });
});
