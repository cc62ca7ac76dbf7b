import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day.ts';

describe('calendarDay', () => {
  it.each([
    ['2026-01-10T02:30:00.000Z', 'America/Sao_Paulo', Date.UTC(2026, 0, 9)],
    ['2026-01-10T03:00:00.000Z', 'America/Sao_Paulo', Date.UTC(2026, 0, 10)],
    ['2026-12-31T23:59:59.000Z', 'UTC', Date.UTC(2026, 11, 31)],
    ['2026-03-01T04:00:00.000Z', 'America/Rio_Branco', Date.UTC(2026, 1, 28)],
  ])('%s in %s', (instant, timeZone, day) => {
    expect(calendarDay(instant, timeZone)).toEqual(new Date(day));
    expect(calendarDay(new Date(instant), timeZone)).toEqual(new Date(day));
  });
});
