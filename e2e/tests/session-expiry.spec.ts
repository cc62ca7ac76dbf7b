import { ACCOUNTS, AUTH_TOKEN_KEY, signIn, storedToken } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const EXPIRED = 'Sessão expirada, por favor realize o login novamente';

test('a session revoked elsewhere ends at the next call with the expired warning', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const token = await storedToken(page);
  const logout = await page.request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);

  // Opening the notifications asks the server, which now answers 401.
  await page.getByRole('button', { name: 'Abrir notificações' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
});

test('a stored token the server does not know ends with the expired warning', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify('token-que-nao-existe'));
      sessionStorage.setItem('seeded', '1');
    }
  }, AUTH_TOKEN_KEY);
  await page.goto('/cities');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
});
