import { chooseOption, listHeading, openFilters, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/** From the list, as a person would: São Paulo, then Bauru in the cities filter. */
async function openBauru(page: Page) {
  await signIn(page, ACCOUNTS.cityAdmin);
  await waitForRows(page);
  const panel = await openFilters(page);
  await chooseOption(page, 'Estados', 'São Paulo');
  await chooseOption(page, 'Cidades', 'Bauru - SP');
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(listHeading(page)).toHaveText(/^Total de cidades filtradas na base: 1 \/ [\d.]+$/);
  await page.getByRole('link', { name: 'Bauru', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bauru - SP', level: 1 })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('opens the profile of Bauru', async ({ page }) => {
  await openBauru(page);
  await expect(page.getByLabel('Navegação estrutural')).toContainText('Cidades');
  await expect(page.getByLabel('Ranking de atratividade')).toContainText(/º de [\d.]+ municípios/);
  await expect(page.getByText('3506003')).toBeVisible();

  const about = section(page, 'Sobre o município');
  await expect(about.getByText('Prefeito')).toBeVisible();
  await expect(about.getByText('Incentivos ao investidor')).toBeVisible();
  await expect(about.getByText('Lei de Liberdade Econômica aprovada em')).toBeVisible();
  await about.getByRole('button', { name: 'Sobre a Lei de Liberdade Econômica' }).click();
  await expect(page.getByText(/Lei nº 13.874\/2019/)).toBeVisible();
  const more = about.getByRole('button', { name: 'Ver mais' });
  if (await more.isVisible()) {
    await more.click();
    await expect(about.getByRole('button', { name: 'Fechar' })).toBeVisible();
  }

  const demographics = section(page, 'Informações demográficas');
  for (const label of ['População estimada', 'IDHM', 'Total de receitas', 'Bioma']) {
    await expect(demographics.getByText(label, { exact: true })).toBeVisible();
  }

  const politicians = section(page, 'Políticos eleitos');
  await expect(politicians.getByText('Prefeito', { exact: true })).toBeVisible();
  await expect(politicians.getByText('Total de partidos ativos')).toBeVisible();

  const opportunities = section(page, 'Oportunidades vinculadas');
  await expect(opportunities.getByRole('rowheader', { name: 'Públicas' })).toBeVisible();
  await expect(
    opportunities.getByRole('columnheader', { name: 'Posição no estado' }),
  ).toBeVisible();
  await expect(section(page, 'Localização').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(section(page, 'Contato do município')).toBeVisible();
  await expect(section(page, 'Arquivos sobre o município')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar em favoritos' }).click();
  await expect(page.getByText('Cidade adicionada aos favoritos')).toBeVisible();
  await page.getByRole('button', { name: 'Remover dos favoritos' }).click();
  await expect(page.getByText('Cidade removida dos favoritos')).toBeVisible();
});

test('compares the indicators of Bauru with the medians of its state and of Brazil', async ({
  page,
}) => {
  await openBauru(page);
  const comparison = section(page, 'Comparativo de indicadores');
  await expect(comparison.getByText('Mediana do estado').first()).toBeVisible();
  await expect(comparison.getByText('Mediana do Brasil').first()).toBeVisible();
  await expect(comparison.locator('.recharts-bar-rectangle').first()).toBeVisible();
});

test('lists the largest companies of Bauru and its linked opportunities', async ({ page }) => {
  await openBauru(page);
  const companies = section(page, 'Principais empresas da cidade');
  await expect(companies.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/companies\/\d{14}$/,
  );
  await expect(companies.getByText('Capital social').first()).toBeVisible();

  const opportunities = section(page, 'Oportunidades vinculadas');
  await expect(opportunities.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/proposals\/\d+$/,
  );
});
