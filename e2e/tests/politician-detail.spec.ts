import { chooseOption, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a politician opens from the list, with party, office, elections, places and the star', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityUser);
  await page.getByRole('link', { name: 'Gestores Públicos' }).click();
  await waitForRows(page);
  await chooseOption(page, 'Cargo político', 'Prefeito');
  await chooseOption(page, 'Estado', 'São Paulo');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await waitForRows(page);

  const row = page.getByRole('table').locator('tbody tr').first();
  const mayor = (await row.locator('td').nth(0).textContent()) ?? '';
  const party = (await row.locator('td').nth(1).textContent()) ?? '';
  const city = (await row.locator('td').nth(7).textContent()) ?? '';
  await row.getByRole('link', { name: mayor }).click();
  await expect(page).toHaveURL(/\/politicians\/\d+$/);
  await expect(page.getByRole('heading', { name: mayor, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestores Públicos' })).toHaveAttribute(
    'href',
    '/politicians',
  );

  const profile = page.getByRole('region', { name: 'Perfil' });
  await expect(profile.getByText('Prefeito', { exact: true })).toBeVisible();
  // The list shows '55 - Partido Social Democrático'; the page adds the abbreviation.
  const [number, partyName] = party.split(' - ');
  await expect(
    profile.getByText(new RegExp(`^${literal(number ?? '')} · .+ · ${literal(partyName ?? '')}$`)),
  ).toBeVisible();
  const elections = page.getByRole('region', { name: 'Eleições' });
  await expect(elections.getByRole('row').nth(1)).toContainText('2024');
  await expect(elections.getByRole('row').nth(1)).toContainText('Eleito');

  const star = page.getByRole('button', { name: 'Salvar em favoritos' });
  await star.click();
  await expect(page.getByText(/^Político adicionad[ao] aos favoritos$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();

  await profile.getByRole('link', { name: 'São Paulo (SP)' }).click();
  await expect(page).toHaveURL(/\/states\/\d+$/);
  await page.goBack();
  await profile.getByRole('link', { name: city, exact: true }).click();
  await expect(page).toHaveURL(/\/cities\/\d+$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(literal(city)), level: 1 }),
  ).toBeVisible();
});

test('an unknown politician says so, with a way back to the list', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await page.goto('/politicians/999999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Político não encontrado.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/politicians$/);
});
