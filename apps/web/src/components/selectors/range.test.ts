import { describe, expect, it } from 'vitest';
import {
  EMPTY_RANGE,
  isRangeEndDisabled,
  rangeEndMinimum,
  rangeParam,
  rangeToSlider,
  sliderToRange,
  withRangeEnd,
  withRangeStart,
} from './range.ts';

describe('range input rules', () => {
  it('keeps the end disabled until the start is above 0', () => {
    expect(isRangeEndDisabled(EMPTY_RANGE)).toBe(true);
    expect(isRangeEndDisabled([0, null])).toBe(true);
    expect(isRangeEndDisabled([-5, null])).toBe(true);
    expect(isRangeEndDisabled([0.5, null])).toBe(false);
  });

  it('makes the start the minimum of the end', () => {
    expect(rangeEndMinimum([100, null])).toBe(100);
    expect(rangeEndMinimum(EMPTY_RANGE)).toBe(0);
    expect(rangeEndMinimum([null, null], 5)).toBe(5);
  });

  it('drops the end when the start goes back to 0 or empty', () => {
    expect(withRangeStart([10, 50], 0)).toEqual([0, null]);
    expect(withRangeStart([10, 50], null)).toEqual([null, null]);
  });

  it('drops an end left below a new start', () => {
    expect(withRangeStart([10, 50], 60)).toEqual([60, null]);
    expect(withRangeStart([10, 50], 20)).toEqual([20, 50]);
  });

  it('ignores an end while it is disabled and raises one below the start', () => {
    expect(withRangeEnd(EMPTY_RANGE, 40)).toEqual([null, null]);
    expect(withRangeEnd([30, null], 10)).toEqual([30, 30]);
    expect(withRangeEnd([30, null], 40)).toEqual([30, 40]);
  });
});

describe('rangeParam', () => {
  it.each([
    [[null, null], 1, undefined],
    [[0.7, null], 1, '0.7,'],
    [[null, 5000], 1, ',5000'],
    [[100, 20000], 1, '100,20000'],
    [[70, 90], 0.01, '0.7,0.9'],
    [[33, null], 0.01, '0.33,'],
  ] as const)('%j × %s → %j', (range, factor, expected) => {
    expect(rangeParam(range, factor)).toBe(expected);
  });
});

describe('slider ranges', () => {
  const bounds = [0, 20000] as const;

  it('reads a thumb at its bound as no limit on that side', () => {
    expect(sliderToRange([0, 20000], bounds)).toEqual([null, null]);
    expect(sliderToRange([5000, 20000], bounds)).toEqual([5000, null]);
    expect(sliderToRange([0, 8000], bounds)).toEqual([null, 8000]);
    expect(sliderToRange([1000, 8000], bounds)).toEqual([1000, 8000]);
  });

  it('puts an open side at its bound', () => {
    expect(rangeToSlider([null, null], bounds)).toEqual([0, 20000]);
    expect(rangeToSlider([5000, null], bounds)).toEqual([5000, 20000]);
  });
});
