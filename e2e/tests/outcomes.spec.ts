import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { ACCOUNTS, apiToken, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

type Outcomes = { wins: { count: number; amount: number; jobs: number } };

const call = async (request: APIRequestContext, token: string, path: string) => {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
};

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const integer = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

test('a won interest is read back on the city’s outcomes page, which passes axe', async ({
  page,
  request,
}) => {
  const hall = await apiToken(request, ACCOUNTS.cityAdmin);
  const company = await apiToken(request, ACCOUNTS.companyUser);
  const user = (await call(request, hall, '/api/user')) as { customer: { city_id: number } };
  const cityId = user.customer.city_id;
  const outcomesPath = `/api/cities/${cityId}/outcomes`;
  const before = ((await call(request, hall, outcomesPath)) as Outcomes).wins;

  // A company says "Tenho interesse" in the city; the city hall wins it.
  const opened = await request.post('/api/interests', {
    headers: { Authorization: `Bearer ${company}` },
    data: { city_id: cityId, message: 'Queremos instalar uma fábrica na cidade.' },
  });
  expect([200, 201], await opened.text()).toContain(opened.status());
  const { id } = (await opened.json()).interest as { id: number };
  const won = await request.patch(`/api/interests/${id}/stage`, {
    headers: { Authorization: `Bearer ${hall}` },
    data: { stage: 'won', won_amount: 2_345_678.9, won_jobs: 321 },
  });
  expect(won.ok(), await won.text()).toBe(true);

  // The city hall's admin opens Resultados from the city's page.
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto(`/cities/${cityId}`);
  await page.getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${cityId}/outcomes$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Resultados de / })).toBeVisible();

  const summary = page.locator('dl');
  const figureOf = (term: string) =>
    summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(figureOf('Ganhos')).toHaveText(integer(before.count + 1));
  await expect(figureOf('Investimento')).toHaveText(brl(before.amount + 2_345_678.9));
  await expect(figureOf('Empregos')).toHaveText(integer(before.jobs + 321));
  const funnel = page.getByRole('table', { name: 'Conversão por etapa (dados do gráfico)' });
  await expect(funnel.getByRole('row', { name: /^Ganho/ })).toBeVisible();
  // The chart is drawn by the chart library, beside its table.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // The way back leads to the city.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${cityId}$`));
});
