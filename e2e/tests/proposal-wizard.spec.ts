import { answerPostalCodes, cityByCode } from '../support/postal-codes.ts';
import {
  apiGet,
  attachImage,
  concludeAndOpen,
  next,
  pickOption,
} from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

interface StoredProposal {
  name: string;
  type: string;
  status: string;
  city: { id: number } | null;
  address: { zip: string | null; street: string | null } | null;
  benefits: { type: string; description: string; area: number | null }[];
  contacts: { name: string | null; cell_phone: string | null }[];
  multimedia: { path: string }[];
  project: {
    total: number | null;
    required_investment: number | null;
    category: string | null;
    company: { federal_tax_id: string | null; main_activity: string | null } | null;
  } | null;
}

test('a city admin registers a public opportunity through the wizard and edits it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const bauru = await cityByCode(page, 3506003);
  await answerPostalCodes(page, bauru, 'Rua Batista de Carvalho', 'Centro');

  await page.goto('/proposals/new');
  await expect(page.getByRole('heading', { name: 'Nova oportunidade' })).toBeVisible();
  await expect(page.getByText('Passo 1', { exact: true })).toBeVisible();

  // Tipo: a type is required.
  await next(page);
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await page.getByRole('radio', { name: /Pública/ }).click();
  await expect(page.getByText('Passo 6', { exact: true })).toBeVisible();
  await next(page);

  // Localização e Incentivos: Next waits for a name, a city and an incentive.
  const nextButton = page.getByRole('button', { name: 'Próximo' });
  await expect(nextButton).toBeDisabled();
  await page.getByLabel('Nome da oportunidade').fill('Distrito Industrial Bauru Norte');
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('17012000');
  await expect(page.getByRole('textbox', { name: 'CEP', exact: true })).toHaveValue('17012-000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Batista de Carvalho');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Bauru - SP');
  await page.getByRole('checkbox', { name: 'IPTU' }).check();
  await page.getByRole('checkbox', { name: 'Terreno' }).check();
  await expect(nextButton).toBeEnabled();
  await next(page);
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await page.getByLabel('Número').fill('1200');
  await next(page);

  // Contato
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ana Souza');
  await page.getByLabel('Cargo').fill('Secretária de Desenvolvimento');
  await page.getByLabel('Celular').fill('14991234567');
  await expect(page.getByLabel('Celular')).toHaveValue('(14) 99123-4567');
  await page.getByLabel('E-mail').fill('ana@bauru');
  await page.getByLabel('Site').click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();
  await page.getByLabel('E-mail').fill('ana@bauru.sp.gov.br');
  await next(page);

  // Detalhamento: each incentive needs a description; the land area is numeric.
  await next(page);
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await page.getByLabel('Descrição do incentivo IPTU').fill('Isenção de IPTU por 10 anos');
  await page.getByLabel('Descrição do incentivo Terreno').fill('Terreno doado para indústria');
  await page.getByLabel('Área (m²)').fill('dez mil');
  await next(page);
  await expect(page.getByText('A área do terreno deve ser numérica')).toBeVisible();
  await page.getByLabel('Área (m²)').fill('10000');
  await next(page);

  // Anexos
  await attachImage(page, 'terreno.png');
  await next(page);

  // Revisão
  await expect(page.getByText('Confira os dados antes de concluir.')).toBeVisible();
  await expect(page.getByText('Distrito Industrial Bauru Norte')).toBeVisible();
  const id = await concludeAndOpen(page);

  const created = await apiGet<StoredProposal>(page, `/api/proposals/${id}`);
  expect(created).toMatchObject({
    name: 'Distrito Industrial Bauru Norte',
    type: 'city',
    city: { id: bauru.id },
    address: { zip: '17012000', street: 'Rua Batista de Carvalho' },
  });
  expect(created.benefits.map((b) => [b.type, b.area])).toEqual([
    ['iptu', null],
    ['terreno', 10000],
  ]);
  expect(created.contacts[0]).toMatchObject({ name: 'Ana Souza', cell_phone: '14991234567' });
  expect(created.multimedia).toHaveLength(1);

  // Edit: 4 tabs; the name changes and the editor returns to the list.
  await page.goto(`/proposals/${id}/edit`);
  for (const tab of ['Localização e Incentivos', 'Detalhamento', 'Anexos', 'Revisão']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'CEP', exact: true })).toHaveValue('17.012-000');
  await expect(page.getByRole('button', { name: 'AVANÇAR' })).toBeHidden();
  await page.getByRole('checkbox', { name: 'ISS' }).check();
  await page.getByRole('checkbox', { name: 'ISS' }).uncheck();
  await page.getByRole('button', { name: 'AVANÇAR' }).click();
  await expect(page.getByRole('tab', { name: 'Detalhamento' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Localização e Incentivos' }).click();
  await page.getByLabel('Nome da oportunidade').fill('Distrito Industrial Bauru Norte II');
  await page.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }).click();
  await expect(page.getByText('Oportunidade atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/proposals$/);
  const updated = await apiGet<StoredProposal>(page, `/api/proposals/${id}`);
  expect(updated.name).toBe('Distrito Industrial Bauru Norte II');
  expect(updated.multimedia).toHaveLength(1);
});

test('a company admin registers a private opportunity with Buscar Dados and edits it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const companies = await apiGet<{ data: { cnpj: string; name: string }[] }>(
    page,
    '/api/companies?limit=1',
  );
  const company = companies.data[0];
  if (!company) throw new Error('Nenhuma empresa na base de demonstração');

  await page.goto('/proposals/new');
  await page.getByRole('radio', { name: /Privada/ }).click();
  await expect(page.getByText('Passo 7', { exact: true })).toBeVisible();
  await next(page);

  // Detalhes e dados: the CNPJ is checked, then 'Buscar Dados' fills the company.
  await page.getByLabel('Nome da oportunidade').fill('Nova linha de produção');
  await page.getByLabel('CNPJ').fill('11222333000182');
  await next(page);
  await expect(
    page.getByText('Por favor, verifique se o número digitado é um CNPJ válido'),
  ).toBeVisible();
  await page.getByLabel('CNPJ').fill(company.cnpj);
  await expect(page.getByLabel('CNPJ')).toHaveValue(
    company.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );
  await page.getByRole('button', { name: 'Buscar Dados' }).click();
  await expect(page.getByLabel('Razão social')).toHaveValue(company.name);
  await expect(page.getByRole('combobox', { name: 'Atividade principal (CNAE)' })).not.toHaveValue(
    '',
  );
  await next(page);

  // Localização: filled from the company; the no-address box exists once it is loaded.
  await expect(page.getByRole('checkbox', { name: 'Empresa sem endereço' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CEP', exact: true })).not.toHaveValue('');
  await next(page);

  // Contato
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Bruno Lima');
  await page.getByLabel('Cargo').fill('Diretor Financeiro');
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('Telefone').fill('1132345678');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3234-5678');
  await page.getByLabel('E-mail').fill('bruno@empresa.com.br');
  await next(page);

  // Descrição
  await pickOption(page, 'Categoria do projeto', 'Expansão');
  await page.getByLabel('Investimento total').fill('2000000');
  await page.getByLabel('Investimento necessário').fill('500000');
  await page.getByLabel('Descrição do projeto').fill('x'.repeat(501));
  await next(page);
  await expect(page.getByText('Deve ter no máximo 500 caracteres')).toBeVisible();
  await page.getByLabel('Descrição do projeto').fill('Ampliação da fábrica com nova linha.');
  await next(page);

  // Anexos, then Revisão
  await attachImage(page, 'fabrica.png');
  await next(page);
  await expect(page.getByText(company.name)).toBeVisible();
  const id = await concludeAndOpen(page);

  const created = await apiGet<StoredProposal>(page, `/api/proposals/${id}`);
  expect(created).toMatchObject({
    name: 'Nova linha de produção',
    type: 'company',
    project: {
      total: 2000000,
      required_investment: 500000,
      category: 'expansion',
      company: { federal_tax_id: company.cnpj },
    },
  });
  expect(created.multimedia).toHaveLength(1);

  // Edit: 5 tabs; save-and-continue moves on, save-and-conclude returns to the list.
  await page.goto(`/proposals/${id}/edit`);
  for (const tab of ['Detalhes e dados', 'Localização e Incentivos', 'Descrição', 'Anexos']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Revisão' })).toBeVisible();
  await expect(page.getByLabel('Nome da oportunidade')).toHaveValue('Nova linha de produção');
  await page.getByLabel('Nome da oportunidade').fill('Nova linha de produção ampliada');
  await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }).click();
  await expect(page.getByText('Oportunidade atualizada com sucesso!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Localização e Incentivos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  const updated = await apiGet<StoredProposal>(page, `/api/proposals/${id}`);
  expect(updated.name).toBe('Nova linha de produção ampliada');
});

test('saving a stored opportunity in the editor keeps its contacts and incentives', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const list = await apiGet<{
    data: { id: number; has_permission_to_edit: boolean; status: string }[];
  }>(page, '/api/proposals?limit=100&type=city&status=open');
  const editable = list.data.find((item) => item.has_permission_to_edit);
  if (!editable) throw new Error('Nenhuma oportunidade pública editável na base de demonstração');
  const before = await apiGet<StoredProposal>(page, `/api/proposals/${editable.id}`);

  await page.goto(`/proposals/${editable.id}/edit`);
  await expect(page.getByLabel('Nome da oportunidade')).toHaveValue(before.name);
  await page.getByRole('tab', { name: 'Revisão' }).click();
  await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }).click();
  await expect(page.getByText('Oportunidade atualizada com sucesso!')).toBeVisible();
  // The last tab is the cap: continuing stays there.
  await expect(page.getByRole('tab', { name: 'Revisão' })).toHaveAttribute('aria-selected', 'true');

  const after = await apiGet<StoredProposal>(page, `/api/proposals/${editable.id}`);
  expect(after.contacts.map((c) => c.name)).toEqual(before.contacts.map((c) => c.name));
  expect(after.benefits.map((b) => [b.type, b.description])).toEqual(
    before.benefits.map((b) => [b.type, b.description]),
  );
  expect(after.status).toBe(before.status);
});
