// @vitest-environment happy-dom
import type { Outcomes } from '@oportuna/domain/outcomes';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { CityOutcomesPage } from './outcomes-page.tsx';

const OUTCOMES = /^GET \/api\/cities\/3\/outcomes/;
const outcomes: Outcomes = {
  name: 'Vale do Paraíso',
  customer: { id: 7, name: 'Prefeitura de Vale do Paraíso' },
  period: { from: '2026-03-01', to: '2026-04-30' },
  side: 'received',
  months: [
    { month: '2026-03', received: 2, sent: 0 },
    { month: '2026-04', received: 1, sent: 1 },
  ],
  first_response: { median_seconds: 13 * 3600, answered: 2, unanswered: 1 },
  funnel: [
    { stage: 'new', reached: 3 },
    { stage: 'talking', reached: 2 },
    { stage: 'site_visit', reached: 2 },
    { stage: 'proposal', reached: 2 },
    { stage: 'won', reached: 1 },
  ],
  stages: [],
  wins: { count: 1, amount: 1_000_000.5, jobs: 100 },
  losses: [{ reason: 'infrastructure', count: 1 }],
  sectors: [{ section: 'C', count: 1, won: 1, amount: 1_000_000.5 }],
  categories: [{ category: null, count: 3, won: 1, amount: 1_000_000.5 }],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const render = () =>
  renderPage(
    <Routes>
      <Route path="/cities/:cityId/outcomes" element={<CityOutcomesPage />} />
    </Routes>,
    '/cities/3/outcomes',
  );
const tableOf = (title: string) =>
  screen.getByRole('table', { name: `${title} (dados do gráfico)` });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('CityOutcomesPage', () => {
  it('shows the figures in pt-BR, each chart with its table, and the way back', async () => {
    serveApi([[OUTCOMES, Response.json(outcomes)]]);
    render();
    expect(
      await screen.findByRole('heading', { name: 'Resultados de Vale do Paraíso' }),
    ).toBeTruthy();
    expect(screen.getByText('01/03/2026 – 30/04/2026')).toBeTruthy();
    expect(screen.getByText('13 h')).toBeTruthy();
    expect(screen.getByText('2 respondidos, 1 sem resposta')).toBeTruthy();
    expect(screen.getAllByText(/R\$\s1\.000\.000,50/).length).toBeGreaterThan(0);
    expect(rowsOf(tableOf('Interesses por mês'))).toEqual([
      ['03/2026', '2', '0'],
      ['04/2026', '1', '1'],
    ]);
    expect(rowsOf(tableOf('Conversão por etapa'))).toEqual([
      ['Novo', '3', '—'],
      ['Em conversa', '2', '66,7%'],
      ['Visita técnica', '2', '100%'],
      ['Proposta', '2', '100%'],
      ['Ganho', '1', '50%'],
    ]);
    expect(rowsOf(tableOf('Perdidos por motivo'))).toEqual([['Infraestrutura', '1']]);
    expect(rowsOf(tableOf('Por setor (seção CNAE)'))[0]?.[0]).toBe(
      'C — Indústrias de transformação',
    );
    expect(rowsOf(tableOf('Por categoria do projeto'))[0]?.[0]).toBe('Sem categoria');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/cities/3');
  });

  it('asks again with the period and the side; a bad period shows the field’s message', async () => {
    const requests = serveApi([
      [
        /from=2026-05-01/,
        Response.json(
          {
            message: 'Dados inválidos',
            code: 'invalid_input',
            fields: { to: 'A data final deve ser igual ou posterior à data inicial' },
          },
          { status: 400 },
        ),
      ],
      [OUTCOMES, Response.json(outcomes)],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Resultados de Vale do Paraíso' });
    await userEvent.click(screen.getByRole('radio', { name: 'Enviados' }));
    expect(requests.at(-1)?.target).toBe('GET /api/cities/3/outcomes?side=sent');
    await userEvent.type(screen.getByLabelText('Até'), '2026-04-01');
    await userEvent.type(screen.getByLabelText('De'), '2026-05-01');
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à data inicial'),
    ).toBeTruthy();
  });

  it('Exportar XLSX asks the same figures as a spreadsheet and saves it under the server’s name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const requests = serveApi([
      [
        /format=xlsx/,
        () =>
          new Response(new Blob(['xlsx']), {
            headers: {
              'content-disposition':
                'attachment; filename="resultados-cities-3-20260501120000.xlsx"',
            },
          }),
      ],
      [OUTCOMES, Response.json(outcomes)],
    ]);
    render();
    await screen.findByRole('heading', { name: 'Resultados de Vale do Paraíso' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await vi.waitFor(() => expect(saved).toEqual(['resultados-cities-3-20260501120000.xlsx']));
    expect(requests.at(-1)?.target).toBe('GET /api/cities/3/outcomes?side=received&format=xlsx');
  });
});
