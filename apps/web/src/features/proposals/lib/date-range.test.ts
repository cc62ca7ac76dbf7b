import { describe, expect, it } from 'vitest';
import { dateRangeLimits, withEndDate, withStartDate } from './date-range.ts';

const TODAY = '2026-06-15';

describe('dateRangeLimits', () => {
  it('keeps the end disabled until a start exists; both end today at the latest', () => {
    expect(dateRangeLimits({ startDate: null, endDate: null }, TODAY)).toEqual({
      startMax: TODAY,
      endMin: undefined,
      endMax: TODAY,
      endDisabled: true,
    });
  });

  it('limits the start to the end date once there is one', () => {
    expect(dateRangeLimits({ startDate: '2026-01-01', endDate: '2026-03-01' }, TODAY)).toEqual({
      startMax: '2026-03-01',
      endMin: '2026-01-01',
      endMax: TODAY,
      endDisabled: false,
    });
  });
});

describe('date edits', () => {
  it('clearing the start clears the end', () => {
    expect(withStartDate({ startDate: '2026-01-01', endDate: '2026-02-01' }, '')).toEqual({
      startDate: null,
      endDate: null,
    });
    expect(withStartDate({ startDate: null, endDate: null }, '2026-01-01')).toEqual({
      startDate: '2026-01-01',
      endDate: null,
    });
  });

  it('takes no end without a start', () => {
    expect(withEndDate({ startDate: null, endDate: null }, '2026-02-01').endDate).toBeNull();
    expect(withEndDate({ startDate: '2026-01-01', endDate: null }, '2026-02-01').endDate).toBe(
      '2026-02-01',
    );
    expect(withEndDate({ startDate: '2026-01-01', endDate: '2026-02-01' }, '').endDate).toBeNull();
  });
});
