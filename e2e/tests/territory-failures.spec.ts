import { listHeading, waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

// The real API rarely fails; these tests make single requests fail on purpose to check
// what the screens say then.

const serverError = { status: 500, json: { message: 'Falha simulada', code: 'internal' } };

async function failOn(page: Page, matches: (url: URL) => boolean) {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (matches(url)) await route.fulfill(serverError);
    else await route.fallback();
  });
}

test('a failed city list says so and shows no city', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await waitForRows(page);
  await failOn(
    page,
    (url) => url.pathname === '/api/cities' && url.searchParams.get('page') === '2',
  );
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('Ocorreu um erro ao consultar as cidades')).toBeVisible();
  await expect(page.getByText('Nenhuma cidade encontrada')).toBeVisible();
  await expect(listHeading(page)).toHaveText('');
});

test('failed downloads say which file could not be downloaded', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await waitForRows(page);
  await failOn(page, (url) => url.pathname === '/api/cities' && url.searchParams.has('format'));
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Baixar XLSX' }).click();
  await expect(page.getByText('Não foi possível baixar o XLSx de cidades')).toBeVisible();
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Baixar CSV' }).click();
  await expect(page.getByText('Não foi possível baixar o CSV de cidades')).toBeVisible();
});

test('failed state and politician lists say so', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await failOn(
    page,
    (url) => url.pathname === '/api/states' || url.pathname === '/api/politicians',
  );
  await page.goto('/states');
  await expect(page.getByText('Ocorreu um erro ao consultar os estados')).toBeVisible();
  await expect(page.getByText('Nenhum estado encontrado')).toBeVisible();
  await page.goto('/politicians');
  await expect(page.getByText('Ocorreu um erro ao consultar os políticos')).toBeVisible();
});

test('a detail block that fails stays quiet and the page still shows', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await waitForRows(page);
  await failOn(page, (url) =>
    /^\/api\/cities\/\d+\/(ranking|political-offices)$/.test(url.pathname),
  );
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Informações demográficas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Políticos eleitos' })).toBeVisible();
  await expect(page.getByText(/Ocorreu um erro/)).toHaveCount(0);
});
