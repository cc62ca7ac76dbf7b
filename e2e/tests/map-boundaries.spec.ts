import { exposeMaps, mapContainer, waitForRendered } from '../support/map.ts';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

// Without tile servers (the default) the maps draw municipal boundaries from the reference data.
const BAURU_IBGE_CODE = 3506003;
const OUTLINE_FILL = 'municipality-outline-fill';
const OUTLINE_LINE = 'municipality-outline-line';

test.beforeEach(({ page }) => exposeMaps(page));

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

test('the city detail map draws the outline of Bauru around its point', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const cities = await apiGet<{ data: { id: number }[] }>(
    page,
    `/api/cities?code=${BAURU_IBGE_CODE}`,
  );
  const bauruId = cities.data[0]?.id;
  await page.goto(`/cities/${bauruId}`);
  await expect(page.getByRole('heading', { name: 'Bauru - SP', level: 1 })).toBeVisible();
  const location = page.getByRole('region', { name: 'Localização' });
  await location.scrollIntoViewIfNeeded();

  const outline = await waitForRendered(location, OUTLINE_LINE);
  expect(outline.map((feature) => feature.properties.code)).toContain(BAURU_IBGE_CODE);
  expect(['Polygon', 'MultiPolygon', 'LineString', 'MultiLineString']).toContain(
    outline[0]?.geometryType,
  );
  const inside = await waitForRendered(location, OUTLINE_FILL);
  expect(inside[0]?.properties).toMatchObject({ code: BAURU_IBGE_CODE, name: 'Bauru' });
});

test('the opportunity detail map lies in the outline of its municipality', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const proposals = await apiGet<{
    data: { id: number; coordinates: unknown; city_id: number | null }[];
  }>(page, '/api/proposals?fields=id,coordinates,city_id&limit=200');
  const proposal = proposals.data.find((item) => item.coordinates && item.city_id);
  if (!proposal) throw new Error('Nenhuma oportunidade com localização.');
  await page.goto(`/proposals/${proposal.id}`);
  const location = page.getByRole('region', { name: 'Localização' });
  await location.scrollIntoViewIfNeeded();

  // At zoom 16 the view usually lies inside the municipality: its area is drawn, not its border.
  const inside = await waitForRendered(location, OUTLINE_FILL);
  expect(inside.map((feature) => feature.properties.id)).toContain(proposal.city_id);
});

test("drilling into a state on the cities map shows its municipalities' polygons", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const map = page.getByTestId('map');
  await expect(page.getByRole('group', { name: 'Legenda' })).toContainText('Cidade');
  const states = await waitForRendered(map, 'brazil-states-fill');
  expect(states.length).toBeGreaterThan(20);

  // Closer, so that the city points leave room for a click on the state itself.
  await mapContainer(map).evaluate((element) =>
    window.mapOf?.(element)?.jumpTo({ center: [-49.5, -22], zoom: 6.5 }),
  );
  await waitForRendered(map, 'brazil-states-fill');
  // A click inside São Paulo state, on a spot with no city point to open instead.
  const canvas = map.locator('canvas.maplibregl-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('O mapa não tem tamanho.');
  const spot = await mapContainer(map).evaluate((element) => {
    const found = window.mapOf?.(element);
    if (!found) return null;
    for (let lat = -21; lat >= -23; lat -= 0.1) {
      for (let lng = -51; lng <= -48; lng += 0.1) {
        const { x, y } = found.project([lng, lat]);
        // Away from the edges, where the controls lie over the map.
        const { clientWidth: w, clientHeight: h } = element;
        if (x < w * 0.25 || x > w * 0.75 || y < h * 0.2 || y > h * 0.8) continue;
        const state = found.queryRenderedFeatures([x, y], { layers: ['brazil-states-fill'] });
        const near = found.queryRenderedFeatures(
          [
            [x - 8, y - 8],
            [x + 8, y + 8],
          ],
          { layers: ['map-points'] },
        );
        if (state[0]?.properties.uf === 'SP' && near.length === 0) return { x, y };
      }
    }
    return null;
  });
  if (!spot) throw new Error('Nenhum ponto livre em São Paulo.');
  await page.mouse.click(box.x + spot.x, box.y + spot.y);

  await expect(page.getByRole('button', { name: 'Voltar ao Brasil' })).toBeVisible();
  const municipalities = await waitForRendered(map, 'municipalities-fill');
  expect(new Set(municipalities.map((feature) => feature.properties.code)).size).toBeGreaterThan(
    100,
  );
  expect(municipalities.every((feature) => /Polygon$/.test(feature.geometryType))).toBe(true);
  const borders = await waitForRendered(map, 'municipalities-line');
  expect(borders.length).toBeGreaterThan(100);
});

test("without satellite tiles, the Área Industrial tab draws on the city's outline and says so plainly", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const cities = await apiGet<{ data: { id: number }[] }>(
    page,
    `/api/cities?code=${BAURU_IBGE_CODE}`,
  );
  await page.goto(`/cities/${cities.data[0]?.id}/edit`);
  await page.getByRole('tab', { name: 'Área Industrial', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Área Industrial' });
  await expect(panel.getByText(/^As imagens de satélite não estão configuradas\./)).toBeVisible();
  // Server configuration is the administrator's business, on the status page.
  await expect(page.locator('body')).not.toContainText('MAP_SATELLITE_TILES_URL');
  await expect(page.locator('body')).not.toContainText('servidor');
  const outline = await waitForRendered(panel, OUTLINE_LINE);
  expect(outline.map((feature) => feature.properties.code)).toContain(BAURU_IBGE_CODE);

  await page.goto('/status');
  const maps = page.getByRole('region', { name: 'Mapas' });
  await expect(maps).toContainText('Imagens de satélite');
  await expect(maps).toContainText('Não configuradas');
  await expect(maps).toContainText('MAP_SATELLITE_TILES_URL');
});
