import dayjs, { type Dayjs } from 'dayjs';
import { notInformed } from './format-number.ts';

export {
  formatBRL,
  formatCompactBRL,
  formatNumber,
  formatPercent,
  notInformed,
} from './format-number.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | Date | null | undefined;

/** '2024-03-05' → '05/03/2024'; timestamps are shown in the browser's time zone. */
export function formatDate(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format('DD/MM/YYYY') : notInformed();
}

/** '2024-03-05T14:30:00-03:00' → '05/03/2024 14:30' in the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format('DD/MM/YYYY HH:mm') : notInformed();
}

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    // A calendar date names a day, not an instant: read it as local midnight so that no
    // time zone moves it to the previous day, and reject impossible days like 2024-02-30.
    if (dateOnly) {
      const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
      const date = dayjs(new Date(year, month - 1, day));
      const exists = date.year() === year && date.month() === month - 1 && date.date() === day;
      return exists ? date : null;
    }
  }
  const date = dayjs(value);
  return date.isValid() ? date : null;
}
