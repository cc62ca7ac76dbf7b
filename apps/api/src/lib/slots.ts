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
