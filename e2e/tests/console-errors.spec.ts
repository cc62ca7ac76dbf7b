import { waitForRows } from '../support/lists.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Everything the browser reports as an error while the page is in use. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url } = message.location();
      errors.push(`${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Lets every request the page started finish, so that late failures are heard too. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

test('the territory pages in normal use log no errors', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, ACCOUNTS.cityUser);

  await waitForRows(page);
  await settle(page);
  // The first city in the default order (Abadia de Goiás) has no profile yet.
  const firstCity = page.locator('tbody tr').first().getByRole('link').first();
  const cityName = (await firstCity.textContent()) ?? '';
  await firstCity.click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${cityName} - `) })).toBeVisible();
  await expect(
    section(page, 'Contato do município').getByText('Informação não preenchida pelo Municipio'),
  ).toBeVisible();
  await expect(page.getByLabel('Ranking de atratividade')).toBeVisible();
  await settle(page);

  await page.goto('/states');
  await waitForRows(page);
  await page.getByRole('link', { name: 'Acre', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Acre (AC)', level: 1 })).toBeVisible();
  await expect(
    section(page, 'Contatos do estado').getByText('Informação não preenchida pelo Estado'),
  ).toBeVisible();
  await settle(page);

  await page.goto('/states');
  await waitForRows(page);
  await page.getByRole('link', { name: 'São Paulo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'São Paulo (SP)', level: 1 })).toBeVisible();
  await expect(section(page, 'Contatos do estado').getByText('E-mail')).toBeVisible();
  await settle(page);

  await page.goto('/politicians');
  await waitForRows(page);
  await settle(page);

  expect(errors).toEqual([]);
});
