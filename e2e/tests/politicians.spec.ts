import { chooseOption, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('searches mayors of São Paulo and pages through them', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await page.getByRole('link', { name: 'Gestores Públicos' }).click();
  await expect(page.getByRole('heading', { name: 'Gestores Públicos', level: 1 })).toBeVisible();
  await waitForRows(page);

  await chooseOption(page, 'Cargo político', 'Prefeito');
  await chooseOption(page, 'Estado', 'São Paulo');
  await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pesquisar' }).click();

  const table = page.getByRole('table');
  await expect(page.getByText(/^[\d.]+ políticos encontrados$/)).toBeVisible();
  await waitForRows(page);
  const offices = await table.locator('tbody tr td:nth-child(7)').allTextContents();
  expect(new Set(offices)).toEqual(new Set(['Prefeito']));
  await expect(table.getByText('Deferido').first()).toBeVisible();
  for (const header of ['Nome', 'Partido', 'UF de nascimento', 'Data de nascimento', 'Situação']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('zzzz nenhum político');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nenhum político encontrada' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Limpar' }).click();
  await waitForRows(page);
  await expect(page.getByRole('combobox', { name: 'Cargo político', exact: true })).toHaveValue('');
});

test('counts a single politician in the singular; favourite messages agree with "Político"', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityUser);
  await page.goto('/politicians');
  await waitForRows(page);
  // Each name opens its politician's page: read it from that link once the rows are real.
  const firstName = page.locator('tbody tr').first().getByRole('link').first();
  await expect(firstName).toHaveText(/\S/);
  const name = (await firstName.textContent()) ?? '';
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('1 político encontrado', { exact: true })).toBeVisible();

  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: 'Salvar em favoritos' })
    .click();
  await expect(page.getByText('Político adicionado aos favoritos')).toBeVisible();
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: 'Remover dos favoritos' })
    .click();
  await expect(page.getByText('Político removido dos favoritos')).toBeVisible();
});
