import { ACCOUNTS, AUTH_TOKEN_KEY, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  return page.getByRole('menu');
}

test('the shell: menu, greeting, language, demo badge, footer and logout', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityAdmin);

  await expect(page.getByText('Olá, Ricardo Tavares')).toBeVisible();
  await expect(page.getByText('Ambiente de demonstração')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cidades', level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/companies');
  await expect(nav.getByRole('link', { name: 'Oportunidades' })).toHaveAttribute(
    'href',
    '/proposals',
  );
  await nav.getByRole('button', { name: 'Regiões' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cidades' })).toHaveAttribute('href', '/cities');
  await expect(page.getByRole('menuitem', { name: 'Estados' })).toHaveAttribute('href', '/states');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Idioma' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Português']);
  await page.keyboard.press('Escape');

  const year = String(new Date().getFullYear());
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${year} Oportuna. Todos os direitos reservados.`);
  for (const name of ['Privacidade', 'Legal', 'Contato']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^\/terms#/);
  }
  await footer.getByRole('link', { name: 'Legal' }).click();
  await expect(page.getByRole('heading', { name: 'Termos de uso e privacidade' })).toBeVisible();

  await page.getByRole('link', { name: 'Página inicial' }).click();
  await expect(page).toHaveURL(/\/cities$/);

  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Meu Perfil',
    'Minhas atividades',
    'Minhas oportunidades',
    'Whitelabel',
    'Resultados',
    'Usuários',
    'Sair',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Minhas oportunidades' })).toHaveAttribute(
    'href',
    /^\/proposals#customer:\d+$/,
  );
  await menu.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sessão expirada')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The logout revoked the session: the old token no longer opens the application.
  await page.goto('/cities');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
});

test('a user sees no administration entries and is sent away from them', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Meu Perfil',
    'Minhas atividades',
    'Minhas oportunidades',
    'Sair',
  ]);
  for (const name of ['Usuários', 'Clientes', 'Whitelabel']) {
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');

  for (const path of ['/manage-users', '/manage-users/new', '/manage-customers', '/customer']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/cities$/);
  }
});

test('the superadmin sees Clientes', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Clientes' })).toHaveAttribute(
    'href',
    '/manage-customers',
  );
  await expect(menu.getByRole('menuitem', { name: 'Usuários' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Whitelabel' })).toBeVisible();
});
