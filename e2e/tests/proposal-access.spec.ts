import { waitForRows } from '../support/lists.ts';
import { apiGet } from '../support/proposal-form.ts';
import { ACCOUNTS, apiToken, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

interface ListedProposal {
  id: number;
  name: string;
  status: string;
  has_permission_to_edit: boolean;
  customer: { id: number; name: string } | null;
}

/** The newest open opportunity of a customer: the first row of its list. */
async function newestOpenOf(page: Page, customerId: number): Promise<ListedProposal> {
  const { data } = await apiGet<{ data: ListedProposal[] }>(
    page,
    `/api/proposals?customer=${customerId}&sort[created_at]=desc&limit=1`,
  );
  const first = data[0];
  if (!first) throw new Error(`O cliente ${customerId} não tem oportunidades`);
  return first;
}

/** The entries of an opportunity's menu in the list or in a card. */
async function menuEntries(page: Page, name: string): Promise<string[]> {
  await page
    .getByRole('button', { name: `Ações de ${name}` })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const entries = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return entries;
}

test("another customer's opportunity offers no way to edit it, and its edit address says why", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const { data } = await apiGet<{ data: ListedProposal[] }>(
    page,
    '/api/proposals?status=open&limit=100',
  );
  const other = data.find((item) => !item.has_permission_to_edit && item.customer);
  const own = data.find((item) => item.has_permission_to_edit && item.customer);
  if (!other?.customer || !own?.customer) throw new Error('A base de demonstração mudou');
  const theirs = await newestOpenOf(page, other.customer.id);
  const mine = await newestOpenOf(page, own.customer.id);
  expect(theirs.has_permission_to_edit).toBe(false);
  expect(mine.has_permission_to_edit).toBe(true);

  // The list's row menu and the card menu: Editar only for one's own.
  for (const item of [theirs, mine]) {
    await page.goto(`/proposals#customer:${item.customer?.id}`);
    await waitForRows(page);
    const canEdit = item === mine;
    expect((await menuEntries(page, item.name)).includes('Editar')).toBe(canEdit);
    await page.getByRole('button', { name: 'Visualizar em cartões' }).click();
    await expect(page.getByTestId('proposal-card').first()).toBeVisible();
    expect((await menuEntries(page, item.name)).includes('Editar')).toBe(canEdit);
    await page.getByRole('button', { name: 'Visualizar em lista' }).click();
  }

  // The detail page: no settings button.
  await page.goto(`/proposals/${theirs.id}`);
  await expect(page.getByRole('heading', { name: theirs.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar oportunidade' })).toHaveCount(0);

  // Typed in the address bar, the edit page says why, keeps the shell and leads on.
  await page.goto(`/proposals/${theirs.id}/edit`);
  await expect(
    page.getByRole('heading', { name: 'Você não pode editar esta oportunidade' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Editar oportunidade/ })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /SALVAR E/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await page.getByRole('link', { name: `Ver detalhes da oportunidade #${theirs.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${theirs.id}$`));
  await expect(page.getByRole('heading', { name: theirs.name })).toBeVisible();

  // One's own still opens in the editor.
  await page.goto(`/proposals/${mine.id}`);
  await page.getByRole('link', { name: 'Editar oportunidade' }).click();
  await expect(
    page.getByRole('heading', { name: `Editar oportunidade #${mine.id}` }),
  ).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
});

test('a deleted opportunity reached through its notification says it is not available', async ({
  page,
  request,
}) => {
  // Another customer registers a public opportunity and deletes it; admins follow every kind.
  const token = await apiToken(request, ACCOUNTS.stateAdmin);
  const headers = { Authorization: `Bearer ${token}` };
  const cities = await request.get('/api/cities?code=3552205', { headers });
  const cityId = ((await cities.json()) as { data: { id: number }[] }).data[0]?.id;
  const created = await request.post('/api/proposals', {
    headers,
    data: {
      type: 'city',
      city_id: cityId,
      name: 'Galpão logístico que será retirado',
      description: 'Área pronta para instalação.',
      address: {
        zip: '18010000',
        street: 'Rua XV de Novembro',
        number: '1',
        neighborhood: 'Centro',
        city_id: cityId,
      },
      contacts: [],
      benefits: [{ type: 'outros', description: 'Financiamento estadual' }],
      multimedia: [],
      visibility: 'restrict',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.delete(`/api/proposals/${id}`, { headers })).status()).toBe(204);

  await signIn(page, ACCOUNTS.companyAdmin);
  await page.getByRole('button', { name: 'Abrir notificações' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^Todas/ }).click();
  const item = dialog.getByRole('listitem').filter({ hasText: `#${id} cadastrada` });
  await item.getByRole('link', { name: 'Acessar' }).click();

  await expect(page).toHaveURL(new RegExp(`/proposals/${id}$`));
  await expect(page.getByRole('heading', { name: 'Oportunidade não encontrada' })).toBeVisible();
  await expect(
    page.getByText(`A oportunidade #${id} não existe ou não está disponível para você`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Sem conteúdo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();

  await page.goto(`/proposals/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Oportunidade não encontrada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Editar oportunidade/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver lista de oportunidades' }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  await waitForRows(page);
});
