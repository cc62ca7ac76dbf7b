import { seriousViolations } from '../support/axe.ts';
import { tabTo } from '../support/keyboard.ts';
import { ACCOUNTS, apiToken, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * "Tenho interesse" end to end: a company's user opens an interest in another customer's
 * private opportunity, the owner answers in the thread, the reply reaches the first user live
 * (the thread stays open, no reload), the owner marks it won and completes the opportunity.
 */

async function expectAccessible(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

test('an interest in a private opportunity: sent, answered live, won and completed', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // The city hall registers a private opportunity: readable by every customer once open.
  const ownerToken = await apiToken(request, ACCOUNTS.cityAdmin);
  const ownerHeaders = { Authorization: `Bearer ${ownerToken}` };
  const name = `Ampliação de fábrica de embalagens ${Date.now()}`;
  const created = await request.post('/api/proposals', {
    headers: ownerHeaders,
    data: {
      type: 'company',
      name,
      project: {
        total: 8_000_000,
        required_investment: 3_000_000,
        description: 'Ampliação de uma fábrica de embalagens.',
        category: 'implantation',
        required_area_m2: null,
        preferred_ufs: ['SP'],
        company: {
          name: 'EMBALAGENS PAULISTAS LTDA',
          federal_tax_id: '11222333000181',
          main_activity: '2222600',
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: number };

  // The company's user says "Tenho interesse" on the opportunity's page.
  await signIn(page, ACCOUNTS.companyUser);
  await page.goto(`/proposals/${proposalId}`);
  // With the keyboard only: the button, the message (focused on opening), the submit.
  await tabTo(page, page.getByRole('button', { name: 'Tenho interesse' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Tenho interesse: ${name}` });
  const message = dialog.getByRole('textbox', { name: 'Mensagem' });
  await expect(message).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Enviar interesse' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Escreva uma mensagem')).toBeVisible();
  const first = 'Temos interesse na área. <b>Podemos</b> conversar?';
  await message.focus();
  await page.keyboard.insertText(first);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/interests\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Interesse #\d+$/);
  // Typed markup shows as the characters typed.
  await expect(page.getByTestId('interest-message').getByText(first)).toBeVisible();
  await expect(page.getByTestId('interest-stage')).toHaveText('Novo');
  await expect(page.getByRole('button', { name: 'Mover etapa' })).toHaveCount(0);
  await expectAccessible(page);

  // A second click opens the open interest instead of a new one.
  await page.goto(`/proposals/${proposalId}`);
  await page.getByRole('link', { name: 'Ver meu interesse' }).click();
  await expect(page).toHaveURL(new RegExp(`${threadPath}$`));

  // The owner's user finds it in "Interesses recebidos", through the menu.
  const ownerContext = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const owner = await ownerContext.newPage();
  try {
    await signIn(owner, ACCOUNTS.cityAdmin);
    await owner
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Interesses' })
      .click();
    await owner.getByRole('menuitem', { name: 'Interesses recebidos' }).click();
    await expect(owner).toHaveURL(/\/interests\/received$/);
    const interestId = threadPath.split('/').at(-1) as string;
    const row = owner.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Novo')).toBeVisible();
    await expectAccessible(owner);
    await row.getByRole('link', { name: `Abrir interesse #${interestId}` }).click();
    await expect(owner).toHaveURL(new RegExp(`${threadPath}$`));
    await expect(owner.getByText(first)).toBeVisible();

    // The owner replies; the first user, thread open, receives it without a reload.
    const reply = 'Claro! Podemos receber a visita técnica na próxima semana.';
    await owner.getByRole('textbox', { name: 'Nova mensagem' }).fill(reply);
    await owner.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(owner.getByText(reply)).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible({ timeout: 12_000 });

    // The owner moves it to "Ganho" with the amount and the jobs, and completes the opportunity.
    await owner.getByRole('button', { name: 'Mover etapa' }).click();
    await owner.getByRole('menuitem', { name: 'Ganho' }).click();
    const won = owner.getByRole('dialog', { name: 'Mover para Ganho' });
    await won.getByRole('button', { name: 'Confirmar' }).click();
    await expect(won.getByText('Informe o investimento confirmado')).toBeVisible();
    await expect(won.getByText('Informe os empregos anunciados')).toBeVisible();
    await won.getByRole('textbox', { name: 'Investimento confirmado' }).fill('2500000');
    await won.getByRole('textbox', { name: 'Empregos anunciados' }).fill('120');
    await won.getByRole('button', { name: 'Confirmar' }).click();
    await expect(won).toBeHidden();
    await expect(owner.getByTestId('interest-stage')).toHaveText('Ganho');
    await expect(
      owner.getByText(/Investimento confirmado de R\$\s2\.500\.000,00, com 120 empregos/),
    ).toBeVisible();
    await owner.getByRole('button', { name: 'Concluir oportunidade' }).click();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/proposals/${proposalId}`, { headers: ownerHeaders });
        return ((await answer.json()) as { status: string }).status;
      })
      .toBe('completed');
    await expectAccessible(owner);

    // Both sides see the stage: the first user live, and in "Interesses enviados".
    await expect(page.getByTestId('interest-stage')).toHaveText('Ganho', { timeout: 12_000 });
    await page.goto('/interests/sent');
    const sent = page.getByRole('row').filter({ hasText: name });
    await expect(sent.getByText('Ganho')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await ownerContext.close();
  }
});
