import { readFileSync } from 'node:fs';
import { cnpjCheckDigits } from '@oportuna/domain/validators';
import {
  type Company,
  companyWithPartners,
  type ListedCompany,
  someCompanies,
} from '../support/companies.ts';
import { hideAndShowColumn, listHeading, openFilters, waitForRows } from '../support/lists.ts';
import { answerPostalCodes, cityByCode } from '../support/postal-codes.ts';
import { apiGet, writePng } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

const ACTIVE = /^Total de empresas na base: [\d.]+$/;
const FILTERED = /^Total de empresas filtradas na base: .+ \/ .+$/;
const CONTACT_RULE = 'Preencha os seguintes dados: Nome, Cargo, Email e Celular';
const RELEASE_LINE = /^Dados da Receita Federal de [a-zç]+\/\d{4}$/;

/** A valid CNPJ no one has: a root from the clock, branch 0001, check digits computed. */
function unusedCnpj(): string {
  const base = `${`${Date.now()}`.slice(-8).padStart(8, '9')}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

/** A company the signed-in company customer may edit: its own, found by its name. */
async function ownCompany(page: Page): Promise<ListedCompany> {
  const answer = await apiGet<{ data: (ListedCompany & { has_permission_to_edit: boolean })[] }>(
    page,
    `/api/companies?name=${encodeURIComponent('Vale do Tietê Alimentos')}&limit=25`,
  );
  const own = answer.data.find((company) => company.has_permission_to_edit);
  if (!own) throw new Error('A empresa cliente de demonstração não está na base.');
  return own;
}

async function saveAndConclude(page: Page) {
  await page.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }).click();
}

test('browses the companies with their map, filters them by name and sorts them', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/companies');
  await expect(listHeading(page)).toHaveText(ACTIVE);
  await waitForRows(page);
  for (const header of [
    'Razão social',
    'Nome fantasia',
    'CNAE primário',
    'Fundação',
    'Capital social',
    'Município',
    'UF',
    'Ações',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The map opens with the list, as counts per municipality or as the companies themselves.
  await expect(page.getByTestId('map')).toBeVisible();
  await expect(page.getByTestId('companies-map-mode')).toBeVisible();

  // Sorting: ascending first, then descending.
  const sorted = page.waitForRequest((request) =>
    decodeURIComponent(request.url()).includes('sort[razao_social]=asc'),
  );
  await page.getByRole('button', { name: /Razão social/ }).click();
  await sorted;
  await waitForRows(page);
  const reversed = page.waitForRequest((request) =>
    decodeURIComponent(request.url()).includes('sort[razao_social]=desc'),
  );
  await page.getByRole('button', { name: /Razão social/ }).click();
  await reversed;
  await waitForRows(page);

  const [first] = await someCompanies(page);
  if (!first) throw new Error('Lista vazia.');
  const panel = await openFilters(page);
  await panel.getByRole('textbox', { name: 'Razão social ou nome fantasia' }).fill(first.name);
  const filtered = page.waitForRequest(
    (request) => request.url().includes('/api/companies?') && request.url().includes('name='),
  );
  const mapFiltered = page.waitForRequest(
    (request) => request.url().includes('/api/companies/map?') && request.url().includes('name='),
  );
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await filtered;
  await mapFiltered;
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await expect(page.getByRole('link', { name: first.name, exact: true }).first()).toBeVisible();
});

test('opens a company from the list, shows its partners and links each to its connections', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const company = await companyWithPartners(page);
  await page.goto('/companies');
  // The list says which Receita release its companies come from, as the company pages do.
  await expect(page.getByText(RELEASE_LINE)).toBeVisible();
  const panel = await openFilters(page);
  await panel.getByRole('textbox', { name: 'Razão social ou nome fantasia' }).fill(company.name);
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await page.getByRole('link', { name: company.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.cnpj}$`));
  await expect(page.getByText(/^Empresa /).first()).toBeVisible();
  await expect(page.getByText(RELEASE_LINE)).toBeVisible();
  await expect(page.getByText('Localização aproximada: sede do município')).toBeVisible();
  const partners = page.getByRole('region', { name: 'Quadro Societário' });
  const [partner] = company.partners;
  if (!partner) throw new Error('Sem sócios.');
  await expect(partners.getByText(partner.name, { exact: true }).first()).toBeVisible();
  // The connections screen itself comes with the connections graph; here, where the link leads.
  const link = partners.getByRole('link', { name: `Ver conexões: ${partner.name}` }).first();
  const url = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(url.pathname).toBe('/corporate-connections');
  expect(url.searchParams.get('name')).toBe(partner.name);
  if (partner.document) expect(url.searchParams.get('document')).toBe(partner.document);
});

