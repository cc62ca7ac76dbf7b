import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerPostalCodes, cityByCode } from '../support/postal-codes.ts';
import { apiGet, writePng } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

// Agudos (SP), next to Bauru: not a customer's city, so the demo leaves it without profile.
const AGUDOS_IBGE_CODE = 3500709;
const PARANA_ID_CODE = 41;

/** A small real PDF: the server reads the kind from the bytes. */
function writePdf(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'oportuna-upload-')), name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return path;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const continueEditing = (page: Page) =>
  page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }).click();

/** Opens the edit page, enabling the locality when it has no profile yet (a first run). */
async function openEditor(page: Page, href: string) {
  await page.goto(href);
  const enable = page.getByRole('button', { name: 'Habilitar localidade' });
  const editor = tab(page, 'Informações Básicas');
  await expect(enable.or(editor)).toBeVisible();
  if (await enable.isVisible()) {
    await expect(
      page.getByText(
        'Antes de editar esta localidade ela precisa ser habilitada por um dos administradores',
      ),
    ).toBeVisible();
    await enable.click();
  }
  await expect(editor).toBeVisible();
}

async function setChecked(page: Page, label: string, checked: boolean) {
  const box = page.getByRole('checkbox', { name: label, exact: true });
  if ((await box.isChecked()) !== checked) await box.click();
  await expect(box).toBeChecked({ checked });
}

