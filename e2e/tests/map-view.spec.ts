import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/** The outermost points of the country, as [longitude, latitude]. */
const EXTREMES = {
  'o norte de Roraima': [-60.2, 5.27],
  'o norte do Amapá': [-51.6, 4.4],
  'o sul do Rio Grande do Sul': [-53.4, -33.75],
  'o oeste do Acre': [-73.99, -7.5],
} as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/** Every map of a list that shows the whole country. */
const LIST_MAPS = ['/cities', '/states', '/companies', '/proposals'] as const;

type Bounds = { west: number; south: number; east: number; north: number };

/** What the map shows, as its container tells it ('west,south,east,north'). */
async function shownBounds(page: Page): Promise<Bounds | null> {
  const value = await page.getByTestId('map').getAttribute('data-bounds');
  if (!value) return null;
  const [west, south, east, north] = value.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { west, south, east, north };
}

/** The extremes the map leaves out ([] when the whole country shows). */
async function extremesLeftOut(page: Page): Promise<string[]> {
  const bounds = await shownBounds(page);
  if (!bounds) return Object.keys(EXTREMES);
  return Object.entries(EXTREMES)
    .filter(
      ([, [longitude, latitude]]) =>
        longitude < bounds.west ||
        longitude > bounds.east ||
        latitude < bounds.south ||
        latitude > bounds.north,
    )
    .map(([name]) => name);
}

/** Opens a list with its map shown. */
async function openMap(page: Page, path: string) {
  await page.goto(path);
  const toggle = page.getByRole('button', { name: 'Mapa', exact: true });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map')).toHaveAttribute('data-bounds', /,/);
}

for (const viewport of VIEWPORTS) {
  test(`every list map opens on the whole of Brazil at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ACCOUNTS.cityAdmin);
    for (const path of LIST_MAPS) {
      await openMap(page, path);
      // The points arrive after the map: it is framed again then, and must still show it all.
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => extremesLeftOut(page), { message: `mapa de ${path}`, timeout: 15_000 })
        .toEqual([]);
      // The map itself lies inside the window: nothing of it is cut at the right.
      const box = await page.locator('canvas.maplibregl-canvas').boundingBox();
      expect(box, path).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(viewport.width);
    }
  });
}

test('a map nobody has moved frames Brazil again when the window changes size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.cityAdmin);
  await openMap(page, '/proposals');
  await expect.poll(() => extremesLeftOut(page)).toEqual([]);
  const wide = await shownBounds(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => extremesLeftOut(page)).toEqual([]);
  // Narrower, the map is zoomed out to keep the country in (it no longer shows the same area).
  const narrow = await shownBounds(page);
  expect((narrow?.north ?? 0) - (narrow?.south ?? 0)).toBeGreaterThan(
    (wide?.north ?? 0) - (wide?.south ?? 0),
  );

  // Once the user zooms in, the view is theirs: a resize no longer frames the country.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(() => extremesLeftOut(page)).toEqual([]);
  await page.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect.poll(() => extremesLeftOut(page)).not.toEqual([]);
  const zoomed = await shownBounds(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect
    .poll(
      async () => ((await shownBounds(page))?.east ?? 0) - ((await shownBounds(page))?.west ?? 0),
    )
    .toBeGreaterThan((zoomed?.east ?? 0) - (zoomed?.west ?? 0));
  expect(await extremesLeftOut(page)).not.toEqual([]);
});
