// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState, saveListState } from '../../../components/list-page/list-state.ts';
import type { MapViewProps } from '../../../components/map/map-types.ts';
import { notify } from '../../../lib/notify.ts';
import { clearAll } from '../../../lib/storage.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { COMPANY_LIST_DEFAULTS, EMPTY_COMPANY_FILTERS } from '../lib/company-filters.ts';
import { aCompaniesList, aCompanyListItem } from '../testing/a-company.ts';
import { answerApi } from '../testing/answer-api.ts';
import { CompaniesPage } from './companies-page.tsx';

// The map itself needs WebGL; what it is given is what these tests look at.
const mapProps = vi.hoisted(() => ({ last: null as MapViewProps | null }));
vi.mock('../../../components/map/map-panel.tsx', () => ({
  MapPanel: (props: MapViewProps) => {
    mapProps.last = props;
    return <div data-testid="map-stub" />;
  },
}));

const LIST = /^GET \/api\/companies(\?|$)/;
const MAP = /^GET \/api\/companies\/map/;

beforeEach(() => {
  clearAll();
  mapProps.last = null;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ceramica = aCompanyListItem();
const padaria = aCompanyListItem({
  id: '33444555000172',
  cnpj: '33444555000172',
  name: 'PADARIA PAO QUENTE LTDA',
  business_name: null,
  share_capital: 50_000,
  open_at: '2015-11-20',
  main_activity: { code: '1091102', text: 'Fabricação de produtos de padaria' },
  city: { id: 3550308, name: 'São Paulo', code: 3550308 },
  state: 'SP',
  type: 'FILIAL',
  is_favorite: true,
});

describe('CompaniesPage list', () => {
  it('shows every column of each company, the capital in reais and the date dd/MM/yyyy', async () => {
    answerApi([
      [MAP, Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] })],
      [LIST, Response.json(aCompaniesList([ceramica, padaria]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    const row = (await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA')).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'INDUSTRIA DE CERAMICA BAURU LTDAMatriz',
      'Cerâmica Bauru',
      '2342702 - Fabricação de azulejos e pisos',
      '05/03/1998',
      'R$\u00a01.500.000,00',
      'Bauru',
      'SP',
    ]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Razão social',
      'Nome fantasia',
      'CNAE primário',
      'Fundação',
      'Capital social',
      'Município',
      'UF',
      'Ações',
    ]);
    expect(screen.getByText('PADARIA PAO QUENTE LTDA')).toBeTruthy();
    expect(screen.getByText('Total de empresas na base: 5.000')).toBeTruthy();
    // The star of each row, in the actions column.
    expect(screen.getAllByRole('button', { name: 'Salvar em favoritos' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Remover dos favoritos' })).toHaveLength(1);
  });

  it('tells a head office (Matriz) from a branch (Filial) beside each name', async () => {
    answerApi([
      [MAP, Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] })],
      [LIST, Response.json(aCompaniesList([ceramica, padaria]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    const rowOf = async (name: string) =>
      (await screen.findByText(name)).closest('tr') as HTMLElement;
    const head = within(await rowOf('INDUSTRIA DE CERAMICA BAURU LTDA'));
    expect(head.getByText('Matriz')).toBeTruthy();
    expect(head.queryByText('Filial')).toBeNull();
    const branch = within(await rowOf('PADARIA PAO QUENTE LTDA'));
    expect(branch.getByText('Filial')).toBeTruthy();
    expect(branch.queryByText('Matriz')).toBeNull();
  });

  it('links the name to the company and offers the sub-header buttons', async () => {
    answerApi([[LIST, Response.json(aCompaniesList([ceramica]))]]);
    renderPage(<CompaniesPage />, '/companies');
    const link = await screen.findByRole('link', { name: 'INDUSTRIA DE CERAMICA BAURU LTDA' });
    expect(link.getAttribute('href')).toBe('/companies/11222333000181');
    expect(screen.getByRole('link', { name: 'Conexões Societárias' }).getAttribute('href')).toBe(
      '/corporate-connections',
    );
    expect(screen.getByRole('link', { name: 'Cadastrar empresa' }).getAttribute('href')).toBe(
      '/companies/new',
    );
  });

  it('says so when nothing matches', async () => {
    answerApi([[LIST, Response.json(aCompaniesList([]))]]);
    renderPage(<CompaniesPage />, '/companies');
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeTruthy();
  });

  it('shows 10 skeleton rows while the first page loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderPage(<CompaniesPage />, '/companies');
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
  });

  it('tells the user when the list fails, and shows no company', async () => {
    const error = vi.spyOn(notify, 'error');
    answerApi([[LIST, Response.json({ message: 'Falha', code: 'internal' }, { status: 500 })]]);
    renderPage(<CompaniesPage />, '/companies');
    // A 5xx is retried once before it counts as a failure.
    await waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          'Ocorreu um erro ao consultar as empresas',
          expect.any(String),
        ),
      { timeout: 4000 },
    );
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeTruthy();
  });

  it('counts the base exactly, and the pages of an estimated total in words', async () => {
    answerApi([
      [
        LIST,
        Response.json(
          aCompaniesList([ceramica], {
            total: 61_482_113,
            total_without_filter: 61_482_113,
            total_is_estimate: true,
          }),
        ),
      ],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    expect(await screen.findByText('Total de empresas na base: 61.482.113')).toBeTruthy();
    // The pager does not count the pages of an estimate exactly.
    expect(screen.getByText('Página 1 de cerca de 2,5 milhões')).toBeTruthy();
    expect(screen.queryByText(/Página 1 de 2\.459/)).toBeNull();
  });
});

describe('CompaniesPage data origin', () => {
  const receita = (release_date: string | null) => ({
    data: [{ key: 'receita', name: 'Receita', release_date, loaded_at: null, rows: 10 }],
  });
  const DATA_SOURCES = /^GET \/api\/data-sources/;

  it('dates the Receita data under the totals', async () => {
    answerApi([
      [DATA_SOURCES, Response.json(receita('2026-10-01'))],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    const line = await screen.findByText('Dados da Receita Federal de outubro/2026');
    expect(line.parentElement?.textContent).toBe(
      'Total de empresas na base: 5.000Dados da Receita Federal de outubro/2026',
    );
  });

  it.each([
    ['the server lacks the source', { data: [] }],
    ['the source was never loaded', receita(null)],
  ])('says nothing of it when %s', async (_case, sources) => {
    const api = answerApi([
      [DATA_SOURCES, Response.json(sources)],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    const heading = await screen.findByText('Total de empresas na base: 5.000');
    await waitFor(() => expect(api.targets()).toContain('GET /api/data-sources'));
    // Let the answer reach the page before looking for what it would show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(heading.parentElement?.textContent).toBe('Total de empresas na base: 5.000');
    expect(screen.queryByText(/Receita Federal/)).toBeNull();
  });
});

describe('CompaniesPage cards', () => {
  it('shows 9 skeleton cards while loading, then a card per company with its menu', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      String(input).includes('/companies/map')
        ? Promise.resolve(
            Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] }),
          )
        : new Promise<Response>((resolve) => {
            answer = resolve;
          }),
    );
    const state = initialListState(COMPANY_LIST_DEFAULTS);
    saveListState('companies', state);
    renderPage(<CompaniesPage />, '/companies');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Visualizar em cartões' }));
    });
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(9);
    await act(async () => {
      answer(Response.json(aCompaniesList([ceramica])));
    });
    expect(await screen.findByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerâmica Bauru' }).getAttribute('href')).toBe(
      '/companies/11222333000181',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ações de Cerâmica Bauru' }));
    });
    expect(await screen.findByRole('menuitem', { name: 'Ver detalhes' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Salvar em favoritos' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Editar' }).getAttribute('href')).toBe(
      '/companies/11222333000181/edit',
    );
  });
});

describe('CompaniesPage sorting', () => {
  it('starts by capital descending, then a header sorts ascending and toggles to descending', async () => {
    const api = answerApi([[LIST, () => Response.json(aCompaniesList([ceramica]))]]);
    renderPage(<CompaniesPage />, '/companies');
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    const lists = () => api.targets().filter((target) => LIST.test(target));
    expect(lists()[0]).toContain('sort[capital_social]=desc');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Razão social/ }));
    });
    await waitFor(() => expect(lists().at(-1)).toContain('sort[razao_social]=asc'));
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Razão social/ }));
    });
    await waitFor(() => expect(lists().at(-1)).toContain('sort[razao_social]=desc'));
  });
});

