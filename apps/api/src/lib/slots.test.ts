import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

describe('slots', () => {
  it('lets `size` holders in at once and the others in order as slots come back', async () => {
    const slots = createSlots(2);
    const order: string[] = [];
    const first = await slots.take();
    const second = await slots.take();
    const third = slots.take().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = slots.take().then((release) => {
      order.push('fourth');
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);

    first();
    first(); // giving back twice frees one slot only
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['third']);

    second();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['third', 'fourth']);

    (await third)();
    (await fourth)();
    // Every holder gave its slot back: two can be taken at once again, not three.
    const again = [await slots.take(), await slots.take()];
    let thirdAgain = false;
    void slots.take().then(() => {
      thirdAgain = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(thirdAgain).toBe(false);
    for (const release of again) release();
  });
});
