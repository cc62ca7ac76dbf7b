import type { Clock } from '../src/lib/clock.ts';

/** A clock tests move by hand. */
export function createTestClock(start = new Date()) {
  let current = start;
  const clock: Clock & {
    advanceMinutes: (minutes: number) => void;
    advanceSeconds: (seconds: number) => void;
  } = {
    now: () => current,
    advanceMinutes(minutes) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
    advanceSeconds(seconds) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
  return clock;
}
