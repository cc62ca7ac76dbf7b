import { chooseOption } from '../support/lists.ts';
import { outboxSnapshot } from '../support/mail.ts';
import { pickCity, pickOption } from '../support/proposal-form.ts';
import {
  ACCOUNTS,
  acceptTerms,
  apiToken,
  signIn,
  submitCredentials,
  submitEmailedCode,
} from '../support/sign-in.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

// A city has one customer at most: each run registers one that earlier runs have not.
const SERIDO_CITIES = [
  'Caicó',
  'Currais Novos',
  'Acari',
  'Parelhas',
  'Jardim do Seridó',
  'Cruzeta',
];

async function unusedSeridoCity(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, ACCOUNTS.superadmin);
  const answer = await request.get(
    '/api/customers?type=city&name=Prefeitura Municipal de&limit=100',
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const taken = new Set(
    ((await answer.json()) as { data: { name: string }[] }).data.map((c) => c.name),
  );
  const city = SERIDO_CITIES.find((name) => !taken.has(`Prefeitura Municipal de ${name}`));
  if (!city)
    throw new Error('Every Seridó city already has a customer: start from a fresh database.');
  return city;
}

test('the superadmin registers a city customer and a user for it, who then signs in', async ({
  page,
  request,
}) => {
  const city = await unusedSeridoCity(request);
  const customer = `Prefeitura Municipal de ${city}`;
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/manage-customers/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(customer);
  await pickOption(page, 'Tipo', 'Cidade');
  await pickCity(page, 'Rio Grande do Norte', `${city} - RN`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cliente salvo com sucesso!').first()).toBeVisible();

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/manage-users$/);
  await page.getByRole('link', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Novo usuário' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Cadastrar', exact: true });
  await expect(create).toBeDisabled();

  const email = `secretaria.${Date.now()}@caico.rn.gov.br`;
  const password = 'Seridó#Caicó2026';
  await page.getByRole('textbox', { name: 'Nome' }).fill('Maria do Seridó');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Celular' }).pressSequentially('84991234567');
  await expect(page.getByRole('textbox', { name: 'Celular' })).toHaveValue('(84) 99123-4567');
  await chooseOption(page, 'Perfis', 'Administrador');
  await chooseOption(page, 'Cliente', customer);
  await create.click();
  await expect(page.getByText('Usuário cadastrado com sucesso!').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ver usuários' }).click();
  await page.getByLabel('Buscar por nome ou e-mail').fill(email);
  const row = page.locator('tbody tr', { hasText: email });
  await expect(row).toContainText('Maria do Seridó');
  await expect(row).toContainText(customer);

  await page.goto('/logout');
  // The logout ends on the login page; going there before it finishes finds a session still open.
  await expect(page).toHaveURL(/\/auth\/login$/);
  const before = outboxSnapshot();
  await submitCredentials(page, email, password);
  await submitEmailedCode(page, email, before);
  await expect(page).toHaveURL(/\/cities$/);
  // The new customer has not accepted the terms yet.
  await acceptTerms(page);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
});

test('an admin inactivates two users from the list', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.cityAdmin);
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as {
    customer: { id: number };
  };
  const stamp = Date.now();
  for (const name of ['Ana Inativável', 'Beto Inativável']) {
    const created = await request.post('/api/users', {
      headers,
      data: {
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}.${stamp}@bauru.sp.gov.br`,
        password: 'Jacarandá#Roxo77',
        property: {},
        roles: ['ROLE_USER'],
        customer_id: me.customer.id,
      },
    });
    expect(created.status()).toBe(201);
  }

  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto('/manage-users');
  await page.getByLabel('Buscar por nome ou e-mail').fill('inativavel');
  const rows = page.locator('tbody tr', { hasText: 'Inativável' });
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Selecionar Ana Inativável' }).check();
  await page.getByRole('checkbox', { name: 'Selecionar Beto Inativável' }).check();
  await page.getByRole('button', { name: 'Excluir usuários selecionados' }).click();
  await expect(page.getByText('Deseja excluir os usuários selecionados?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Usuários removidos com sucesso').first()).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
});
