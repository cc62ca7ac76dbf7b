/** Start and end date of the filter panel, as yyyy-mm-dd (spec 1 §5 'Filters'). */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

export interface DateRangeLimits {
  /** The start date may not pass the end date, nor today. */
  startMax: string;
  /** The end date may not come before the start date. */
  endMin: string | undefined;
  endMax: string;
  /** The end date waits for a start date. */
  endDisabled: boolean;
}

/** `today` is the local calendar day, yyyy-mm-dd. */
export function dateRangeLimits(range: DateRange, today: string): DateRangeLimits {
  return {
    startMax: range.endDate && range.endDate < today ? range.endDate : today,
    endMin: range.startDate ?? undefined,
    endMax: today,
    endDisabled: !range.startDate,
  };
}

/** Clearing the start date clears the end date too (its input is disabled then). */
export function withStartDate<Range extends DateRange>(range: Range, value: string): Range {
  const startDate = value === '' ? null : value;
  return { ...range, startDate, endDate: startDate ? range.endDate : null };
}

export function withEndDate<Range extends DateRange>(range: Range, value: string): Range {
  if (!range.startDate) return { ...range, endDate: null };
  return { ...range, endDate: value === '' ? null : value };
}