test('an admin enables a city, fills every tab, and the profile comes back as saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signIn(page, ACCOUNTS.superadmin);
  const agudos = await cityByCode(page, AGUDOS_IBGE_CODE);
  await answerPostalCodes(page, agudos, `Rua das Indústrias ${run}`, 'Distrito Industrial');
  await openEditor(page, `/cities/${agudos.id}/edit`);

  // Informações Básicas
  const summary = `Agudos recebe indústrias ${run}`;
  await expect(page.getByLabel('Município')).toHaveValue('Agudos');
  await expect(page.getByLabel('UF', { exact: true })).toHaveValue('SP');
  await page.getByLabel('Resumo').fill(summary);
  const uploads = page.locator('input[type="file"]');
  await uploads.nth(0).setInputFiles(writePng(`logo-${run}.png`));
  await expect(
    page.getByText('Logo pronto! Clique em salvar para efetivar a alteração'),
  ).toBeVisible();
  await uploads.nth(1).setInputFiles(writePng(`carrossel-${run}.png`));
  await expect(page.getByRole('button', { name: `Remover carrossel-${run}.png` })).toBeVisible();
  await continueEditing(page);

  // Incentivos Disponíveis: IPTU and terreno, nothing else.
  await expect(tab(page, 'Incentivos Disponíveis')).toHaveAttribute('aria-selected', 'true');
  for (const other of ['ITBI', 'ISS', 'OUTROS']) await setChecked(page, other, false);
  await setChecked(page, 'IPTU', true);
  await page.getByLabel('Descrição do incentivo IPTU').fill(`IPTU zero por 5 anos ${run}`);
  await setChecked(page, 'Terreno', true);
  await page.getByLabel('Descrição do incentivo Terreno').fill(`Doação de lote ${run}`);
  await page.getByLabel('Identificação do terreno').fill('Lote 12, quadra B');
  await page.getByLabel('Área (m²)').fill('2500,5');
  await page.getByLabel('Valor estimado').fill('350000');
  await page.getByLabel('Restrições').fill('Uso industrial');
  await page.getByLabel('Link do mapa').fill('https://mapas.example/lote12');
  await continueEditing(page);

  // Contatos
  await expect(tab(page, 'Contatos')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Contato direto').fill(`Helena ${run}`);
  await page.getByLabel('Cargo').fill('Secretária de Desenvolvimento');
  await page.getByLabel('Telefone').fill('1432621234');
  await expect(page.getByLabel('Telefone')).toHaveValue('(14) 3262 1234');
  await page.getByLabel('Celular 1').fill('14998761234');
  await expect(page.getByLabel('Celular 1')).toHaveValue('(14) 99876 1234');
  await page.getByLabel('Celular 2').fill('');
  await page.getByLabel('E-mail').fill('helena@agudos.example');
  await page.getByLabel('Site').fill('https://agudos.example');
  // Emptied first: a postal code typed again as saved is not looked up again.
  await page.getByLabel('CEP', { exact: true }).fill('');
  await page.getByLabel('CEP', { exact: true }).fill('17120000');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('17.120-000');
  await expect(page.getByLabel('Logradouro')).toHaveValue(`Rua das Indústrias ${run}`);
  await expect(page.getByLabel('Bairro')).toHaveValue('Distrito Industrial');
  await expect(page.getByLabel('Cidade')).toHaveValue('Agudos');
  await page.getByLabel('Número').fill('100');
  await continueEditing(page);

  // Área Industrial: a square drawn with the mouse around the centre of the city.
  await expect(tab(page, 'Área Industrial')).toHaveAttribute('aria-selected', 'true');
  const canvas = page.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await page.getByRole('button', { name: 'Desenhar polígono' }).click();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('O mapa não tem tamanho.');
  const corners = [
    [0.45, 0.45],
    [0.55, 0.45],
    [0.55, 0.55],
    [0.45, 0.55],
  ] as const;
  for (const [x, y] of corners) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await page.mouse.click(box.x + box.width * corners[0][0], box.y + box.height * corners[0][1]);
  await expect(page.getByTestId('industrial-area-status')).toHaveText(
    'Nova área desenhada: será salva ao clicar em salvar.',
  );
  await continueEditing(page);

  // Vocação Regional
  await expect(tab(page, 'Vocação Regional')).toHaveAttribute('aria-selected', 'true');
  const catalogue = await apiGet<{ data: { description: string }[] }>(
    page,
    '/api/regional-vocations?page=1&limit=50',
  );
  const vocation = catalogue.data[0]?.description ?? '';
  const vocations = page.getByRole('checkbox');
  await expect(vocations.first()).toBeVisible();
  for (const checkbox of await vocations.all()) {
    if (await checkbox.isChecked()) await checkbox.click();
  }
  await setChecked(page, vocation, true);
  await continueEditing(page);

  // Anexos
  await expect(tab(page, 'Anexos')).toHaveAttribute('aria-selected', 'true');
  await page.locator('input[type="file"]').setInputFiles(writePdf(`plano-${run}.pdf`));
  await expect(page.getByTestId('attachments-document')).toContainText(`plano-${run}.pdf`);
  await continueEditing(page);

  // Revisão
  await expect(tab(page, 'Revisão')).toHaveAttribute('aria-selected', 'true');
  const review = page.getByTestId('locality-review');
  await expect(review).toContainText(summary);
  await expect(review).toContainText(`IPTU zero por 5 anos ${run}`);
  await expect(review).toContainText(`Doação de lote ${run}`);
  await expect(review).toContainText(`Helena ${run}`);
  await expect(review).toContainText('(14) 3262-1234');
  await expect(review).toContainText(vocation);
  await expect(review).toContainText(`plano-${run}.pdf`);
  await expect(review).toContainText(/Área industrial: [\d.,]+ hectares/);

  await page.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }).click();
  await expect(page.getByText('Localidade atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/cities$/);

  // The detail page shows the new profile at once.
  await page.goto(`/cities/${agudos.id}`);
  await expect(page.getByText(summary)).toBeVisible();
  await expect(page.getByText(`Helena ${run}`).first()).toBeVisible();
  await expect(page.getByText(vocation).first()).toBeVisible();
  await expect(page.getByText('IPTU').first()).toBeVisible();

  // Reloading the editor: every field as saved.
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${agudos.id}/edit$`));
  await expect(page.getByLabel('Resumo')).toHaveValue(summary);
  await expect(page.getByText('Logo atual')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover carrossel-${run}.png` })).toBeVisible();
  await tab(page, 'Incentivos Disponíveis').click();
  await expect(page.getByRole('checkbox', { name: 'IPTU', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ITBI', exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Descrição do incentivo IPTU')).toHaveValue(
    `IPTU zero por 5 anos ${run}`,
  );
  await expect(page.getByLabel('Descrição do incentivo Terreno')).toHaveValue(
    `Doação de lote ${run}`,
  );
  await expect(page.getByLabel('Identificação do terreno')).toHaveValue('Lote 12, quadra B');
  await expect(page.getByLabel('Área (m²)')).toHaveValue('2500,5');
  await expect(page.getByLabel('Valor estimado')).toHaveValue('R$ 350.000,00');
  await expect(page.getByLabel('Restrições')).toHaveValue('Uso industrial');
  await expect(page.getByLabel('Link do mapa')).toHaveValue('https://mapas.example/lote12');
  await tab(page, 'Contatos').click();
  await expect(page.getByLabel('Contato direto')).toHaveValue(`Helena ${run}`);
  await expect(page.getByLabel('Cargo')).toHaveValue('Secretária de Desenvolvimento');
  await expect(page.getByLabel('Telefone')).toHaveValue('(14) 3262 1234');
  await expect(page.getByLabel('Celular 1')).toHaveValue('(14) 99876 1234');
  await expect(page.getByLabel('E-mail')).toHaveValue('helena@agudos.example');
  await expect(page.getByLabel('Site')).toHaveValue('https://agudos.example');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('17.120-000');
  await expect(page.getByLabel('Logradouro')).toHaveValue(`Rua das Indústrias ${run}`);
  await expect(page.getByLabel('Número')).toHaveValue('100');
  await expect(page.getByLabel('Bairro')).toHaveValue('Distrito Industrial');
  await expect(page.getByLabel('Cidade')).toHaveValue('Agudos');
  await tab(page, 'Área Industrial').click();
  await expect(page.getByTestId('industrial-area-status')).toHaveText(
    /Área industrial: [\d.,]+ hectares/,
  );
  await tab(page, 'Vocação Regional').click();
  await expect(page.getByRole('checkbox', { name: vocation, exact: true })).toBeChecked();
  await tab(page, 'Anexos').click();
  await expect(page.getByTestId('attachments-document')).toContainText(`plano-${run}.pdf`);

  // Deleting a saved attachment asks first, and it stays deleted.
  await page.getByRole('button', { name: `Remover plano-${run}.pdf` }).click();
  const confirm = page.getByRole('dialog', { name: `Excluir plano-${run}.pdf?` });
  await expect(confirm).toContainText('Tem certeza? Essa ação não poderá ser desfeita');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByTestId('attachments-document')).not.toContainText(`plano-${run}.pdf`);
  await page.reload();
  await tab(page, 'Anexos').click();
  await expect(page.getByTestId('attachments-document')).toBeVisible();
  await expect(page.getByTestId('attachments-document')).not.toContainText(`plano-${run}.pdf`);
});

