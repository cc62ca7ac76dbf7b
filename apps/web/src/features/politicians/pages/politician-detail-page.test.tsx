// @vitest-environment happy-dom
import type { PoliticianDetail } from '@oportuna/domain/politicians';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { PoliticianDetailPage } from './politician-detail-page.tsx';
import { PoliticiansPage } from './politicians-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mayor: PoliticianDetail = {
  id: 41,
  name: 'SUÉLLEN SILVA LEAL ROSIM',
  ballot_name: 'SUÉLLEN ROSIM',
  party: { id: 5, number: 55, abbreviation: 'PSD', description: 'Partido Social Democrático' },
  born_in: { state: { uf: 'SP' } },
  birth_date: '1988-10-12',
  situation: 'APTO',
  situation_label: 'Deferido',
  scholarity: 'SUPERIOR COMPLETO',
  political_office: { id: 7, description: 'Prefeito' },
  city: { id: 3681, name: 'Bauru' },
  state: { id: 20, uf: 'SP', name: 'São Paulo' },
  email: null,
  is_favorite: false,
  is_elected: true,
  meta: {
    electionYear: 2024,
    occupation: 'JORNALISTA',
    association: null,
    gender: 'FEMININO',
    photo: null,
  },
  elections: [
    {
      id: 41,
      year: 2024,
      political_office: { id: 7, description: 'Prefeito' },
      party: { abbreviation: 'PSD' },
      city: { id: 3681, name: 'Bauru' },
      state: { id: 20, uf: 'SP' },
      situation: 'APTO',
      situation_label: 'Deferido',
      is_elected: true,
    },
    {
      id: 9,
      year: 2016,
      political_office: { id: 9, description: 'Vereador' },
      party: { abbreviation: 'PSDB' },
      city: { id: 3681, name: 'Bauru' },
      state: { id: 20, uf: 'SP' },
      situation: 'INAPTO',
      situation_label: 'Indeferido',
      is_elected: false,
    },
  ],
};

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body, { status }));

const renderDetail = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/politicians" element={<PoliticiansPage />} />
      <Route path="/politicians/:politicianId" element={<PoliticianDetailPage />} />
      <Route path="/cities/:cityId" element={<p>Página da cidade</p>} />
    </Routes>,
    path,
  );

describe('PoliticianDetailPage', () => {
  it('shows the politician with party, office, place links, elections and the star', async () => {
    const fetch = answer(mayor);
    renderDetail('/politicians/41');

    expect(await screen.findByRole('heading', { name: mayor.name, level: 1 })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/politicians\/41$/);
    const trail = screen.getByLabelText('Navegação estrutural');
    expect(
      within(trail).getByRole('link', { name: 'Gestores Públicos' }).getAttribute('href'),
    ).toBe('/politicians');
    const profile = screen.getByRole('region', { name: 'Perfil' });
    expect(within(profile).getByText('55 · PSD · Partido Social Democrático')).toBeTruthy();
    expect(within(profile).getAllByText('Prefeito').length).toBeGreaterThan(0);
    // No photo: the initial stands in.
    expect(within(profile).getByText('S')).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'Bauru' }).getAttribute('href')).toBe(
      '/cities/3681',
    );
    expect(within(profile).getByRole('link', { name: 'São Paulo (SP)' }).getAttribute('href')).toBe(
      '/states/20',
    );
    expect(screen.getByRole('button', { name: 'Salvar em favoritos' })).toBeTruthy();

    const elections = screen.getByRole('region', { name: 'Eleições' });
    const rows = within(elections).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2024PrefeitoPSDBauru - SPDeferidoEleito',
      '2016VereadorPSDBBauru - SPIndeferidoNão eleito',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Vereador' })).toBeTruthy();
  });

  it('lists the companies possibly linked to the politician, as clues', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/possible-links')
        ? Response.json({
            data: [
              {
                politician: {
                  id: 41,
                  name: mayor.name,
                  office: 'Prefeito',
                  party: 'PSD',
                  year: 2024,
                },
                company: { cnpj: '91000001000191', name: 'ALFA TAPAJOS LTDA', uf: 'SP' },
                evidence: { name: 'SUELLEN SILVA LEAL ROSIM', uf: 'SP', cpf_digits: null },
                confidence: 'média',
                partner: { name: 'SUELLEN SILVA LEAL ROSIM', document: '***123456**' },
              },
            ],
          })
        : Response.json(mayor),
    );
    renderDetail('/politicians/41');
    const section = await screen.findByRole('region', { name: 'Possíveis vínculos' });
    const entry = await within(section).findByRole('article', { name: 'ALFA TAPAJOS LTDA' });
    expect(within(entry).getByText('Confiança média')).toBeTruthy();
    expect(
      within(entry).getByRole('link', { name: 'Ver conexões de SUELLEN SILVA LEAL ROSIM' }),
    ).toBeTruthy();
  });

  it('says so in Portuguese when the politician does not exist', async () => {
    answer({ code: 'politician_not_found', message: 'Político não encontrado.' }, 404);
    renderDetail('/politicians/999');
    expect((await screen.findByRole('alert')).textContent).toBe('Político não encontrado.');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/politicians');
  });

  it('opens from the name in the list', async () => {
    const { elections: _elections, ballot_name: _ballot, is_elected: _elected, ...item } = mayor;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/api/politicians/41')
        ? Response.json(mayor)
        : Response.json({
            data: String(input).includes('/api/politicians?') ? [item] : [],
            total: 1,
            total_without_filter: 1,
            available_ordering: [],
          }),
    );
    renderDetail('/politicians');
    fireEvent.click(await screen.findByRole('link', { name: mayor.name }));
    expect(await screen.findByRole('region', { name: 'Eleições' })).toBeTruthy();
  });
});
