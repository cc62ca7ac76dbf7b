import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';

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
  if (totals.cities === 0) {
    await expect(dialog.getByText('Nenhuma nova notificação.')).toBeVisible();
  }
});

test('notifications can be opened and marked as read', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const token = await storedToken(page);
  const answer = await page.request.get('/api/notifications?is_read=0', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { totals } = (await answer.json()) as { totals: { total: number } };
  test.skip(
    totals.total === 0,
    'Não há notificações: os dados de demonstração não trazem nenhuma e elas só nascem de ' +
      'mudanças em oportunidades, cuja API ainda não existe.',
  );

  await page.getByRole('button', { name: 'Abrir notificações' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^Todas/ }).click();
  await expect(dialog.getByRole('tab', { name: /^Todas/ })).toHaveText(`Todas${totals.total}`);

  await dialog.getByRole('button', { name: 'Marcar todas como lido' }).click();
  await expect(dialog.getByRole('tab', { name: /^Todas/ })).toHaveText('Todas0');
  await expect(dialog.getByText('Nenhuma nova notificação.')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /^Visualizadas/ })).not.toHaveText('Visualizadas0');
});
