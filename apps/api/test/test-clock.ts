import type { Clock } from '../src/lib/clock.ts';

/** A clock tests move by hand. */
export function createTestClock(start = new Date()) {
  let current = start;
  const clock: Clock & { advanceMinutes: (minutes: number) => void } = {
    now: () => current,
    advanceMinutes(minutes) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
  return clock;
}
