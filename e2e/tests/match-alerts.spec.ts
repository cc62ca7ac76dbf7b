import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiToken, signIn, storedToken } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

interface Alert {
  message: string;
  link: string | null;
}

const alertsOf = async (request: APIRequestContext, token: string) => {
  const answer = await request.get('/api/notifications?category=match&limit=200', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Alert[] }).data;
};

test('a user who follows the kind hears of the best places of a new project of their company, and nobody else does', async ({
  page,
  request,
}) => {
  // The company's user turns the kind on in their profile.
  await signIn(page, ACCOUNTS.companyUser);
  await page.goto('/user-profile/notification-configuration');
  const kind = page.getByRole('radiogroup', {
    name: 'Localidades compatíveis com os meus projetos',
  });
  await kind.getByLabel('Sim').check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações atualizadas!')).toBeVisible();

  // A user of another customer follows the kind too.
  const outsider = await apiToken(request, ACCOUNTS.cityUser);
  const outsiderHeaders = { Authorization: `Bearer ${outsider}` };
  const before = (await (
    await request.get('/api/profile', { headers: outsiderHeaders })
  ).json()) as { notification_types: string[]; notification_customers: number[] };
  const follow = await request.put('/api/profile/notifications', {
    headers: outsiderHeaders,
    data: {
      notification_types: [...before.notification_types, 'match'],
      notification_customers: before.notification_customers,
    },
  });
  expect(follow.ok()).toBe(true);

  try {
    // Another user of the same company registers a project.
    const admin = await apiToken(request, ACCOUNTS.companyAdmin);
    const name = `Fábrica de laticínios ${Date.now()}`;
    const created = await request.post('/api/proposals', {
      headers: { Authorization: `Bearer ${admin}` },
      data: {
        type: 'company',
        name,
        project: {
          total: 6_000_000,
          required_investment: 2_000_000,
          description: 'Nova fábrica de laticínios.',
          category: 'implantation',
          required_area_m2: null,
          preferred_ufs: ['SC'],
          company: {
            name: 'LATICÍNIOS DO SUL LTDA',
            federal_tax_id: '11222333000181',
            main_activity: '1052000',
          },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const link = `/proposals/${id}`;

    // The evaluation runs after the answer: the bell has it a moment later.
    await expect
      .poll(
        async () =>
          (await alertsOf(page.request, await storedToken(page))).filter((a) => a.link === link)
            .length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Abrir notificações' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: /^Todas/ }).click();
    const item = dialog.getByRole('listitem').filter({
      hasText: `Novas localidades entre as 10 mais compatíveis com o seu projeto ${name}:`,
    });
    await expect(item).toBeVisible();
    await expect(item).toContainText('(SC)');
    await item.getByRole('link', { name: 'Acessar' }).click();
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(page.getByRole('region', { name: 'Localidades compatíveis' })).toBeVisible();

    // The user of another customer, who follows the kind, is never told.
    expect((await alertsOf(request, outsider)).filter((a) => a.link === link)).toEqual([]);
  } finally {
    await request.put('/api/profile/notifications', {
      headers: outsiderHeaders,
      data: before,
    });
  }
});
