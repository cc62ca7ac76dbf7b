import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';
import { calendarDateSchema } from './schemas.ts';

describe('calendar dates', () => {
  it.each([
    ['2026-01-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['0000-01-01', false],
    ['0099-01-01', true],
  ])('%s → %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
    expect(calendarDateSchema.safeParse(text).success).toBe(valid);
  });

  it.each([
    ['2026-02-30', 'Data inexistente no calendário'],
    ['2026-13-01', 'Data inexistente no calendário'],
    ['30/02/2026', 'Use a data no formato aaaa-mm-dd'],
    ['2026-2-3', 'Use a data no formato aaaa-mm-dd'],
    ['2026-02-03T00:00', 'Use a data no formato aaaa-mm-dd'],
    ['', 'Use a data no formato aaaa-mm-dd'],
    [20260203, 'Use a data no formato aaaa-mm-dd'],
  ])('%j is refused in pt-BR: %s', (input, message) => {
    const result = calendarDateSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('outputs the date text as given', () => {
    expect(calendarDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });
});
