import { readFile } from 'node:fs/promises';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test("a user opens 'Minhas atividades', reads its sign-in and exports the PDF", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyUser);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Minhas atividades' }).click();

  await expect(page).toHaveURL(/\/user-profile\/logs$/);
  await expect(page.getByRole('heading', { name: 'Minhas atividades', level: 1 })).toBeVisible();
  const signInRow = page
    .getByRole('row')
    .filter({ hasText: 'Login com senha; código de verificação enviado por e-mail' })
    .first();
  await expect(signInRow.getByRole('cell').first()).toHaveText('Entrada no sistema');
  await expect(page.getByRole('cell', { name: 'auth.login' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORTAR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^atividades-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
