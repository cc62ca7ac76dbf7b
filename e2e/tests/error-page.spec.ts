import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

const FALLBACK = 'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.';

async function expectShellWithFallback(page: Page) {
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('an unknown path keeps the shell and leads home', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/nao-existe');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expectShellWithFallback(page);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/cities$/);
  await expect(page.getByRole('heading', { name: 'Cidades', level: 1 })).toBeVisible();
});

test('an unknown page within an area keeps the shell; the menus and logo still work', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/user-profile/nao-existe');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expectShellWithFallback(page);

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Empresas' })
    .click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Oportunidades' })
    .click();
  await expect(page).toHaveURL(/\/proposals$/);
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  await page.getByRole('link', { name: 'Página inicial' }).click();
  await expect(page).toHaveURL(/\/cities$/);
});

test("'Atualizar Página' loads the page that failed again, not the error page", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/user-profile/nao-existe?page=2');
  await expect(page).toHaveURL(/\/error\/error-v1$/);

  const retried = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && request.url().endsWith('/user-profile/nao-existe?page=2'),
  );
  await page.getByRole('button', { name: 'Atualizar Página' }).click();
  await retried;
  // Still no screen there: it ends on the error page again, still inside the shell.
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expectShellWithFallback(page);
});

test('a page whose code fails to load keeps the shell, and Atualizar Página brings it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  let failures = 0;
  await page.route('**/assets/politicians-page-*.js', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort();
    } else {
      await route.continue();
    }
  });

  await page.getByRole('link', { name: 'Gestores Públicos' }).click();
  await expect(page).toHaveURL(/\/politicians$/);
  await expectShellWithFallback(page);
  expect(failures).toBe(1);

  await page.getByRole('button', { name: 'Atualizar Página' }).click();
  await expect(page.getByRole('heading', { name: 'Gestores Públicos', level: 1 })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});

test('a visitor on an unknown path sees the logo and a way to the start', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/nao-existe');
  await page.getByRole('link', { name: 'Página inicial' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
