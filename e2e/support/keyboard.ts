import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element draws a focus indicator: an outline or a ring of shadow. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through
 * the page, and checks the focus is visible there. Fails when `target` is not reached within
 * `limit` presses: it cannot be reached with the keyboard.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await focusIsVisible(page), 'o foco não aparece no elemento').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Não se chega com o teclado a ${target}`);
}
