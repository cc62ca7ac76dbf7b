import { describe, expect, it } from 'vitest';
import { hasNewNotifications } from './has-new-notifications.ts';

describe('hasNewNotifications', () => {
  it.each([
    ['the first answer', undefined, 5, false],
    ['the same total', 5, 5, false],
    ['a lower total (some were read)', 5, 2, false],
    ['a higher total', 5, 6, true],
    ['the first notification ever', 0, 1, true],
  ])('%s', (_, previous, current, expected) => {
    expect(hasNewNotifications(previous, current)).toBe(expected);
  });
});
