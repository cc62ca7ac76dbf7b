export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for an aaaa-mm-dd date that exists in the calendar: no 30 February, no month 13 and no
 * year 0, all of which PostgreSQL refuses.
 */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  // setUTCFullYear, unlike Date.UTC, does not move years 0–99 into the 1900s.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
