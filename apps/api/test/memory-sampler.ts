import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Full collections before each sample, so that a sample counts what is held, not garbage that
// simply has not been collected yet (one collection can leave buffers of the last moments).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MIB = 2 ** 20;

/**
 * Measures the memory the process holds: `sample` whenever the work is under way (a full
 * collection each time, so call it a handful of times, not on a timer), `growth` answers the
 * peak above the baseline in MiB.
 */
export function measureHeldMemory() {
  collectGarbage();
  collectGarbage();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, arrayBuffers: baseline.arrayBuffers };
  let samples = 0;
  return {
    sample() {
      collectGarbage();
      collectGarbage();
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      samples++;
    },
    growth() {
      return {
        samples,
        rss: (peak.rss - baseline.rss) / MIB,
        arrayBuffers: (peak.arrayBuffers - baseline.arrayBuffers) / MIB,
      };
    },
  };
}