test('switching tabs with unsaved changes asks first', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const agudos = await cityByCode(page, AGUDOS_IBGE_CODE);
  await openEditor(page, `/cities/${agudos.id}/edit`);
  const summary = page.getByLabel('Resumo');
  const saved = await summary.inputValue();
  await summary.fill(`${saved} e mais`);

  await tab(page, 'Contatos').click();
  const dialog = page.getByRole('dialog', { name: 'Alterações não salvas' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).toHaveValue(`${saved} e mais`);

  // Leaving the page asks too.
  await page.getByRole('link', { name: 'Voltar' }).click();
  const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${agudos.id}/edit$`));

  await tab(page, 'Contatos').click();
  await dialog.getByRole('button', { name: 'Descartar alterações' }).click();
  await expect(tab(page, 'Contatos')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Informações Básicas').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Resumo')).toHaveValue(saved);
});

test('a state profile round-trips its description and contact', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, ACCOUNTS.superadmin);
  const states = await apiGet<{ data: { id: number; code: number }[] }>(
    page,
    '/api/states?limit=30',
  );
  const parana = states.data.find((state) => state.code === PARANA_ID_CODE);
  if (!parana) throw new Error('Paraná não está na base.');
  await page.goto(`/states/${parana.id}/edit`);
  await expect(tab(page, 'Informações Básicas')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('Paraná');
  const summary = `O Paraná atrai investimentos ${run}`;
  await page.getByLabel('Resumo').fill(summary);
  await continueEditing(page);
  await expect(tab(page, 'Contatos')).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Contato direto').fill(`Rafael ${run}`);
  await page.getByLabel('Telefone').fill('4133501234');
  await continueEditing(page);
  await expect(tab(page, 'Anexos')).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(page.getByLabel('Resumo')).toHaveValue(summary);
  await tab(page, 'Contatos').click();
  await expect(page.getByLabel('Contato direto')).toHaveValue(`Rafael ${run}`);
  await expect(page.getByLabel('Telefone')).toHaveValue('(41) 3350 1234');

  await page.goto(`/states/${parana.id}`);
  await expect(page.getByText(summary)).toBeVisible();
});

test('a city hall admin edits its city and picks the responsible among its users', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  await expect(page.getByRole('link', { name: 'Habilitar cidade' })).toBeVisible();
  const bauru = await cityByCode(page, 3506003);
  await page.goto(`/cities/${bauru.id}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${bauru.id}/edit$`));
  await page.getByRole('combobox', { name: 'Responsável pela edição' }).click();
  await expect(
    page.getByRole('option', {
      name: 'Juliana Martins Prado (usuario.cidade@oportuna.dev)',
    }),
  ).toBeVisible();
});

test('someone who may not enable sees the notice alone', async ({ page }) => {
  await signIn(page, ACCOUNTS.companyUser);
  // Piratininga (SP): no customer's city, never enabled by these tests.
  const piratininga = await cityByCode(page, 3538204);
  await page.goto(`/cities/${piratininga.id}/edit`);
  await expect(
    page.getByText(
      'Antes de editar esta localidade ela precisa ser habilitada por um dos administradores',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Habilitar localidade' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();
});

test('an admin enables a locality from the lists and lands on its editor', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.getByRole('link', { name: 'Habilitar cidade' }).click();
  await expect(page).toHaveURL(/\/cities\/new$/);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
  await page.getByRole('combobox', { name: 'Município' }).fill('Lençóis Paulista');
  await page.getByRole('option', { name: 'Lençóis Paulista - SP' }).click();
  await page.getByRole('button', { name: 'Habilitar e editar' }).click();
  await expect(page).toHaveURL(/\/cities\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Município' })).toHaveValue('Lençóis Paulista');

  await page.goto('/states');
  await page.getByRole('link', { name: 'Habilitar estado' }).click();
  await expect(page).toHaveURL(/\/states\/new$/);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Acre', exact: true }).click();
  await page.getByRole('button', { name: 'Habilitar e editar' }).click();
  await expect(page).toHaveURL(/\/states\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Estado', exact: true })).toHaveValue('Acre');
});
