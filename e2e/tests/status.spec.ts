import { expect, test } from '../support/test.ts';

test('the production build is served by the API and reports the database', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByText('Oportuna').first()).toBeVisible();
  await expect(page.getByText('5.571')).toBeVisible();
  await expect(page.getByText('27', { exact: true })).toBeVisible();
});

test('a deep link is answered by the web app (history fallback)', async ({ page }) => {
  const response = await page.goto('/cities/123');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
});

test('an unknown API path answers 404 in the error shape', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    message: 'Rota não encontrada.',
    code: 'route_not_found',
  });
});
