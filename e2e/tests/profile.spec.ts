import { nextMessageTo, outboxSnapshot, resetLinkIn } from '../support/mail.ts';
import { writePng } from '../support/proposal-form.ts';
import { ACCOUNTS, acceptTerms, submitCredentials, submitEmailedCode } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

// usuario.empresa signs in nowhere else but the password-reset spec, which sets its password
// through a reset link whatever it was: changing it here disturbs no other test.
const EMAIL = ACCOUNTS.companyUser;
const FIRST_PASSWORD = 'Ipe#Amarelo2026';
const CHANGED_PASSWORD = 'Jacaranda#Azul2026';

/** Gives the account a known password through the reset link, as its owner could. */
async function setPasswordByResetLink(page: Page, password: string) {
  const before = outboxSnapshot();
  const asked = await page.request.post('/api/reset-password', { data: { email: EMAIL } });
  expect(asked.ok()).toBe(true);
  const link = new URL(
    resetLinkIn(await nextMessageTo(EMAIL, before, /forgot-password\?token=/)),
    'http://x',
  );
  const changed = await page.request.post('/api/change-password', {
    data: {
      token: link.searchParams.get('token'),
      password,
      confirm_password: password,
    },
  });
  expect(changed.ok()).toBe(true);
}

async function signInWith(page: Page, email: string, password: string) {
  const before = outboxSnapshot();
  const { contractAccepted } = await submitCredentials(page, email, password);
  await submitEmailedCode(page, email, before);
  await expect(page).toHaveURL(/\/cities$/);
  if (!contractAccepted) await acceptTerms(page);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

/** A masked field takes keystrokes: what it held is erased, then the digits are typed. */
async function retype(page: Page, label: string, digits: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

async function openProfile(page: Page, link: string) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL(/\/user-profile\/personal-information$/);
  await expect(page.getByRole('heading', { name: 'Perfil do usuário' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu do perfil' })
    .getByRole('link', { name: link })
    .click();
}

test.describe
  .serial('user profile', () => {
    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage();
      await setPasswordByResetLink(page, FIRST_PASSWORD);
      await page.close();
    });

    test('personal information: every field saved, shown in the shell at once and after a reload', async ({
      page,
    }) => {
      await signInWith(page, EMAIL, FIRST_PASSWORD);
      await openProfile(page, 'Informações pessoais');
      const newEmail = 'usuario.empresa.novo@oportuna.dev';

      await page.getByRole('textbox', { name: 'Nome completo' }).fill('Joana Prado');
      await retype(page, 'Celular', '11987654321');
      await retype(page, 'Telefone', '1133334444');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
      await page.locator('input[type="file"]').setInputFiles(writePng('joana.png'));
      await expect(page.getByText('Arquivo enviado!')).toBeVisible();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Informações pessoais atualizadas!')).toBeVisible();
      // The shell reads the current user again: the new name and photo show at once.
      await expect(page.getByRole('banner').getByText('Olá, Joana Prado')).toBeVisible();
      // The photo decorates the user menu's button, named by its greeting.
      const shellPhoto = page
        .getByRole('banner')
        .getByRole('button', { name: /Olá, Joana Prado/ })
        .locator('img');
      await expect
        .poll(() => shellPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Joana Prado');
      await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765 4321');
      await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3333 4444');
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(newEmail);
      await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();

      // Back to the account's own address and no photo, so a rerun starts from the same place.
      await page.getByRole('button', { name: 'Remover foto' }).click();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Informações pessoais atualizadas!').last()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(EMAIL);
      await expect(page.getByText('Nenhuma foto')).toBeVisible();
    });

    test('change password, sign out, and sign in with the new one', async ({ page }) => {
      await signInWith(page, EMAIL, FIRST_PASSWORD);
      await openProfile(page, 'Alterar senha');
      await expect(page).toHaveURL(/\/user-profile\/change-password$/);

      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Nova senha é obrigatório!')).toBeVisible();
      await expect(page.getByText('Necessário validar senha!')).toBeVisible();

      await page.getByLabel('Senha atual').fill(FIRST_PASSWORD);
      await page.getByLabel(/^Nova senha/).fill(CHANGED_PASSWORD);
      await page.getByLabel('Confirmar nova senha').fill(`${CHANGED_PASSWORD}x`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Senhas não conferem')).toBeVisible();

      await page.getByLabel('Confirmar nova senha').fill(CHANGED_PASSWORD);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Senha atualizada!')).toBeVisible();

      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);

      // The old password no longer opens the account; the new one does.
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(FIRST_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText(/Credenciais incorretas/)).toBeVisible();
      await signInWith(page, EMAIL, CHANGED_PASSWORD);
    });
  });
