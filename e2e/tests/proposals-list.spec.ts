import { listHeading, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

const BAURU_IBGE_CODE = 3506003;
const ACTIVE = /^Total de propostas ativas na base: [\d.]+$/;
const FILTERED = /^Total de propostas filtradas na base: [\d.]+ \/ [\d.]+$/;

interface Created {
  id: number;
  name: string;
  cityId: number;
}

/** Signs in as the Bauru city admin, whose customer registers the opportunities acted on. */
async function signInAsCityAdmin(page: Page): Promise<string> {
  await signIn(page, ACCOUNTS.cityAdmin);
  return storedToken(page);
}

/** A public opportunity of the admin's own customer, created through the API. */
async function createProposal(page: Page, token: string, label: string): Promise<Created> {
  const headers = { Authorization: `Bearer ${token}` };
  const cities = await page.request.get(`/api/cities?code=${BAURU_IBGE_CODE}`, { headers });
  expect(cities.ok()).toBe(true);
  const cityId = ((await cities.json()) as { data: { id: number }[] }).data[0]?.id;
  if (!cityId) throw new Error('Bauru não encontrada.');
  const name = `${label} ${Date.now()}`;
  const created = await page.request.post('/api/proposals', {
    headers,
    data: {
      type: 'city',
      city_id: cityId,
      name,
      description: 'Área com incentivo fiscal para novas indústrias.',
      address: {
        zip: '17010000',
        street: 'Rua Araújo Leite',
        number: '10-20',
        neighborhood: 'Centro',
        city_id: cityId,
      },
      contacts: [],
      benefits: [{ type: 'iptu', description: 'Isenção de IPTU por cinco anos.' }],
      multimedia: [],
      visibility: 'restrict',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, name, cityId };
}

/** Opens the list (newest first, so a proposal just created is on the first page). */
async function openList(page: Page): Promise<void> {
  await page.goto('/proposals');
  await expect(listHeading(page)).toHaveText(ACTIVE);
  await waitForRows(page);
}

const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

async function chooseFromMenu(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Ações de ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('opens with #type:company and lists only private opportunities', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/proposals#type:company');
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  const types = await page.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['Privada']));
  // The hash is applied once and leaves the address.
  await expect(page).toHaveURL(/\/proposals$/);
  for (const header of ['#', 'Projeto', 'Tipo', 'Investimento', 'Cidade', 'UF', 'Status']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
});

test('completes, re-opens and loses an opportunity from its row menu', async ({ page }) => {
  const token = await signInAsCityAdmin(page);
  const { name } = await createProposal(page, token, 'Distrito logístico');
  await openList(page);
  const row = rowOf(page, name);
  await expect(row.getByText('Ativa', { exact: true })).toBeVisible();

  await chooseFromMenu(page, name, 'Concluir oportunidade');
  await expect(page.getByText('Oportunidade concluída!')).toBeVisible();
  await expect(row.getByText('Ganha / Concretizada', { exact: true })).toBeVisible();
  await row.getByText('Ganha / Concretizada', { exact: true }).hover();
  // The pointer may rest on another row's badge once the menu closes: name the tooltip.
  await expect(
    page.getByRole('tooltip', { name: /^Concretizada em \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();

  await chooseFromMenu(page, name, 'Re-abrir oportunidade');
  await expect(page.getByText('Oportunidade re-ativada!')).toBeVisible();
  const reopened = row.getByText('Ativa', { exact: true });
  await expect(reopened).toBeVisible();
  await reopened.hover();
  await expect(page.getByRole('tooltip', { name: 'Oportunidade foi re-ativada' })).toBeVisible();

  await chooseFromMenu(page, name, 'Marcar como perdida');
  await expect(page.getByText('Oportunidade perdida!')).toBeVisible();
  await expect(row.getByText('Perdida', { exact: true })).toBeVisible();
  // A lost opportunity can only be re-opened.
  await page.getByRole('button', { name: `Ações de ${name}`, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Re-abrir oportunidade' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Marcar como perdida' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Concluir oportunidade' })).toHaveCount(0);
});

test('asks before deleting: cancelling keeps the opportunity, confirming removes it', async ({
  page,
}) => {
  const token = await signInAsCityAdmin(page);
  const { name } = await createProposal(page, token, 'Galpão para exclusão');
  await openList(page);

  await chooseFromMenu(page, name, 'Excluir');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Tem certeza? Essa ação não poderá ser desfeita')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();

  await chooseFromMenu(page, name, 'Excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Oportunidade removida!')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('favourites an opportunity and finds it with the favourites-only star', async ({ page }) => {
  const token = await signInAsCityAdmin(page);
  const { name } = await createProposal(page, token, 'Área industrial favorita');
  await openList(page);
  const row = rowOf(page, name);
  await row.getByRole('button', { name: 'Salvar em favoritos' }).click();
  await expect(page.getByText('Oportunidade adicionada aos favoritos')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();

  await page.getByRole('button', { name: 'Somente favoritos', exact: true }).click();
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await expect(rowOf(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar em favoritos' })).toHaveCount(0);
});

test('opens an opportunity: header card, location and Ver cidade', async ({ page }) => {
  const token = await signInAsCityAdmin(page);
  const { id, name, cityId } = await createProposal(page, token, 'Terreno no distrito');
  await openList(page);
  await rowOf(page, name).getByRole('link', { name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/proposals/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `#${id}` })).toBeVisible();
  const header = page.getByRole('region', { name, exact: true });
  await expect(header.getByRole('heading', { name })).toBeVisible();
  await expect(header.getByText(`#${id}`, { exact: true })).toBeVisible();
  await expect(header.getByText(/^Cadastrada por .+/)).toBeVisible();
  await expect(header.getByText('Pública', { exact: true })).toBeVisible();
  await expect(header.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(header.getByText('IPTU', { exact: true })).toBeVisible();
  await expect(page.getByText('Isenção de IPTU por cinco anos.')).toBeVisible();
  // Administrators get the settings button to the edit screen.
  await expect(page.getByRole('link', { name: 'Editar oportunidade' })).toHaveAttribute(
    'href',
    `/proposals/${id}/edit`,
  );

  const viewCity = page.getByRole('link', { name: 'Ver cidade' });
  await expect(viewCity).toHaveAttribute('href', `/cities/${cityId}`);
  await viewCity.click();
  await expect(page).toHaveURL(new RegExp(`/cities/${cityId}$`));
});
