import { waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

// Tables fit their card on desktop screens, scroll inside it below that, and no page makes a
// phone scroll sideways.

const DESKTOP_WIDTHS = [1280, 1440, 1920];
const PHONE = { width: 390, height: 844 };
const LISTS = ['/cities', '/states', '/politicians', '/proposals'];

/** Bauru and São Paulo have full profiles; the first city and Acre have none. */
async function detailPages(page: Page): Promise<string[]> {
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const first = async (path: string) => {
    const answer = await page.request.get(path, { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id;
  };
  return [
    `/cities/${await first('/api/cities?code=3506003')}`,
    `/cities/${await first('/api/cities?limit=1&sort[name]=asc')}`,
    `/states/${await first('/api/states?code=35')}`,
    `/states/${await first('/api/states?code=12')}`,
  ];
}

async function open(page: Page, path: string) {
  await page.goto(path);
  if (LISTS.includes(path)) await waitForRows(page);
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Each visible table with its width and the width of the card around it. */
function tablesAndCards(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const card = table.closest('.mantine-Paper-root');
        const caption = table.querySelector('th')?.textContent ?? '';
        return {
          table: `${caption.slice(0, 30)}…`,
          tableRight: Math.round(table.getBoundingClientRect().right),
          cardRight: Math.round(card?.getBoundingClientRect().right ?? 0),
          tableWidth: Math.round(table.getBoundingClientRect().width),
          cardWidth: Math.round(card?.getBoundingClientRect().width ?? 0),
        };
      }),
  );
}

/**
 * The facts at the top of a city page and its ranking badge, none drawn over another. Text
 * that overflows its box counts where it is drawn, so the extent of each part's text is used.
 */
async function expectCityHeaderUnobstructed(page: Page, path: string) {
  const facts = ['Código IBGE', 'Município', 'Estado', 'Oportunidades ativas'].map((label) =>
    page.getByText(label, { exact: true }).first().locator('..'),
  );
  const boxes = [];
  for (const part of [...facts, page.getByLabel('Ranking de atratividade')]) {
    boxes.push(
      await part.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { left, right, top, bottom } = range.getBoundingClientRect();
        return { left, right, top, bottom, text: element.textContent };
      }),
    );
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${path}: '${a.text}' e '${b.text}' se sobrepõem`).toBe(false);
    }
  }
}

/** Resolves after the browser has drawn twice: media queries and resize observers have run. */
const laidOut = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('every table fits its card at 1280, 1440 and 1920 px wide', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.cityUser);
  const paths = [...LISTS, ...(await detailPages(page))];
  // Each page is loaded once and the window resized around it, as a person widening it would.
  for (const path of paths) {
    await page.setViewportSize({ width: DESKTOP_WIDTHS[0] as number, height: 900 });
    await open(page, path);
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await laidOut(page);
      const tables = await tablesAndCards(page);
      expect(tables.length, `${path} at ${width}px shows a table`).toBeGreaterThan(0);
      for (const t of tables) {
        expect(t.tableWidth, `${path} at ${width}px: ${t.table}`).toBeLessThanOrEqual(t.cardWidth);
        expect(t.tableRight, `${path} at ${width}px: ${t.table}`).toBeLessThanOrEqual(t.cardRight);
      }
      expect(await pageScrollsSideways(page), `${path} at ${width}px`).toBe(false);
    }
  }
});

test('on a phone no list or detail page scrolls sideways; wide tables scroll in their card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.cityUser);
  const paths = [...LISTS, ...(await detailPages(page))];
  await page.setViewportSize(PHONE);
  for (const path of paths) {
    await open(page, path);
    expect(await pageScrollsSideways(page), path).toBe(false);
    if (path.startsWith('/cities/')) await expectCityHeaderUnobstructed(page, path);
  }

  await open(page, '/cities');
  const scroller = page.getByRole('table').locator('xpath=ancestor::*[@data-scrollbars][1]');
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(page.getByRole('columnheader', { name: 'Favorito', exact: true })).toBeInViewport();
});
