import { seriousViolations } from '../support/axe.ts';
import { apiGet } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

interface Listed {
  id: number;
  name: string;
}

interface Matches {
  total: number;
  excluded: number;
  data: { rank: number; score: number; city: { name: string; state: { uf: string } } }[];
}

test('a private opportunity lists the places that fit it, each score explained', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyUser);
  const { data } = await apiGet<{ data: Listed[] }>(
    page,
    '/api/proposals?type=company&status=open&limit=1&sort[created_at]=desc',
  );
  const project = data[0];
  if (!project) throw new Error('A base de demonstração não tem oportunidades privadas ativas');
  const expected = await apiGet<Matches>(page, `/api/proposals/${project.id}/matching-places`);
  const best = expected.data[0];
  if (!best) throw new Error('Sem localidades compatíveis');

  await page.goto(`/proposals/${project.id}`);
  const section = page.getByRole('region', { name: 'Localidades compatíveis' });
  await expect(section).toBeVisible();
  const table = section.getByRole('table', { name: 'Localidades compatíveis' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`${best.city.name} - ${best.city.state.uf}`);
  const score = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(best.score);
  await expect(firstRow).toContainText(`${score} de 100`);
  await expect(section).toContainText(
    `${new Intl.NumberFormat('pt-BR').format(expected.total)} localidades compatíveis`,
  );

  await firstRow.getByRole('button', { name: 'Ver explicação' }).click();
  const explanation = section.getByRole('table', {
    name: `Explicação da pontuação de ${best.city.name} - ${best.city.state.uf}`,
  });
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText('População');
  await expect(explanation).toContainText('Contribuição');
  expect(await seriousViolations(page)).toEqual([]);

  // The explanation closes again, so that only places are left as rows.
  await firstRow.getByRole('button', { name: 'Ocultar explicação' }).click();
  await expect(explanation).toBeHidden();

  // Narrowed to a region, every place listed is in it.
  await section.getByRole('combobox', { name: 'Região' }).click();
  await page.getByRole('option', { name: 'Sul', exact: true }).click();
  // The South's 1,191 municipalities, ranked or left out by the project's conditions.
  const south = await apiGet<Matches>(
    page,
    `/api/proposals/${project.id}/matching-places?region=Sul`,
  );
  expect(south.total + south.excluded).toBe(1_191);
  await expect(section).toContainText(
    `${new Intl.NumberFormat('pt-BR').format(south.total)} localidades compatíveis`,
  );
  const ufs = await table.getByRole('row').allTextContents();
  for (const row of ufs.slice(1)) expect(row).toMatch(/ - (PR|SC|RS)/);
});

test('a user weighs the criteria for their own view, with the keyboard, and goes back to the defaults', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyAdmin);
  const { data } = await apiGet<{ data: Listed[] }>(
    page,
    '/api/proposals?type=company&status=open&limit=1&sort[created_at]=asc',
  );
  const project = data[0];
  if (!project) throw new Error('A base de demonstração não tem oportunidades privadas ativas');
  await page.goto(`/proposals/${project.id}`);
  const section = page.getByRole('region', { name: 'Localidades compatíveis' });
  await expect(section).toContainText('Pesos da categoria');
  await section.getByRole('button', { name: 'Ajustar pesos' }).click();
  const dialog = page.getByRole('dialog');
  const slider = dialog.getByRole('slider', { name: 'Peso de População', exact: true });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Salvar pesos' }).click();
  await expect(page.getByText('Pesos salvos')).toBeVisible();
  await expect(section).toContainText('Seus pesos para a categoria');
  const answer = await apiGet<{ weights: { source: string; values: { population: number } } }>(
    page,
    `/api/proposals/${project.id}/matching-places`,
  );
  expect(answer.weights).toMatchObject({ source: 'user', values: { population: 100 } });

  await section.getByRole('button', { name: 'Ajustar pesos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar pesos padrão' }).click();
  await expect(page.getByText('Pesos padrão restaurados')).toBeVisible();
  await expect(section).not.toContainText('Seus pesos');
});

test('a municipality and a public opportunity list the private projects that fit them', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityUser);
  const { data } = await apiGet<{ data: (Listed & { city: { id: number; name: string } })[] }>(
    page,
    '/api/proposals?type=city&status=open&limit=1&sort[created_at]=desc',
  );
  const opportunity = data[0];
  if (!opportunity) throw new Error('A base de demonstração não tem oportunidades públicas ativas');
  const expected = await apiGet<{
    total: number;
    data: { proposal: { id: number; name: string } }[];
  }>(page, `/api/cities/${opportunity.city.id}/matching-projects`);
  const best = expected.data[0];
  if (!best) throw new Error('Nenhum projeto compatível na base de demonstração');

  for (const address of [`/cities/${opportunity.city.id}`, `/proposals/${opportunity.id}`]) {
    await page.goto(address);
    const section = page.getByRole('region', { name: 'Projetos compatíveis' });
    await expect(section).toContainText(
      `${new Intl.NumberFormat('pt-BR').format(expected.total)} projeto`,
    );
    const firstRow = section
      .getByRole('table', { name: 'Projetos compatíveis' })
      .getByRole('row')
      .nth(1);
    await expect(firstRow).toContainText(`#${best.proposal.id} ${best.proposal.name}`);
    await firstRow.getByRole('button', { name: 'Ver explicação' }).click();
    await expect(
      section.getByRole('table', {
        name: `Explicação da pontuação de #${best.proposal.id} ${best.proposal.name}`,
      }),
    ).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a state lists the private projects that fit it, each with its best municipality', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityUser);
  const { data } = await apiGet<{ data: (Listed & { city: { state: { id: number } } })[] }>(
    page,
    '/api/proposals?type=city&status=open&limit=1&sort[created_at]=desc',
  );
  const stateId = data[0]?.city.state.id;
  if (!stateId) throw new Error('A base de demonstração não tem oportunidades públicas ativas');
  const expected = await apiGet<{
    total: number;
    data: {
      proposal: { id: number; name: string };
      place: { id: number; name: string; uf: string };
    }[];
  }>(page, `/api/states/${stateId}/matching-projects`);
  const best = expected.data[0];
  if (!best) throw new Error('Nenhum projeto compatível na base de demonstração');

  await page.goto(`/states/${stateId}`);
  const section = page.getByRole('region', { name: 'Projetos compatíveis' });
  await expect(section).toContainText(
    `${new Intl.NumberFormat('pt-BR').format(expected.total)} projeto`,
  );
  const table = section.getByRole('table', { name: 'Projetos compatíveis' });
  await expect(table.getByRole('columnheader', { name: 'Melhor município' })).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`#${best.proposal.id} ${best.proposal.name}`);
  await firstRow.getByRole('button', { name: 'Ver explicação' }).press('Enter');
  await expect(
    section.getByRole('table', {
      name: `Explicação da pontuação de #${best.proposal.id} ${best.proposal.name}`,
    }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The municipality named leads to its own page, which lists the project too.
  await firstRow.getByRole('link', { name: `${best.place.name} (${best.place.uf})` }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${best.place.id}$`));
  await expect(page.getByRole('region', { name: 'Projetos compatíveis' })).toBeVisible();
});