test('edits the main contact: the rule speaks first, then the contact is saved', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const company = await ownCompany(page);
  await page.goto(`/companies/${company.cnpj}/edit`);
  await page.getByRole('tab', { name: 'Contatos' }).click();
  const name = `Contato ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Cargo', exact: true }).fill('');
  await saveAndConclude(page);
  await expect(page.getByText(CONTACT_RULE).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.cnpj}/edit$`));

  await page.getByRole('textbox', { name: 'Cargo', exact: true }).fill('Diretora comercial');
  await page
    .getByRole('textbox', { name: 'Telefone', exact: true })
    .pressSequentially('1432345678');
  await page
    .getByRole('textbox', { name: 'Celular', exact: true })
    .pressSequentially('14998765432');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('contato@empresa.com.br');
  await page.getByRole('textbox', { name: 'Site', exact: true }).fill('https://empresa.com.br');
  await saveAndConclude(page);
  await expect(page.getByText('Empresa atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.cnpj}$`));
  const contacts = page.getByRole('region', { name: 'Contatos da Empresa' });
  await expect(contacts.getByText(name)).toBeVisible();
  await expect(contacts.getByRole('link', { name: '(14) 99876-5432' })).toHaveAttribute(
    'href',
    'tel:+5514998765432',
  );
});

test('uploads a logo, kept as a draft until saved', async ({ page }) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const company = await ownCompany(page);
  await page.goto(`/companies/${company.cnpj}/edit`);
  await expect(page.getByText('Arraste a logomarca para cá')).toBeVisible();
  const file = writePng('logomarca.png');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(
    page.getByText('Logo pronto! Clique em salvar para efetivar a alteração'),
  ).toBeVisible();
  await expect(page.getByText('Nova logomarca (ainda não salva)')).toBeVisible();
  await saveAndConclude(page);
  await expect(page).toHaveURL(new RegExp(`/companies/${company.cnpj}$`));
  const saved = await apiGet<Company>(page, `/api/companies/${company.cnpj}`);
  expect(saved.info.logo).toBeTruthy();
  // The detail page shows the very file uploaded.
  const shownName = company.business_name?.trim() || company.name;
  const logo = page.getByRole('img', { name: `Logomarca de ${shownName}` });
  await expect(logo).toBeVisible();
  const shown = await page.request.get((await logo.getAttribute('src')) ?? '');
  expect(shown.ok()).toBe(true);
  expect(Buffer.from(await shown.body()).equals(readFileSync(file))).toBe(true);
});

