import { openFilters, waitForRows } from '../support/lists.ts';
import { apiGet, pickCity, pickOption, writePng } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

test('the superadmin registers a city customer and finds it in the list', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/manage-customers$/);
  await waitForRows(page);

  await page.getByRole('link', { name: 'Cadastrar cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Novo cliente' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar' });
  await page.getByRole('textbox', { name: 'Nome' }).fill('Prefeitura Municipal de Natal');
  await pickOption(page, 'Tipo', 'Cidade');
  await expect(save).toBeDisabled();
  await pickCity(page, 'Rio Grande do Norte', 'Natal - RN');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Cliente salvo com sucesso!').first()).toBeVisible();

  await page.getByRole('link', { name: 'Ver clientes' }).click();
  await expect(page).toHaveURL(/\/manage-customers$/);
  const panel = await openFilters(page);
  await panel.getByRole('textbox', { name: 'Nome' }).fill('  natal ');
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
  const row = page.locator('tbody tr', { hasText: 'Prefeitura Municipal de Natal' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Cidade');
  await expect(row.getByRole('switch')).toBeChecked();

  // Reopened, the form shows what was saved.
  await row.getByRole('link', { name: /^Editar / }).click();
  await expect(page.getByRole('heading', { name: 'Editar cliente' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(
    'Prefeitura Municipal de Natal',
  );
  await expect(page.getByRole('combobox', { name: 'Estado', exact: true })).toHaveValue(
    'Rio Grande do Norte',
  );
  await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toHaveValue(
    'Natal - RN',
  );
});

test("an admin's whitelabel logo shows in the shell once saved, and leaves with the original look", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  // The customer list is the superadmin's: an admin is sent home.
  await page.goto('/manage-customers');
  await expect(page).toHaveURL(/\/cities$/);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Whitelabel' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  // The home link names the customer and shows its picture; the product's mark is a drawing.
  const homeLink = page.getByRole('banner').getByRole('link', { name: /página inicial$/ });
  const shellLogo = homeLink.locator('img');
  await expect(shellLogo).toHaveCount(0);

  await page.locator('input[type="file"]').first().setInputFiles(writePng('logo-bauru.png'));
  await expect(
    page.getByText('Logo pronto! Clique em salvar para efetivar a alteração'),
  ).toBeVisible();
  // A draft: the shell keeps the product's logo until 'Salvar'.
  await expect(shellLogo).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(shellLogo).toBeVisible();
  await expect(homeLink).not.toHaveAccessibleName('Oportuna, página inicial');
  await expect
    .poll(() => shellLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Still there after a reload: it is the customer's, not the page's.
  await page.reload();
  await expect(shellLogo).toBeVisible();

  await page.getByRole('button', { name: 'Voltar a configuração original' }).click();
  await expect(shellLogo).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(shellLogo).toHaveCount(0);
});

/**
 * The first painted background under a point of the page's margin (beside the content): the
 * element that colours that part of the page, with its computed background.
 */
async function pageBackground(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('Sem <main> na página.');
    window.scrollTo(0, 0);
    const box = main.getBoundingClientRect();
    let element = document.elementFromPoint(box.left + 2, box.top + 2);
    while (element) {
      const style = getComputedStyle(element);
      const painted =
        style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      if (painted) return { image: style.backgroundImage, color: style.backgroundColor };
      element = element.parentElement;
    }
    return { image: 'none', color: 'rgba(0, 0, 0, 0)' };
  });
}

test("the whitelabel background banner becomes the page background of the customer's users", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/customer');
  await page.locator('input[type="file"]').nth(1).setInputFiles(writePng('fundo-bauru.png'));
  await expect(
    page.getByText('Imagem de fundo pronta! Clique em salvar para efetivar a alteração'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Cliente atualizado').first()).toBeVisible();

  // Another user of the same customer, after a reload, sees the banner behind the pages.
  await signIn(page, ACCOUNTS.cityUser);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  const { customer } = await apiGet<{ customer: { background_banner: string | null } }>(
    page,
    '/api/user',
  );
  const bannerPath = new URL(customer.background_banner ?? '/sem-imagem', 'http://x').pathname;
  await expect.poll(async () => (await pageBackground(page)).image).toContain(`${bannerPath}?`);
  // The image is served, not just named.
  const image = (await pageBackground(page)).image.replace(/^url\("(.*)"\)$/, '$1');
  expect((await page.request.get(image)).headers()['content-type']).toBe('image/png');

  // A user of another customer keeps the default grey.
  await signIn(page, ACCOUNTS.stateAdmin);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect
    .poll(() => pageBackground(page))
    .toEqual({ image: 'none', color: 'rgb(248, 249, 250)' });

  // The original look comes back for the customer's users.
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/customer');
  await page.getByRole('button', { name: 'Voltar a configuração original' }).click();
  await expect
    .poll(() => pageBackground(page))
    .toEqual({ image: 'none', color: 'rgb(248, 249, 250)' });
});
