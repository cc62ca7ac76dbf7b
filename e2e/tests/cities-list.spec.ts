import {
  chooseOption,
  columnTexts,
  headingCount,
  hideAndShowColumn,
  listHeading,
  openFilters,
  waitForRows,
} from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

const ACTIVE = /^Total de cidades ativas na base: [\d.]+$/;
const FILTERED = /^Total de cidades filtradas na base: [\d.]+ \/ [\d.]+$/;

async function openCities(page: Page, account: string = ACCOUNTS.cityAdmin) {
  await signIn(page, account);
  await expect(listHeading(page)).toHaveText(ACTIVE);
  await waitForRows(page);
}

test('browses the cities as a table, sorted, with columns to hide, and as cards', async ({
  page,
}) => {
  await openCities(page);
  const table = page.getByRole('table');
  for (const header of [
    '#',
    'Município',
    'UF',
    'População',
    'IDEB',
    'idhm',
    'RECEITAS',
    'DESPESAS',
    'PIB PER CAPITA',
    'Vocação Regional',
    'Benefícios',
    'Ações',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

  // The UF links to the state's page.
  await expect(table.locator('tbody tr').first().getByRole('link').nth(1)).toHaveAttribute(
    'href',
    /^\/states\/\d+$/,
  );

  // Município sorts ascending first, then descending.
  const firstCity = () => table.locator('tbody tr').first().getByRole('link').first();
  const ascending = await firstCity().textContent();
  await table.getByRole('columnheader', { name: 'Município' }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Município' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('columnheader', { name: 'Município' }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Município' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstCity()).not.toHaveText(ascending ?? '');

  // The pager moves to the last page and back.
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page.getByText(/^Página (\d+) de \1$/)).toBeVisible();
  await page.getByRole('button', { name: 'Primeira página' }).click();
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

  // Exibir 50 shows 50 rows.
  await page.getByLabel('Exibir').selectOption('50');
  await expect(table.locator('tbody tr')).toHaveCount(50);

  // The column chooser hides and shows a column.
  await hideAndShowColumn(page, table, 'População');

  await page.getByRole('button', { name: 'Visualizar em cartões' }).click();
  await expect(page.getByRole('link', { name: 'DETALHES' }).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.locator('.mantine-Card-root').first();
  for (const label of ['Prefeito', 'Oportunidades privadas', 'Oportunidades públicas', 'IDHM']) {
    await expect(card.getByText(label, { exact: false }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Visualizar em lista' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});

test('filters by São Paulo and an IDHM range, and finds the same filters after a reload', async ({
  page,
}) => {
  await openCities(page);
  const everything = await headingCount(page);

  const panel = await openFilters(page);
  await chooseOption(page, 'Estados', 'São Paulo');
  // The cities selector appears once a state is chosen.
  await expect(panel.getByRole('combobox', { name: 'Cidades', exact: true })).toBeVisible();
  const idhmStart = panel.getByRole('slider', { name: 'IDHM: início' });
  await idhmStart.focus();
  for (let step = 0; step < 70; step += 1) await page.keyboard.press('ArrowRight');
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();

  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  const filtered = await headingCount(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(everything);
  const ufs = await columnTexts(page, 'UF');
  expect(new Set(ufs)).toEqual(new Set(['SP']));
  await expect(page.locator('[data-applied="true"]')).toHaveCount(1);

  await page.reload();
  await expect(listHeading(page)).toHaveText(FILTERED);
  expect(await headingCount(page)).toBe(filtered);
  const reopened = await openFilters(page);
  await expect(reopened.getByText('São Paulo', { exact: true })).toBeVisible();
  await expect(reopened.getByRole('slider', { name: 'IDHM: início' })).toHaveAttribute(
    'aria-valuenow',
    '70',
  );

  await reopened.getByRole('button', { name: 'Limpar todos os filtros' }).click();
  await expect(listHeading(page)).toHaveText(ACTIVE);
  expect(await headingCount(page)).toBe(everything);
});

test('favourites a city and finds it with the favourites-only star', async ({ page }) => {
  await openCities(page, ACCOUNTS.cityUser);
  const row = page.locator('tbody tr').nth(2);
  const name = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('button', { name: 'Salvar em favoritos' }).click();
  await expect(page.getByText('Cidade adicionada aos favoritos')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();

  await page.getByRole('button', { name: 'Somente favoritos', exact: true }).click();
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Removing it empties the favourites-only list.
  await page.getByRole('button', { name: 'Remover dos favoritos' }).first().click();
  await expect(page.getByText('Cidade removida dos favoritos')).toBeVisible();
  await expect(page.getByText('Nenhuma cidade encontrada')).toBeVisible();
});

test('draws a polygon on the map and the list shrinks to it', async ({ page }) => {
  await openCities(page);
  const everything = await headingCount(page);
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const canvas = page.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  // The points have arrived once the legend names them.
  await expect(page.getByRole('group', { name: 'Legenda' })).toContainText('Cidade');

  await page.getByRole('button', { name: 'Desenhar polígono' }).click();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('O mapa não tem tamanho.');
  const corners = [
    [0.45, 0.45],
    [0.6, 0.45],
    [0.6, 0.65],
    [0.45, 0.65],
  ] as const;
  for (const [x, y] of corners) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  // Clicking the first vertex again closes the polygon.
  await page.mouse.click(box.x + box.width * corners[0][0], box.y + box.height * corners[0][1]);

  await expect(listHeading(page)).toHaveText(FILTERED);
  await expect(page).toHaveURL(/\/cities$/);
  // The heading keeps the previous total until the filtered one arrives.
  await expect.poll(() => headingCount(page)).toBeLessThan(everything);
  expect(await headingCount(page)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Apagar polígono' }).click();
  await expect(listHeading(page)).toHaveText(ACTIVE);
});

test('downloads the list as XLSX named export-cities-<timestamp>', async ({ page }) => {
  await openCities(page);
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Baixar XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^export-cities-\d{14}\.xlsx$/);
});

test('switches between cities and states and opens the public managers', async ({ page }) => {
  await openCities(page);
  await page.getByRole('button', { name: 'Alternar entre cidades e estados' }).click();
  await page.getByRole('menuitem', { name: 'Estados' }).click();
  await expect(page).toHaveURL(/\/states$/);
  await page.getByRole('button', { name: 'Alternar entre cidades e estados' }).click();
  await page.getByRole('menuitem', { name: 'Cidades' }).click();
  await expect(page).toHaveURL(/\/cities$/);
  await page.getByRole('link', { name: 'Gestores Públicos' }).click();
  await expect(page).toHaveURL(/\/politicians$/);
});
