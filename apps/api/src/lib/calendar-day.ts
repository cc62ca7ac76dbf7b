/** Brasília time: the product's users' time zone (users.time_zone defaults to it). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The day an instant falls on in a time zone, as that day's UTC midnight: the form
 * spreadsheet writers read a calendar day in (an instant late in the evening in Brasília is
 * already the next day in UTC).
 */
export function calendarDay(instant: Date | string, timeZone = BRAZIL_TIME_ZONE): Date {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}
