import { outboxSnapshot } from '../support/mail.ts';
import {
  ACCOUNTS,
  acceptTerms,
  signIn,
  submitCredentials,
  submitEmailedCode,
} from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test.describe('sign-in', () => {
  test('e-mail, password, the e-mailed code and the terms lead into the application', async ({
    page,
  }) => {
    // Governo de São Paulo is used by no other test, so its contract is still pending here.
    const before = outboxSnapshot();
    const { contractAccepted } = await submitCredentials(page, ACCOUNTS.stateAdmin);
    expect(contractAccepted).toBe(false);

    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Envie seu token!')).toBeVisible();
    await page.getByLabel('Código de verificação').fill('12a4');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Digite apenas números')).toBeVisible();
    await page.getByLabel('Código de verificação').fill('123');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Mínimo de 4 digitos')).toBeVisible();
    await page.getByLabel('Código de verificação').fill('12345');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Máximo de 4 digitos')).toBeVisible();

    await submitEmailedCode(page, ACCOUNTS.stateAdmin, before);
    await expect(page).toHaveURL(/\/cities$/);
    await acceptTerms(page);

    // Accepted for good: a reload neither asks for the code nor shows the terms again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cidades', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toHaveCount(0);
  });

  test('a wrong code is refused with the invalid-token warning', async ({ page }) => {
    await submitCredentials(page, ACCOUNTS.companyUser);
    // One wrong code out of the five the server allows.
    await page.getByLabel('Código de verificação').fill('0000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Token inválido!' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/twofactor$/);
  });

  test('the login form validates and reports wrong credentials', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);

    await page.getByLabel('E-mail').fill('admin.empresa');
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('x');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email invalido')).toBeVisible();

    await page.getByLabel('E-mail').fill(ACCOUNTS.companyAdmin);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByText('Credenciais incorretas. Em caso de dúvida, entre em contato com o suporte.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the login screen links to the forgotten-password screen', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });
});

test.describe('route access', () => {
  test('visitors are sent to the login screen', async ({ page }) => {
    for (const path of ['/', '/cities', '/auth', '/auth/nada', '/auth/twofactor']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth\/login$/);
    }
    await page.goto('/auth/change-password');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an unknown path shows the error screen', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page).toHaveURL(/\/error\/error-v1$/);
    await expect(
      page.getByText('Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Atualizar Página' })).toBeVisible();
  });

  test('a signed-in user is sent from /auth to the application', async ({ page }) => {
    await signIn(page, ACCOUNTS.cityAdmin);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/cities$/);
    await page.goto('/auth/twofactor');
    await expect(page).toHaveURL(/\/cities$/);
  });
});