describe('CompaniesPage filters', () => {
  it('sends the applied filters to the list and to the map alike', async () => {
    const state = initialListState(COMPANY_LIST_DEFAULTS);
    saveListState('companies', {
      ...state,
      onlyFavorites: true,
      filters: {
        ...EMPTY_COMPANY_FILTERS,
        name: 'cerâmica',
        states: [{ value: '35', label: 'SP' }],
        activities: [{ value: '2342702', label: '2342702 - Azulejos' }],
        statuses: ['ATIVA'],
        simples: 'no',
      },
    });
    const api = answerApi([
      [MAP, Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] })],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    await waitFor(() => expect(api.targets().some((target) => MAP.test(target))).toBe(true));
    const list = api.targets().find((target) => LIST.test(target));
    const map = api.targets().find((target) => MAP.test(target));
    const filters =
      'only_favorites=1&name=cerâmica&ufs=35&activities=2342702&status=ATIVA&simples=0';
    expect(list).toBe(`GET /api/companies?page=1&limit=25&${filters}&sort[capital_social]=desc`);
    expect(map).toBe(`GET /api/companies/map?${filters}`);
  });
  it('applies what the panel holds, and only on Aplicar Filtros, from page 1', async () => {
    const api = answerApi([[LIST, () => Response.json(aCompaniesList([ceramica]))]]);
    renderPage(<CompaniesPage />, '/companies');
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    });
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    const name = await within(panel).findByRole('textbox', {
      name: 'Razão social ou nome fantasia',
    });
    fireEvent.change(name, { target: { value: 'padaria' } });
    const simples = within(panel).getByRole('radiogroup', {
      name: 'Optante pelo Simples Nacional',
    });
    fireEvent.click(within(simples).getByRole('radio', { name: 'Sim' }));
    const mei = within(panel).getByRole('radiogroup', {
      name: 'Microempreendedor individual (MEI)',
    });
    fireEvent.click(within(mei).getByRole('radio', { name: 'Não' }));
    fireEvent.change(within(panel).getByLabelText('Fundada a partir de'), {
      target: { value: '2010-01-01' },
    });
    // Nothing reaches the list before the panel is applied.
    expect(api.targets().some((target) => target.includes('name='))).toBe(false);
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar Filtros' }));
    });
    await waitFor(() =>
      expect(
        api
          .targets()
          .filter((target) => LIST.test(target))
          .at(-1),
      ).toBe(
        'GET /api/companies?page=1&limit=25&name=padaria&foundation_start=2010-01-01&simples=1&mei=0&sort[capital_social]=desc',
      ),
    );
  });

  it('Somente matrizes asks the list and the map for head offices only, and is remembered', async () => {
    const api = answerApi([
      [MAP, () => Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] })],
      [LIST, () => Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    });
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    const heads = await within(panel).findByRole('switch', { name: 'Somente matrizes' });
    expect((heads as HTMLInputElement).checked).toBe(false);
    fireEvent.click(heads);
    expect(api.targets().some((target) => target.includes('only_head_offices'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Aplicar Filtros' }));
    });
    const last = (pattern: RegExp) =>
      api
        .targets()
        .filter((target) => pattern.test(target))
        .at(-1);
    await waitFor(() =>
      expect(last(LIST)).toBe(
        'GET /api/companies?page=1&limit=25&only_head_offices=1&sort[capital_social]=desc',
      ),
    );
    await waitFor(() => expect(last(MAP)).toBe('GET /api/companies/map?only_head_offices=1'));

    // Back on the list later: still head offices only, and the switch says so.
    cleanup();
    const again = answerApi([
      [MAP, () => Response.json({ mode: 'cities', total: 0, total_is_estimate: false, data: [] })],
      [LIST, () => Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await screen.findByText('INDUSTRIA DE CERAMICA BAURU LTDA');
    expect(again.targets().find((target) => LIST.test(target))).toBe(
      'GET /api/companies?page=1&limit=25&only_head_offices=1&sort[capital_social]=desc',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    });
    const reopened = await screen.findByRole('dialog', { name: 'Filtros' });
    const kept = await within(reopened).findByRole('switch', { name: 'Somente matrizes' });
    expect((kept as HTMLInputElement).checked).toBe(true);
  });
});

