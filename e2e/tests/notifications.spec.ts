import { ACCOUNTS, apiToken, signIn, storedToken } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('the notifications dropdown shows its tabs, counts and list', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.getByRole('button', { name: 'Abrir notificações' }).click();

  const dialog = page.getByRole('dialog');
  for (const name of ['Públicas', 'Privadas', 'Todas', 'Visualizadas']) {
    await expect(dialog.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d+$`) })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Marcar todas como lido' })).toBeVisible();

  const token = await storedToken(page);
  const unread = await page.request.get('/api/notifications?is_read=0', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { totals } = (await unread.json()) as { totals: { total: number; cities: number } };
  await expect(dialog.getByRole('tab', { name: /^Todas/ })).toHaveText(`Todas${totals.total}`);
  // It opens on a tab with something to read, or on Todas when nothing is new.
  const empty = dialog.getByText('Nenhuma nova notificação.');
  if (totals.total === 0) await expect(empty).toBeVisible();
  else await expect(empty).toHaveCount(0);
});

test('notifications can be opened and marked as read', async ({ page, request }) => {
  // Another customer registers a public opportunity: the city admin follows that kind.
  const stateToken = await apiToken(request, ACCOUNTS.stateAdmin);
  const sorocaba = await request.get('/api/cities?code=3552205', {
    headers: { Authorization: `Bearer ${stateToken}` },
  });
  const cityId = ((await sorocaba.json()) as { data: { id: number }[] }).data[0]?.id;
  const created = await request.post('/api/proposals', {
    headers: { Authorization: `Bearer ${stateToken}` },
    data: {
      type: 'city',
      city_id: cityId,
      name: 'Distrito industrial com incentivo estadual',
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

  await signIn(page, ACCOUNTS.cityAdmin);
  const token = await storedToken(page);
  const answer = await page.request.get('/api/notifications?is_read=0', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { totals } = (await answer.json()) as { totals: { total: number } };
  expect(totals.total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Abrir notificações' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^Todas/ }).click();
  await expect(dialog.getByRole('tab', { name: /^Todas/ })).toHaveText(`Todas${totals.total}`);

  await dialog.getByRole('button', { name: 'Marcar todas como lido' }).click();
  await expect(dialog.getByRole('tab', { name: /^Todas/ })).toHaveText('Todas0');
  await expect(dialog.getByText('Nenhuma nova notificação.')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /^Visualizadas/ })).not.toHaveText('Visualizadas0');
});
