import { seriousViolations } from '../support/axe.ts';
import { companyAndPartner } from '../support/companies.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

const nodeList = (page: Page) => page.getByRole('listbox', { name: /Nós do grafo/ });

test('follows a partner from the company page to its graph, with and without the companies', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const { company, partner, info } = await companyAndPartner(page);
  await page.goto(`/companies/${company.cnpj}`);
  const partners = page.getByRole('region', { name: 'Quadro Societário' });
  await partners
    .getByRole('link', { name: `Ver conexões: ${partner.name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/corporate-connections\?/);

  // The graph is drawn, and beside it the same nodes as a list, which the picture points to.
  await expect(page.getByRole('img', { name: /lista de nós ao lado/ })).toBeVisible();
  const nodes = nodeList(page);
  await expect(nodes.getByRole('option', { name: new RegExp(partner.name) }).first()).toBeVisible();
  const [coPartner] = info.direct_partners;
  if (!coPartner) throw new Error('Sem sócios diretos.');
  await expect(
    nodes.getByRole('option', { name: new RegExp(coPartner.name) }).first(),
  ).toBeVisible();
  await expect(nodes.getByRole('option', { name: new RegExp(company.name) })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // One step away: the partner's direct partners only, and the address says so.
  const oneStep = page.waitForRequest(
    (request) =>
      request.url().includes('/api/partners/connections?') && request.url().includes('depth=1'),
  );
  await page.getByText('1 passo', { exact: true }).click();
  await oneStep;
  await expect(page).toHaveURL(/depth=1/);
  await expect(
    nodes.getByRole('option', { name: new RegExp(coPartner.name) }).first(),
  ).toBeVisible();
  await expect(nodes.getByRole('option', { name: /Sócio indireto/ })).toHaveCount(0);
  await page.getByText('2 passos', { exact: true }).click();
  await expect(page).not.toHaveURL(/depth=/);

  // 'Mostrar Empresas' asks again, and the company appears among the nodes.
  const withCompanies = page.waitForRequest(
    (request) =>
      request.url().includes('/api/partners/connections?') &&
      request.url().includes('with_companies=1'),
  );
  await page.getByRole('switch', { name: 'Mostrar Empresas' }).click();
  await withCompanies;
  await expect(nodes.getByRole('option', { name: new RegExp(company.name) }).first()).toBeVisible();

  // The list works with the keyboard: the first node is the one searched; Enter opens it.
  await nodes.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details.getByRole('region', { name: 'Empresas' })).toContainText(company.name);
  const direct = details.getByRole('region', { name: 'Sócios Diretos' });
  await expect(direct).toContainText(coPartner.name);

  // An entry searches again, from that partner.
  const again = page.waitForRequest(
    (request) =>
      request.url().includes('/api/partners/connections?') &&
      new URL(request.url()).searchParams.get('name') === coPartner.name,
  );
  await direct
    .getByRole('button', { name: `Buscar conexões de ${coPartner.name}` })
    .first()
    .click();
  await again;
  await expect(nodes.getByRole('option', { name: new RegExp(partner.name) }).first()).toBeVisible();
});

test('finds a partner by part of the name and searches only once one is chosen', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const { partner } = await companyAndPartner(page);
  await page.goto('/corporate-connections');
  await expect(page.getByText('Realize uma busca para mostrar o grafo.')).toBeVisible();
  const search = page.getByRole('button', { name: 'Buscar', exact: true });
  await expect(search).toBeDisabled();
  const box = page.getByRole('combobox', { name: 'Sócio' });
  await box.fill(partner.name.split(' ')[0] ?? partner.name);
  await page
    .getByRole('option', { name: new RegExp(partner.name) })
    .first()
    .click();
  await expect(search).toBeEnabled();
  await search.click();
  await expect(
    nodeList(page)
      .getByRole('option', { name: new RegExp(partner.name) })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'NOVA BUSCA' }).click();
  await expect(page.getByText('Realize uma busca para mostrar o grafo.')).toBeVisible();
  await expect(search).toBeDisabled();
});