describe('CompaniesPage map', () => {
  it('opens with the map, drawing one bubble per municipality in mode cities', async () => {
    answerApi([
      [
        MAP,
        Response.json({
          mode: 'cities',
          total: 1830,
          total_is_estimate: false,
          data: [
            {
              city_id: 3506003,
              city_code: 3506003,
              name: 'Bauru',
              uf: 'SP',
              latitude: -22.3,
              longitude: -49.1,
              total: 1830,
            },
          ],
        }),
      ],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await waitFor(() => expect(mapProps.last?.bubbles).toHaveLength(1));
    expect(mapProps.last?.bubbles?.[0]).toMatchObject({
      name: 'Bauru - SP',
      count: 1830,
      label: '1.830 empresas',
    });
    expect(mapProps.last?.points).toEqual([]);
    expect(screen.getByTestId('companies-map-mode').textContent).toMatch(/por município/);
  });

  it('says so when the counts per municipality are estimated from a sample', async () => {
    answerApi([
      [
        MAP,
        Response.json({
          mode: 'cities',
          total: 120_400,
          total_is_estimate: true,
          data: [
            {
              city_id: 3550308,
              city_code: 3550308,
              name: 'São Paulo',
              uf: 'SP',
              latitude: -23.5,
              longitude: -46.6,
              total: 120_400,
            },
          ],
        }),
      ],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await waitFor(() => expect(mapProps.last?.bubbles).toHaveLength(1));
    expect(mapProps.last?.bubbles?.[0]?.label).toBe('cerca de 120.400 empresas');
    expect(screen.getByTestId('companies-map-mode').textContent).toBe(
      'Empresas por município, estimadas por amostra do cadastro: filtre mais ou desenhe uma área para ver os números exatos.',
    );
  });

  it('draws the companies themselves, clustered, in mode points; a click opens one', async () => {
    answerApi([
      [
        MAP,
        Response.json({
          mode: 'points',
          total: 1,
          total_is_estimate: false,
          data: [
            {
              cnpj: '11222333000181',
              name: 'INDUSTRIA DE CERAMICA BAURU LTDA',
              business_name: 'Cerâmica Bauru',
              latitude: -22.3,
              longitude: -49.1,
            },
          ],
        }),
      ],
      [LIST, Response.json(aCompaniesList([ceramica]))],
    ]);
    renderPage(<CompaniesPage />, '/companies');
    await waitFor(() => expect(mapProps.last?.points).toHaveLength(1));
    expect(mapProps.last?.bubbles).toEqual([]);
    expect(mapProps.last?.clusterPoints).toBe(true);
    expect(mapProps.last?.points[0]).toMatchObject({
      type: 'company',
      name: 'Cerâmica Bauru',
      code: '11222333000181',
    });
    expect(screen.getByTestId('companies-map-mode').textContent).toBe('1 empresa no mapa.');
  });
});
