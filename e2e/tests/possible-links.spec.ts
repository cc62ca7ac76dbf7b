import { chooseOption, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// The demo release gives a partner of a São Paulo company the demo governor's name
// (apps/api/src/seed/generate-partners.ts, withNamesakes): a possible link of name and state.
test('a politician shows a possible link as a clue, and leads to the partner’s connections', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityUser);
  await page.getByRole('link', { name: 'Gestores Públicos' }).click();
  await waitForRows(page);
  await chooseOption(page, 'Cargo político', 'Governador');
  await chooseOption(page, 'Estado', 'São Paulo');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await waitForRows(page);
  const row = page.getByRole('table').locator('tbody tr').first();
  const governor = ((await row.locator('td').nth(0).textContent()) ?? '').trim();
  await row.getByRole('link', { name: governor }).click();
  await expect(page.getByRole('heading', { name: governor, level: 1 })).toBeVisible();

  const links = page.getByRole('region', { name: 'Possíveis vínculos' });
  await expect(links.getByText(/nos dados do TSE e da Receita Federal/)).toBeVisible();
  const entry = links.getByRole('article').first();
  await expect(entry.getByText('Possível vínculo', { exact: true })).toBeVisible();
  await expect(entry.getByText('Confiança média')).toBeVisible();
  await expect(entry).toContainText('UF: SP');
  await expect(entry.getByRole('link').first()).toHaveAttribute('href', /^\/companies\/\w{14}$/);
  // No administrator: nothing to mark.
  await expect(links.getByRole('button', { name: /Marcar como incorreto/ })).toHaveCount(0);

  await entry.getByRole('link', { name: /Ver conexões/ }).click();
  await expect(page).toHaveURL(/\/corporate-connections\?name=[^&]+&document=/);
  await expect(page.getByTestId('connections-canvas')).toBeVisible();
  const nodes = page.getByRole('listbox', { name: /Nós do grafo/ });
  const partner = new URL(page.url()).searchParams.get('name') ?? '';
  await expect(nodes.getByRole('option', { name: new RegExp(partner) }).first()).toBeVisible();
});
