/**
 * At most `size` holders at once; the others wait their turn, first come first served. `take`
 * answers the function that gives the slot back (calling it twice gives it back once).
 */
export function createSlots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];

  function giveBack() {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }

  return {
    take(): Promise<() => void> {
      return new Promise((resolve) => {
        const hand = () => {
          let held = true;
          resolve(() => {
            if (!held) return;
            held = false;
            giveBack();
          });
        };
        if (free > 0) {
          free -= 1;
          hand();
        } else {
          waiting.push(hand);
        }
      });
    },
  };
}

/**
 * `size` places for each key (a requester, say), none shared between keys: what one key
 * queues never waits on another's. A key's entry goes once its places are all free again.
 */
export function createSlotsPerKey(size: number) {
  const byKey = new Map<string, { slots: ReturnType<typeof createSlots>; held: number }>();
  return {
    async take(key: string): Promise<() => void> {
      let entry = byKey.get(key);
      if (!entry) {
        entry = { slots: createSlots(size), held: 0 };
        byKey.set(key, entry);
      }
      const current = entry;
      current.held += 1;
      const release = await current.slots.take();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        release();
        current.held -= 1;
        if (current.held === 0 && byKey.get(key) === current) byKey.delete(key);
      };
    },
    /** How many keys have a document drawn or waiting (for tests and health figures). */
    get keys() {
      return byKey.size;
    },
  };
}
