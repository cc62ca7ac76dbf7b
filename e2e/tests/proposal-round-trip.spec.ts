import { chooseOption } from '../support/lists.ts';
import { answerPostalCodes, cityByCode } from '../support/postal-codes.ts';
import {
  apiGet,
  attachImage,
  concludeAndOpen,
  fact,
  next,
  pickCity,
  pickOption,
  section,
} from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Every field typed in a wizard comes back: on the detail page and in the editor, each as
 * it was typed. One test per wizard, every step and every field filled.
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a public opportunity: every field of the 6 steps comes back on the detail page and in the editor', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const bauru = await cityByCode(page, 3506003);
  await answerPostalCodes(page, bauru, 'Rua Batista de Carvalho', 'Centro');

  await page.goto('/proposals/new');
  // Tipo
  await page.getByRole('radio', { name: /Pública/ }).click();
  await next(page);

  // Localização e Incentivos: the CEP fills the address and the city, the rest is typed.
  await page.getByLabel('Nome da oportunidade').fill('Distrito Industrial Bauru Norte');
  await textbox(page, 'CEP').fill('17012000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Batista de Carvalho');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Bauru - SP');
  await page.getByLabel('Logradouro').fill('Avenida Nações Unidas');
  await page.getByLabel('Bairro').fill('Vila Noemy');
  await page.getByLabel('Número').fill('1200');
  for (const incentive of ['IPTU', 'ITBI', 'ISS', 'OUTROS', 'Terreno']) {
    await page.getByRole('checkbox', { name: incentive }).check();
  }
  await next(page);

  // Contato
  await textbox(page, 'Nome').fill('Ana Souza');
  await page.getByLabel('Cargo').fill('Secretária de Desenvolvimento');
  await page.getByLabel('Celular').fill('14991234567');
  await page.getByLabel('Telefone').fill('1432351000');
  await page.getByLabel('E-mail').fill('ana@bauru.sp.gov.br');
  await page.getByLabel('Site').fill('https://bauru.sp.gov.br');
  await next(page);

  // Detalhamento
  await page.getByLabel('Descrição da oportunidade').fill('Lotes urbanizados junto à rodovia.');
  await page.getByLabel('Descrição do incentivo IPTU').fill('Isenção de IPTU por 10 anos');
  await page.getByLabel('Descrição do incentivo ITBI').fill('ITBI isento na compra');
  await page.getByLabel('Descrição do incentivo ISS').fill('ISS de 2%');
  await page.getByLabel('Descrição do incentivo OUTROS').fill('Energia subsidiada');
  await page.getByLabel('Descrição do incentivo Terreno').fill('Terreno doado para indústria');
  await page.getByLabel('Identificação do terreno').fill('Lote 12, quadra B');
  await page.getByLabel('Área (m²)').fill('10000');
  await page.getByLabel('Valor estimado (por m²)').fill('150');
  await page.getByLabel('Restrições').fill('Uso industrial');
  await page.getByLabel('Link do mapa').fill('https://mapas.bauru.sp.gov.br/lote12');
  // From the bottom of this long step, the next one starts at its top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await next(page);
  await expect(page.getByRole('list', { name: 'Etapas do cadastro' })).toBeInViewport();

  // Anexos, Revisão
  await attachImage(page, 'terreno.png');
  await next(page);
  await expect(page.getByText('Confira os dados antes de concluir.')).toBeVisible();
  const id = await concludeAndOpen(page);

  // The detail page shows each value.
  const header = section(page, 'Distrito Industrial Bauru Norte');
  await expect(header.getByText('Lotes urbanizados junto à rodovia.')).toBeVisible();
  await expect(fact(header, 'Localização')).toHaveText('Bauru - SP');
  for (const incentive of ['IPTU', 'ITBI', 'ISS', 'OUTROS', 'Terreno']) {
    await expect(fact(header, 'Incentivos').getByText(incentive, { exact: true })).toBeVisible();
  }
  const incentives = section(page, 'Descrição dos incentivos');
  for (const text of [
    'Isenção de IPTU por 10 anos',
    'ITBI isento na compra',
    'ISS de 2%',
    'Energia subsidiada',
    'Terreno doado para indústria',
  ]) {
    await expect(incentives.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(fact(incentives, 'Identificação')).toHaveText('Lote 12, quadra B');
  await expect(fact(incentives, 'Área')).toHaveText('10.000 m²');
  await expect(fact(incentives, 'Valor estimado (por m²)')).toHaveText('R$ 150,00');
  await expect(fact(incentives, 'Valor estimado total')).toHaveText('R$ 1.500.000,00');
  await expect(fact(incentives, 'Restrições')).toHaveText('Uso industrial');
  await expect(incentives.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
    'href',
    'https://mapas.bauru.sp.gov.br/lote12',
  );
  await expect(fact(incentives, 'Endereço')).toHaveText(
    'Avenida Nações Unidas, 1200 · Vila Noemy · Bauru - SP · 17012-000',
  );
  const contacts = section(page, 'Contatos');
  await expect(fact(contacts, 'Nome')).toHaveText('Ana Souza');
  await expect(fact(contacts, 'Cargo')).toHaveText('Secretária de Desenvolvimento');
  await expect(fact(contacts, 'E-mail')).toHaveText('ana@bauru.sp.gov.br');
  await expect(fact(contacts, 'Telefone')).toHaveText('(14) 3235-1000');
  await expect(fact(contacts, 'Celular')).toHaveText('(14) 99123-4567');
  await expect(fact(contacts, 'Site')).toHaveText('https://bauru.sp.gov.br');
  await expect(section(page, 'Fotos').getByRole('img').first()).toBeVisible();

  // The editor holds each value, tab by tab.
  await page.getByRole('link', { name: 'Editar oportunidade' }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${id}/edit$`));
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('Ativa');
  await expect(page.getByLabel('Nome da oportunidade')).toHaveValue(
    'Distrito Industrial Bauru Norte',
  );
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Bauru - SP');
  await expect(textbox(page, 'CEP')).toHaveValue('17.012-000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Nações Unidas');
  await expect(page.getByLabel('Bairro')).toHaveValue('Vila Noemy');
  await expect(page.getByLabel('Número')).toHaveValue('1200');
  for (const incentive of ['IPTU', 'ITBI', 'ISS', 'OUTROS', 'Terreno']) {
    await expect(page.getByRole('checkbox', { name: incentive })).toBeChecked();
  }

  await page.getByRole('tab', { name: 'Detalhamento' }).click();
  await expect(page.getByLabel('Descrição da oportunidade')).toHaveValue(
    'Lotes urbanizados junto à rodovia.',
  );
  await expect(page.getByLabel('Descrição do incentivo IPTU')).toHaveValue(
    'Isenção de IPTU por 10 anos',
  );
  await expect(page.getByLabel('Descrição do incentivo ITBI')).toHaveValue('ITBI isento na compra');
  await expect(page.getByLabel('Descrição do incentivo ISS')).toHaveValue('ISS de 2%');
  await expect(page.getByLabel('Descrição do incentivo OUTROS')).toHaveValue('Energia subsidiada');
  await expect(page.getByLabel('Descrição do incentivo Terreno')).toHaveValue(
    'Terreno doado para indústria',
  );
  await expect(page.getByLabel('Identificação do terreno')).toHaveValue('Lote 12, quadra B');
  await expect(page.getByLabel('Área (m²)')).toHaveValue('10000');
  await expect(page.getByLabel('Valor estimado (por m²)')).toHaveValue('R$ 150,00');
  await expect(page.getByLabel('Restrições')).toHaveValue('Uso industrial');
  await expect(page.getByLabel('Link do mapa')).toHaveValue('https://mapas.bauru.sp.gov.br/lote12');
  await expect(textbox(page, 'Nome')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Cargo')).toHaveValue('Secretária de Desenvolvimento');
  await expect(page.getByLabel('Celular')).toHaveValue('(14) 99123-4567');
  await expect(page.getByLabel('Telefone')).toHaveValue('(14) 3235-1000');
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@bauru.sp.gov.br');
  await expect(page.getByLabel('Site')).toHaveValue('https://bauru.sp.gov.br');

  await page.getByRole('tab', { name: 'Anexos' }).click();
  await expect(page.getByRole('button', { name: 'Remover terreno.png' })).toBeVisible();
});

test('a private opportunity: every field of the 7 steps comes back on the detail page and in the editor', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const bauru = await cityByCode(page, 3506003);
  await answerPostalCodes(page, bauru, 'Rua Batista de Carvalho', 'Centro');
  const companies = await apiGet<{ data: { cnpj: string; name: string }[] }>(
    page,
    '/api/companies?limit=1',
  );
  const company = companies.data[0];
  if (!company) throw new Error('Nenhuma empresa na base de demonstração');
  const maskedCnpj = company.cnpj.replace(
    /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/,
    '$1.$2.$3/$4-$5',
  );

  await page.goto('/proposals/new');
  // Tipo
  await page.getByRole('radio', { name: /Privada/ }).click();
  await next(page);

  // Detalhes e dados: a wrong CNPJ is named as soon as the field is left.
  await page.getByLabel('Nome da oportunidade').fill('Nova linha de produção');
  await page.getByRole('checkbox', { name: 'Vincular a um município' }).check();
  await pickCity(page, 'São Paulo', 'Marília - SP', 'Município vinculado');
  await page.getByLabel('CNPJ').fill('11222333000182');
  await page.getByLabel('CNPJ').blur();
  await expect(
    page.getByText('Por favor, verifique se o número digitado é um CNPJ válido'),
  ).toBeVisible();
  await page.getByLabel('CNPJ').fill(company.cnpj);
  await expect(page.getByLabel('CNPJ')).toHaveValue(maskedCnpj);
  await page.getByRole('button', { name: 'Buscar Dados' }).click();
  await expect(page.getByLabel('Razão social')).toHaveValue(company.name);
  await expect(
    page.getByText('Por favor, verifique se o número digitado é um CNPJ válido'),
  ).toBeHidden();
  await page.getByLabel('Razão social').fill(`${company.name} FILIAL`);
  await page.getByLabel('Capital social').fill('1000000');
  const activity = page.getByRole('combobox', { name: 'Atividade principal (CNAE)' });
  await activity.fill('1052');
  const firstActivity = page.getByRole('option').first();
  const activityLabel = (await firstActivity.textContent()) ?? '';
  await firstActivity.click();
  await expect(activity).toHaveValue(activityLabel);
  await next(page);

  // Localização: the CEP fills street, district and city; the rest is typed.
  await textbox(page, 'CEP').fill('');
  await textbox(page, 'CEP').fill('17012000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Rua Batista de Carvalho');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Bauru - SP');
  await page.getByLabel('Logradouro').fill('Avenida Nações Unidas');
  await page.getByLabel('Bairro').fill('Vila Noemy');
  await page.getByLabel('Número').fill('1000');
  await next(page);

  // Contato
  await textbox(page, 'Nome').fill('Bruno Lima');
  await page.getByLabel('Cargo').fill('Diretor Financeiro');
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('Telefone').fill('1132345678');
  await page.getByLabel('E-mail').fill('bruno@empresa.com.br');
  await page.getByLabel('Site').fill('https://empresa.com.br');
  await next(page);

  // Descrição: more needed than the total is refused, on leaving the field and on Próximo.
  const aboveTotal = 'O investimento necessário não pode ser maior que o investimento total';
  await pickOption(page, 'Categoria do projeto', 'Expansão');
  await page.getByLabel('Investimento total').fill('1500000');
  await page.getByLabel('Investimento necessário').fill('50000000');
  await page.getByLabel('Investimento necessário').blur();
  await expect(page.getByText(aboveTotal)).toBeVisible();
  await page.getByLabel('Descrição do projeto').fill('Ampliação da fábrica com nova linha.');
  await next(page);
  await expect(page.getByText(aboveTotal)).toBeVisible();
  await expect(page.getByLabel('Descrição do projeto')).toBeVisible();
  await page.getByLabel('Investimento total').fill('2000000');
  await page.getByLabel('Investimento necessário').fill('500000');
  await page.getByLabel('Investimento necessário').blur();
  await expect(page.getByText(aboveTotal)).toBeHidden();
  // What matching reads: the land needed (more than none) and the states of interest.
  const noArea = 'Informe a área em m², um número maior que zero';
  await expect(page.getByText('Deixe em branco para considerar todo o Brasil')).toBeVisible();
  await page.getByLabel('Área necessária (m²)').fill('0');
  await page.getByLabel('Área necessária (m²)').blur();
  await expect(page.getByText(noArea)).toBeVisible();
  await page.getByLabel('Área necessária (m²)').fill('185000');
  await expect(page.getByLabel('Área necessária (m²)')).toHaveValue('185.000');
  await page.getByLabel('Área necessária (m²)').blur();
  await expect(page.getByText(noArea)).toBeHidden();
  await chooseOption(page, 'Estados de interesse', 'São Paulo (SP)');
  await chooseOption(page, 'Estados de interesse', 'Minas Gerais (MG)');
  await next(page);

  // Anexos, Revisão
  await attachImage(page, 'fabrica.png');
  await next(page);
  await expect(page.getByText('Confira os dados antes de concluir.')).toBeVisible();
  const review = page.locator('main');
  await expect(fact(review, 'Área necessária (m²)')).toHaveText('185.000');
  await expect(fact(review, 'Estados de interesse')).toHaveText('SP, MG');
  const id = await concludeAndOpen(page);

  // The detail page shows each value, the contact among the contacts.
  const header = section(page, 'Nova linha de produção');
  await expect(header.getByText('Ampliação da fábrica com nova linha.')).toBeVisible();
  await expect(header.getByText('Privada', { exact: true })).toBeVisible();
  await expect(fact(header, 'Localização')).toHaveText('Marília - SP');
  await expect(fact(header, 'Categoria')).toHaveText('Expansão');
  await expect(fact(header, 'Investimento total')).toHaveText('R$ 2.000.000,00');
  await expect(fact(header, 'Investimento necessário')).toHaveText('R$ 500.000,00');
  const data = section(page, 'Dados da empresa');
  await expect(fact(data, 'Razão social')).toHaveText(`${company.name} FILIAL`);
  await expect(fact(data, 'CNPJ')).toHaveText(maskedCnpj);
  await expect(fact(data, 'Capital social')).toHaveText('R$ 1.000.000,00');
  await expect(fact(data, 'Atividade principal')).toHaveText(activityLabel);
  await expect(fact(data, 'Endereço')).toHaveText(
    'Avenida Nações Unidas, 1000 · Vila Noemy · Bauru - SP · 17012-000',
  );
  await expect(fact(data, 'Área necessária')).toHaveText('185.000 m²');
  await expect(fact(data, 'Estados de interesse')).toHaveText('SP, MG');
  await expect(
    section(page, 'Descrição do projeto').getByText('Ampliação da fábrica com nova linha.'),
  ).toBeVisible();
  const contacts = section(page, 'Contatos');
  await expect(contacts.getByText('Não Informado')).toHaveCount(0);
  await expect(fact(contacts, 'Nome')).toHaveText('Bruno Lima');
  await expect(fact(contacts, 'Cargo')).toHaveText('Diretor Financeiro');
  await expect(fact(contacts, 'E-mail')).toHaveText('bruno@empresa.com.br');
  await expect(fact(contacts, 'Telefone')).toHaveText('(11) 3234-5678');
  await expect(fact(contacts, 'Celular')).toHaveText('(11) 98765-4321');
  await expect(fact(contacts, 'Site')).toHaveText('https://empresa.com.br');
  await expect(section(page, 'Fotos').getByRole('img').first()).toBeVisible();

  // The editor holds each value, tab by tab.
  await page.getByRole('link', { name: 'Editar oportunidade' }).click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${id}/edit$`));
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('Ativa');
  await expect(page.getByLabel('Nome da oportunidade')).toHaveValue('Nova linha de produção');
  await expect(page.getByRole('checkbox', { name: 'Vincular a um município' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Município vinculado' })).toHaveValue(
    'Marília - SP',
  );
  await expect(page.getByLabel('CNPJ')).toHaveValue(maskedCnpj);
  await expect(page.getByLabel('Razão social')).toHaveValue(`${company.name} FILIAL`);
  await expect(page.getByLabel('Capital social')).toHaveValue('R$ 1.000.000,00');
  await expect(activity).toHaveValue(activityLabel);

  await page.getByRole('tab', { name: 'Localização e Incentivos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Empresa sem endereço' })).not.toBeChecked();
  await expect(textbox(page, 'CEP')).toHaveValue('17.012-000');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Nações Unidas');
  await expect(page.getByLabel('Bairro')).toHaveValue('Vila Noemy');
  await expect(page.getByLabel('Número')).toHaveValue('1000');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Bauru - SP');
  await expect(textbox(page, 'Nome')).toHaveValue('Bruno Lima');
  await expect(page.getByLabel('Cargo')).toHaveValue('Diretor Financeiro');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3234-5678');
  await expect(page.getByLabel('E-mail')).toHaveValue('bruno@empresa.com.br');
  await expect(page.getByLabel('Site')).toHaveValue('https://empresa.com.br');

  await page.getByRole('tab', { name: 'Descrição' }).click();
  await expect(page.getByRole('combobox', { name: 'Categoria do projeto' })).toHaveValue(
    'Expansão',
  );
  await expect(page.getByLabel('Investimento total')).toHaveValue('R$ 2.000.000,00');
  await expect(page.getByLabel('Investimento necessário')).toHaveValue('R$ 500.000,00');
  await expect(page.getByLabel('Descrição do projeto')).toHaveValue(
    'Ampliação da fábrica com nova linha.',
  );
  await expect(page.getByLabel('Área necessária (m²)')).toHaveValue('185.000');
  await expect(page.getByText('São Paulo (SP)', { exact: true })).toBeVisible();
  await expect(page.getByText('Minas Gerais (MG)', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Anexos' }).click();
  await expect(page.getByRole('button', { name: 'Remover fabrica.png' })).toBeVisible();

  // Saved unchanged, the contact is still listed once.
  await page.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }).click();
  await expect(page.getByText('Oportunidade atualizada com sucesso!')).toBeVisible();
  await page.goto(`/proposals/${id}`);
  await expect(fact(section(page, 'Contatos'), 'Nome')).toHaveText('Bruno Lima');
  await expect(fact(section(page, 'Dados da empresa'), 'Área necessária')).toHaveText('185.000 m²');
  await expect(fact(section(page, 'Dados da empresa'), 'Estados de interesse')).toHaveText(
    'SP, MG',
  );
});