test('registers by hand a company the base does not have, and finds one it has', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const bauru = await cityByCode(page, 3506003);
  await answerPostalCodes(page, bauru, 'Rua Primeiro de Agosto', 'Centro');
  const [known] = await someCompanies(page);
  if (!known) throw new Error('Lista vazia.');

  await page.goto('/companies/new');
  await page.getByRole('textbox', { name: 'CNPJ', exact: true }).pressSequentially(known.cnpj);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${known.cnpj}$`));

  const cnpj = unusedCnpj();
  await page.goto('/companies/new');
  await page.getByRole('textbox', { name: 'CNPJ', exact: true }).pressSequentially(cnpj);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/ainda não está na base/)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Cadastrar empresa' });
  await expect(submit).toBeDisabled();

  const name = `EMPRESA CADASTRADA ${Date.now()} LTDA`;
  await page.getByRole('textbox', { name: 'Razão social', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Nome fantasia', exact: true }).fill('Cadastrada à mão');
  const activity = page.getByRole('combobox', { name: 'CNAE principal' });
  await activity.click();
  await activity.fill('fabricação');
  const option = page.getByRole('option').first();
  const chosenActivity = ((await option.textContent()) ?? '').trim();
  await option.click();
  await page.getByRole('textbox', { name: 'Capital social', exact: true }).fill('250000');
  await page.getByLabel('Data de abertura', { exact: true }).fill('2024-02-10');
  await page.getByRole('textbox', { name: 'CEP', exact: true }).pressSequentially('17012000');
  await expect(page.getByRole('textbox', { name: 'Cidade', exact: true })).toHaveValue(
    'Bauru - SP',
  );
  await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue(
    'Rua Primeiro de Agosto',
  );
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('100');
  await page
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill('contato@cadastrada.com.br');
  await page
    .getByRole('textbox', { name: 'Telefone', exact: true })
    .pressSequentially('1432345678');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Empresa cadastrada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/companies/${cnpj}$`));
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(
    page.getByText('Cadastrada no Oportuna: ainda não consta dos dados da Receita Federal'),
  ).toBeVisible();
  // Read back after a reload: every field typed is shown as it was saved.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cadastrada à mão' }).first()).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(chosenActivity, { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 250.000,00', { exact: true })).toBeVisible();
  await expect(page.getByText('10/02/2024', { exact: true })).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Contatos', exact: true });
  await expect(contacts.getByRole('link', { name: 'contato@cadastrada.com.br' })).toHaveAttribute(
    'href',
    'mailto:contato@cadastrada.com.br',
  );
  await expect(contacts.getByRole('link', { name: '(14) 3234-5678' })).toHaveAttribute(
    'href',
    'tel:+551432345678',
  );
  await expect(contacts.getByText(/Rua Primeiro de Agosto, 100/)).toBeVisible();
  await expect(contacts.getByText(/Centro/)).toBeVisible();
  await expect(contacts.getByText(/Bauru/)).toBeVisible();

  // The same CNPJ again leads to the company just registered.
  const token = await storedToken(page);
  const again = await page.request.get(`/api/companies/${cnpj}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(again.ok()).toBe(true);
});

test('favourites a company and finds it with the favourites-only star; hides a column', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  await page.goto('/companies');
  await waitForRows(page);
  await hideAndShowColumn(page, page.getByRole('table'), 'Capital social');

  const row = page.locator('tbody tr').nth(1);
  const name = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await row.getByRole('button', { name: 'Salvar em favoritos' }).click();
  await expect(row.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
  await page.getByRole('button', { name: 'Somente favoritos', exact: true }).click();
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Removing it empties the favourites-only list.
  await page.getByRole('button', { name: 'Remover dos favoritos' }).first().click();
  await expect(page.getByText('Nenhuma empresa encontrada')).toBeVisible();
});

test('tells head offices from branches, and Somente matrizes lists the head offices alone', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/companies');
  await waitForRows(page);
  const rows = page.locator('tbody tr');
  // A company's branches share its name and capital: they sit beside it, told apart by a badge.
  await expect(rows.getByText('Filial', { exact: true }).first()).toBeVisible();
  await expect(rows.getByText('Matriz', { exact: true }).first()).toBeVisible();

  const panel = await openFilters(page);
  const headsOnly = panel.getByRole('switch', { name: 'Somente matrizes' });
  await headsOnly.click();
  await expect(headsOnly).toBeChecked();
  const listed = page.waitForRequest(
    (request) =>
      request.url().includes('/api/companies?') && request.url().includes('only_head_offices=1'),
  );
  const mapped = page.waitForRequest(
    (request) =>
      request.url().includes('/api/companies/map?') &&
      request.url().includes('only_head_offices=1'),
  );
  await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await listed;
  await mapped;
  await expect(listHeading(page)).toHaveText(FILTERED);
  await waitForRows(page);
  await expect(rows.getByText('Filial', { exact: true })).toHaveCount(0);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i).getByText('Matriz', { exact: true })).toBeVisible();
  }
});
