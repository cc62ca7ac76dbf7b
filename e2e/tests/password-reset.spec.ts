import { nextMessageTo, outboxSnapshot, resetLinkIn } from '../support/mail.ts';
import { ACCOUNTS, submitCredentials } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const NEW_PASSWORD = 'Nova@Senha2026';

test('forgotten password: the e-mailed link sets a new one', async ({ page }) => {
  // usuario.empresa signs in nowhere else, so its new password disturbs no other test.
  const email = ACCOUNTS.companyUser;
  await page.goto('/auth/forgot-password');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await page.getByLabel('E-mail').fill('ab');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Use no mínimo 3 caracteres')).toBeVisible();

  const before = outboxSnapshot();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText('Se o e-mail estiver cadastrado, você receberá em instantes um link'),
  ).toBeVisible();

  const link = resetLinkIn(await nextMessageTo(email, before, /forgot-password\?token=/));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'As senhas precisam ser iguais.' }),
  ).toBeVisible();

  // The server refuses a common password; the form says why, under the field.
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('senha123');
  await page.getByLabel('Confirme a nova senha').fill('senha123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Você será redirecionado para o login em instantes.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });

  await submitCredentials(page, email, NEW_PASSWORD);

  // A link works once.
  await page.goto('/logout');
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Link de redefinição inválido ou expirado.')).toBeVisible();
});
