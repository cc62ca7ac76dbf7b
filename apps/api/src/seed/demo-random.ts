/** Seeded pseudo-random numbers: the demo data set must come out identical on every run. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight; weights need not sum to 1. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** Distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  shuffle: <T>(items: readonly T[]) => T[];
  /** Uniform on a logarithmic scale, so every order of magnitude is equally likely. */
  logUniform: (min: number, max: number) => number;
  digits: (length: number) => string;
  /** A day (YYYY-MM-DD) between two days, both included. */
  day: (from: string, to: string) => string;
  /** An instant (ISO 8601, UTC) during Brasília office hours on a day between two days. */
  moment: (from: string, to: string) => string;
  /** An independent stream, so adding draws in one generator does not shift another. */
  fork: (label: string) => Random;
};

const DAY_MS = 86_400_000;
const BRASILIA_OFFSET_HOURS = 3;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the parts, to derive a stream's seed from readable labels. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const dayToMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const msToDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => msToDay(dayToMs(day) + days * DAY_MS);

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const day = (from: string, to: string) => {
    const first = dayToMs(from) / DAY_MS;
    const last = dayToMs(to) / DAY_MS;
    return msToDay(int(first, last) * DAY_MS);
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of entries) {
        target -= weight;
        if (target < 0) return item;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    day,
    moment: (from, to) => {
      const ms =
        dayToMs(day(from, to)) +
        (int(8, 18) + BRASILIA_OFFSET_HOURS) * 3_600_000 +
        int(0, 59) * 60_000 +
        int(0, 59) * 1000;
      return new Date(ms).toISOString();
    },
    fork: (label) => createRandom(hashSeed(seed, label)),
  };
}

/** Picks from a large list by cumulative weight with a binary search. */
export function createWeightedPicker<T>(
  items: readonly T[],
  weight: (item: T) => number,
): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(weight(item), 0);
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}
