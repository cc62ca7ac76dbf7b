import { seriousViolations } from '../support/axe.ts';
import { tabTo } from '../support/keyboard.ts';
import { columnTexts, headingCount, listHeading, waitForRows } from '../support/lists.ts';
import {
  nextMessageTo,
  outboxSnapshot,
  SIGN_IN_CODE_MAIL,
  twoFactorCodeIn,
} from '../support/mail.ts';
import { answerPostalCodes, cityByCode } from '../support/postal-codes.ts';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * WCAG 2.1.1 and 2.4.7: the main flows with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows and typing; no click), the focus visible at every control reached.
 */

const type = (page: Page, text: string) => page.keyboard.type(text);

test('signs in with the keyboard alone: e-mail, password, the e-mailed code', async ({ page }) => {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await type(page, ACCOUNTS.cityUser);
  await tabTo(page, page.getByRole('textbox', { name: 'Senha', exact: true }));
  await type(page, DEMO_PASSWORD);
  const before = outboxSnapshot();
  await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/auth\/twofactor$/);
  const code = page.getByLabel('Código de verificação');
  await expect(code).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, code);
  await type(
    page,
    twoFactorCodeIn(await nextMessageTo(ACCOUNTS.cityUser, before, SIGN_IN_CODE_MAIL)),
  );
  await tabTo(page, page.getByRole('button', { name: 'Verificar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cities$/);
  await expect(page.getByRole('button', { name: /menu do usuário/i })).toBeVisible();
});

test('filters the city list and opens a city with the keyboard alone', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await waitForRows(page);
  const everything = await headingCount(page);

  await tabTo(page, page.getByRole('button', { name: 'Filtros', exact: true }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filtros' });
  const states = panel.getByRole('combobox', { name: 'Estados', exact: true });
  await tabTo(page, states);
  await type(page, 'São Paulo');
  await expect(page.getByRole('option', { name: 'São Paulo', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(panel.getByText('São Paulo', { exact: true })).toBeVisible();
  await tabTo(page, panel.getByRole('button', { name: 'Aplicar Filtros' }));
  await page.keyboard.press('Enter');

  await expect(panel).toBeHidden();
  await waitForRows(page);
  await expect.poll(() => headingCount(page)).toBeLessThan(everything);
  const ufs = await columnTexts(page, 'UF');
  expect(new Set(ufs)).toEqual(new Set(['SP']));

  const firstCity = page.locator('tbody tr').first().getByRole('link').first();
  const name = (await firstCity.textContent())?.trim() ?? '';
  await tabTo(page, firstCity, { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(listHeading(page)).toHaveCount(0);
});

test('registers a public opportunity through the wizard with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await answerPostalCodes(page, await cityByCode(page, 3506003), 'Rua Bela Vista', 'Centro');
  await page.goto('/proposals/new');
  const next = async () => {
    await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
    await page.keyboard.press('Enter');
  };

  // Tipo: the radio group takes the arrows; Space picks the focused option.
  await tabTo(page, page.getByRole('radio', { name: /Pública/ }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Passo 6', { exact: true })).toBeVisible();
  await next();

  // Localização e Incentivos
  await tabTo(page, page.getByLabel('Nome da oportunidade'));
  await type(page, 'Área industrial pelo teclado');
  await tabTo(page, page.getByRole('textbox', { name: 'CEP', exact: true }));
  await type(page, '17012000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Bela Vista');
  await tabTo(page, page.getByLabel('Número'));
  await type(page, '40');
  await tabTo(page, page.getByRole('checkbox', { name: 'IPTU' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'IPTU' })).toBeChecked();
  await next();

  // Contato
  await tabTo(page, page.getByRole('textbox', { name: 'Nome', exact: true }));
  await type(page, 'Ana Souza');
  await tabTo(page, page.getByLabel('Cargo'));
  await type(page, 'Secretária de Desenvolvimento');
  await tabTo(page, page.getByLabel('Celular'));
  await type(page, '14991234567');
  await tabTo(page, page.getByLabel('E-mail'));
  await type(page, 'ana@bauru.sp.gov.br');
  await next();

  // Detalhamento
  await tabTo(page, page.getByLabel('Descrição do incentivo IPTU'));
  await type(page, 'Isenção de IPTU por 10 anos');
  await next();

  // Anexos (none), then Revisão
  await expect(page.getByText('Arraste uma imagem para cá')).toBeVisible();
  await next();
  await expect(page.getByText('Confira os dados antes de concluir.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Concluir cadastro' }), { limit: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Oportunidade cadastrada!' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Ver oportunidade #\d+$/ }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Área industrial pelo teclado' })).toBeVisible();
});
