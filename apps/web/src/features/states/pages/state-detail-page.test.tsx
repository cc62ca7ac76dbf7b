// @vitest-environment happy-dom
import type { StateItem } from '@oportuna/domain/states';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { placeRanking } from '../../../testing/place-ranking.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { StateDetailPage } from './state-detail-page.tsx';

afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

const acre: StateItem = {
  id: 1,
  name: 'Acre',
  uf: 'AC',
  code: 12,
  region: 'Norte',
  governor: null,
  proposals: { public: 0, private: 0 },
  vocations: [],
  benefits: [],
  description: null,
  has_permission_to_edit: false,
  is_favorite: false,
  featured_image: null,
  coordinates: [-70.5, -9.1],
  latitude: -9.1,
  longitude: -70.5,
  wiki_description: null,
  wiki_image: null,
  population: 880_631,
  companies: { total: 0 },
  ranking: { proposals: { total: { open: 0 } }, politicians: { total: 0 } },
  demographic_data: [],
};

const none = { total: 0, open: 0, completed: 0 };
const noOpportunities = placeRanking(
  { public: none, private: none },
  { public: [null, null], private: [null, null], overall: null, of: 27 },
);

const profile: LocalityProfile = {
  id: 7,
  description: 'Governo do Acre',
  logo: null,
  logo_url: null,
  economic_freedom_law_at: null,
  industrial_area: null,
  industrial_area_hectares: null,
  vocations: [],
  benefits: [],
  contacts: [
    {
      id: 1,
      name: 'Secretaria de Planejamento',
      responsibility: null,
      phone: null,
      mobile_phone: null,
      mobile_phone_2: null,
      email: 'seplan@ac.gov.br',
      linkedin: null,
    },
  ],
  city_hall: {
    zip: '69900000',
    street: 'Avenida Brasil',
    number: '307',
    neighborhood: 'Centro',
    city_id: 1,
    city: { id: 1, name: 'Rio Branco', state: { uf: 'AC' } },
  },
  has_permission_to_edit: false,
  images: [],
  multimedia: [],
  customer: null,
  responsible: null,
};

/** Answers the page's calls: the state, its ranking, its profile (or null), empty lists. */
function answer(location: LocalityProfile | null) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://test');
    if (url.pathname === '/api/states/1') return Response.json(acre);
    if (url.pathname === '/api/states/1/ranking') return Response.json(noOpportunities);
    if (url.pathname === '/api/locations/12') return Response.json(location);
    return Response.json({ data: [], total: 0, total_without_filter: 0, available_ordering: [] });
  });
}

const renderAcre = () =>
  renderPage(
    <Routes>
      <Route path="/states/:stateId" element={<StateDetailPage />} />
    </Routes>,
    '/states/1',
  );

describe('StateDetailPage', () => {
  it("speaks of the state government's address, not a city hall", async () => {
    answer(profile);
    renderAcre();
    const contacts = await screen.findByRole('region', { name: 'Contatos do estado' });
    expect(await within(contacts).findByText('Endereço do Governo do Estado')).toBeTruthy();
    expect(contacts.textContent).not.toMatch(/prefeitura/i);
  });

  it('gives a state without opportunities no position, and an unfilled profile its text', async () => {
    answer(null);
    renderAcre();
    const summary = await screen.findByRole('region', { name: 'Resumo do estado' });
    expect(await within(summary).findByText('Sem oportunidades')).toBeTruthy();
    const ranking = screen.getByRole('region', { name: 'Ranking de atratividade' });
    const table = within(ranking).getByRole('table');
    expect(within(table).getAllByText('Sem oportunidades')).toHaveLength(2);
    expect(ranking.textContent).not.toMatch(/\dº/);
    const contacts = screen.getByRole('region', { name: 'Contatos do estado' });
    expect(await within(contacts).findByText('Informação não preenchida pelo Estado')).toBeTruthy();
  });

  it('leads the state government’s users to Resultados; not a city hall’s', async () => {
    const hall = aCurrentUser().customer;
    if (!hall) throw new Error('the default user has a customer');
    const government = aCurrentUser({
      customer: { ...hall, type: 'state', city_id: null, state_id: 1 },
    });
    sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
    sessionStore.dispatch({ type: 'userLoaded', user: government });
    answer(profile);
    renderAcre();
    const link = await screen.findByRole('link', { name: 'Resultados' });
    expect(link.getAttribute('href')).toBe('/states/1/outcomes');
    cleanup();
    sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
    renderAcre();
    await screen.findByRole('region', { name: 'Contatos do estado' });
    expect(screen.queryByRole('link', { name: 'Resultados' })).toBeNull();
  });
});
