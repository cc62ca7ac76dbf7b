import { listHeading, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('browses the states as a table and as cards, and opens São Paulo', async ({ page }) => {
  await signIn(page, ACCOUNTS.stateAdmin);
  await page.goto('/states');
  await expect(page.getByRole('heading', { name: 'Estados', level: 1 })).toBeVisible();
  await expect(listHeading(page)).toHaveText('Total de estados ativos na base: 27');
  await waitForRows(page);
  const table = page.getByRole('table');
  for (const header of ['Estado', 'Benefícios', 'Vocação Regional', 'Ações']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(27);
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await expect(page.getByLabel('Exibir').locator('option')).toHaveText(['50', '100', '200']);
  await expect(table.getByText('Nenhum benefício disponível').first()).toBeVisible();

  await table.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  await table.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  await expect(table.locator('tbody tr').first()).toContainText('Tocantins');

  await page.getByRole('button', { name: 'Visualizar em cartões' }).click();
  await expect(page.getByRole('link', { name: 'DETALHES' })).toHaveCount(27);
  await expect(page.getByText('Governador:').first()).toBeVisible();
  await page.getByRole('button', { name: 'Visualizar em lista' }).click();

  await page.getByRole('link', { name: 'São Paulo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'São Paulo (SP)', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo do estado' });
  for (const label of ['Governador', 'Ano de eleição', 'Oportunidades ativas', 'Empresas ativas']) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  const demographics = page.getByRole('region', { name: 'Informações demográficas' });
  await expect(demographics.getByText('População estimada')).toBeVisible();
  await expect(demographics.getByRole('table')).toHaveCount(2);
  const politicians = page.getByRole('region', { name: 'Políticos eleitos' });
  await expect(politicians.getByText('Governador', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contatos do estado' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arquivos sobre o estado' })).toBeVisible();
});

test('shows the largest companies of a state', async ({ page }) => {
  await signIn(page, ACCOUNTS.stateAdmin);
  await page.goto('/states');
  await waitForRows(page);
  await page.getByRole('link', { name: 'São Paulo', exact: true }).click();
  const companies = page.getByRole('region', { name: /^Principais empresas do estado em \d{4}$/ });
  await expect(companies.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/companies\/\d{14}$/,
  );
});

test('a state page speaks of the state government; favourite messages agree with "Estado"', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.stateAdmin);
  await page.goto('/states');
  await waitForRows(page);
  await page.getByRole('link', { name: 'São Paulo', exact: true }).click();
  const contacts = page.getByRole('region', { name: 'Contatos do estado' });
  await expect(contacts.getByText('Endereço do Governo do Estado')).toBeVisible();
  await expect(contacts).not.toContainText(/prefeitura/i);

  await page.getByRole('button', { name: 'Salvar em favoritos' }).click();
  await expect(page.getByText('Estado adicionado aos favoritos')).toBeVisible();
  await page.getByRole('button', { name: 'Remover dos favoritos' }).click();
  await expect(page.getByText('Estado removido dos favoritos')).toBeVisible();
});
