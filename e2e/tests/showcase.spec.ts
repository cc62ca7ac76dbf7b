import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNTS, apiToken, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** Bauru, the city of the demo city hall. */
const BAURU = 3_506_003;

/** A site of another origin (localhost instead of 127.0.0.1, another port) embedding the showcase. */
function startEmbeddingSite(showcaseUrl: string): Promise<Server> {
  const { origin } = new URL(showcaseUrl);
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Portal do investidor</title></head>
<body><h1>Portal do investidor</h1>
<div data-oportuna-vitrine="${showcaseUrl}"></div>
<script src="${origin}/vitrine/embed.js" async></script>
</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('an anonymous visitor sends an opportunity through the embedded showcase and the admin approves it', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, ACCOUNTS.cityAdmin);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put(`/api/locations/${BAURU}/enable`, { headers })).ok()).toBe(true);
  const cities = (await (await request.get(`/api/cities?code=${BAURU}`, { headers })).json()) as {
    data: { id: number }[];
  };
  const bauruId = cities.data[0]?.id;

  // The city hall's admin publishes the showcase from the editor's last tab.
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.goto(`/cities/${bauruId}/edit`);
  await page.getByRole('tab', { name: 'Vitrine Econômica' }).click();
  await page.getByRole('button', { name: 'ATUALIZAR VITRINE ECONÔMICA' }).click();
  await expect(page.getByText('Vitrine econômica atualizada!').first()).toBeVisible();
  const url = await page.getByRole('textbox', { name: 'Endereço da vitrine' }).inputValue();
  expect(url).toMatch(new RegExp(`/vitrine/${BAURU}$`));
  await expect(page.getByRole('link', { name: 'Ver vitrine' })).toHaveAttribute('href', url);

  const site = await startEmbeddingSite(url);
  const siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
  try {
    const visitor = await browser.newContext({ locale: 'pt-BR' });
    const visit = await visitor.newPage();
    // Before the customer lists the site, the browser refuses to show the showcase in its frame.
    await visit.goto(`${siteOrigin}/`);
    const blocked = await visit.locator('iframe[title="Vitrine econômica"]').elementHandle();
    await expect
      .poll(async () => (await blocked?.contentFrame())?.url() ?? '')
      .toMatch(/^chrome-error:/);

    // The admin lists the site among those allowed to embed the customer's showcases.
    await page.getByRole('link', { name: 'Gerenciar sites permitidos' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await page.getByRole('textbox', { name: 'Novo site' }).fill(siteOrigin);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByRole('button', { name: 'Salvar sites' }).click();
    await expect(page.getByText('Sites da vitrine salvos!').first()).toBeVisible();
    const companies = (await (
      await request.get('/api/companies?page=1&limit=5', { headers })
    ).json()) as { data: { cnpj: string; name: string }[] };
    const company = companies.data[0] as { cnpj: string; name: string };

    await visit.reload();
    const frameElement = visit.locator('iframe[title="Vitrine econômica"]');
    await expect(frameElement).toBeVisible();
    const frame = visit.frameLocator('iframe[title="Vitrine econômica"]');
    await expect(frame.getByRole('heading', { name: 'Bauru – SP' })).toBeVisible();
    // The frame takes the page's whole height, reported by postMessage.
    await expect
      .poll(async () => {
        const height = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
        const content = await frame
          .locator('html')
          .evaluate((el) => el.ownerDocument.documentElement.scrollHeight);
        return Math.abs(height - content);
      })
      .toBeLessThan(2);
    expect(await frameElement.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
      1000,
    );

    // The page's own checks before anything is sent.
    await frame.getByRole('button', { name: 'Enviar oportunidade' }).click();
    await expect(frame.getByText('Verifique os campos destacados.')).toBeVisible();
    await expect(frame.getByText('Campo obrigatório')).toHaveCount(7);
    await frame.getByLabel('CNPJ *').fill('12.345');
    await frame.getByRole('button', { name: 'Buscar Dados' }).click();
    await expect(frame.getByText('Informe os 14 caracteres do CNPJ.')).toBeVisible();

    await frame.getByLabel('CNPJ *').fill(company.cnpj);
    await frame.getByRole('button', { name: 'Buscar Dados' }).click();
    await expect(frame.getByLabel('Razão social *')).toHaveValue(company.name);
    await frame.getByLabel('Nome do contato *').fill('Joana Prado');
    await frame.getByLabel('E-mail *').fill('joana.prado@empresa.example');
    await frame.getByLabel('Telefone').fill('(14) 99876 5432');
    await frame.getByLabel('Categoria do projeto *').selectOption({ label: 'Expansão' });
    await frame.getByLabel('Investimento total (R$) *').fill('R$ 1.200.000,00');
    await frame.getByLabel('Descrição do projeto *').fill('Centro de distribuição regional.');
    await frame.getByRole('button', { name: 'Enviar oportunidade' }).click();
    await expect(
      frame.getByText(
        'Oportunidade enviada! Ela será analisada pela equipe da localidade antes de ser publicada.',
      ),
    ).toBeVisible();
    // Pending: not on the public page.
    await visit.reload();
    await expect(frame.getByRole('heading', { name: 'Oportunidades ativas' })).toBeVisible();
    await expect(frame.getByText('Centro de distribuição regional.')).toHaveCount(0);
    await visitor.close();

    const pending = (await (
      await request.get('/api/proposals?page=1&limit=50&status=pending', { headers })
    ).json()) as { data: { id: number; name: string }[] };
    const sent = pending.data.find((p) => p.name === company.name);
    expect(sent).toBeDefined();

    await page.goto(`/proposals/${sent?.id}`);
    await expect(
      page.getByText(
        'Esta oportunidade foi cadastrada pela vitrine econômica e precisa ser analisada e aprovada antes de ser exibida.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar e ativar' }).click();
    await expect(page.getByText('Oportunidade aprovada e ativada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprovar e ativar' })).toHaveCount(0);

    // Approved, it is one of the showcase's active opportunities.
    await page.goto(url);
    await expect(
      page.getByRole('region', { name: 'Oportunidades ativas' }).getByText(company.name).first(),
    ).toBeVisible();
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});
