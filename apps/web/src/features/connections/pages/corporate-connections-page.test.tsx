// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { aGraph, anInformation } from '../testing/a-graph.ts';
import { type Answer, answerApi } from '../testing/answer-api.ts';
import { CorporateConnectionsPage } from './corporate-connections-page.tsx';

// No WebGL in the DOM of the tests: sigma and the layout worker are stand-ins that keep what
// the screen gave them and let a test play a click or a hover on a node.
type Handler = (payload: { node: string }) => void;
type Reducer = (key: string) => Record<string, unknown>;
const drawn = vi.hoisted(() => ({
  last: null as null | {
    handlers: Map<string, Handler>;
    nodeReducer: Reducer;
    refreshes: number;
  },
  layouts: [] as { running: boolean; killed: boolean }[],
}));
vi.mock('sigma', () => ({
  default: class {
    handlers = new Map<string, Handler>();
    nodeReducer: Reducer;
    refreshes = 0;
    constructor(_graph: unknown, _container: unknown, options: { nodeReducer: Reducer }) {
      this.nodeReducer = options.nodeReducer;
      drawn.last = this;
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
      return this;
    }
    refresh() {
      this.refreshes += 1;
      return this;
    }
    getNodeDisplayData() {
      return { x: 0.5, y: 0.5 };
    }
    getCamera() {
      return { ratio: 1, animate() {} };
    }
    kill() {}
  },
}));
vi.mock('graphology-layout-forceatlas2/worker', () => ({
  default: class {
    state = { running: false, killed: false };
    constructor() {
      drawn.layouts.push(this.state);
    }
    start() {
      this.state.running = true;
    }
    stop() {
      this.state.running = false;
    }
    kill() {
      this.state.killed = true;
    }
  },
}));

const SUGGESTIONS = /^GET \/api\/partners\/suggestions/;
const CONNECTIONS = /^GET \/api\/partners\/connections/;
const INFORMATION = /^GET \/api\/partners\/information/;

const SUGGESTED = [
  { name: 'MARIA DA SILVA', document: '***123456**', type: 'person', companies: 3 },
  { name: 'MARIA DA SILVA', document: '***999888**', type: 'person', companies: 1 },
  { name: 'MARIA DA SILVA COMERCIO LTDA', document: '44555666', type: 'company', companies: 2 },
];

const PREFILLED = '/corporate-connections?name=MARIA+DA+SILVA&document=***123456**';

/** The address the screen is at, as the browser's bar would show it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function open(path: string, routes: [RegExp, Answer][] = []) {
  const api = answerApi([
    ...routes,
    [SUGGESTIONS, Response.json(SUGGESTED)],
    [CONNECTIONS, Response.json(aGraph())],
    [INFORMATION, Response.json(anInformation())],
  ]);
  renderPage(
    <>
      <Routes>
        <Route path="/corporate-connections" element={<CorporateConnectionsPage />} />
        <Route path="/companies/:document" element={<p>página da empresa</p>} />
      </Routes>
      <Address />
    </>,
    path,
  );
  return api;
}

const nameBox = () => screen.getByRole('combobox', { name: 'Sócio' }) as HTMLInputElement;
const searchButton = () => screen.getByRole('button', { name: 'Buscar' });
const nodeList = () => screen.findByRole('listbox', { name: /Nós do grafo/ });

async function clickNode(id: string) {
  await screen.findByTestId('connections-canvas');
  await act(async () => drawn.last?.handlers.get('clickNode')?.({ node: id }));
}

beforeEach(() => {
  drawn.last = null;
  drawn.layouts = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CorporateConnectionsPage', () => {
  it('says what to do before any search, with the search disabled and a way back', async () => {
    const api = open('/corporate-connections');
    expect(await screen.findByText('Realize uma busca para mostrar o grafo.')).toBeTruthy();
    expect(nameBox().placeholder).toBe('Digite um nome');
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    const trail = screen.getByLabelText('Navegação estrutural');
    expect(within(trail).getByRole('link', { name: 'Empresas' }).getAttribute('href')).toBe(
      '/companies',
    );
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/companies');
    expect(api.connectionCalls()).toEqual([]);
  });

  it('takes the partner from the address and searches it at once', async () => {
    const api = open(PREFILLED);
    const list = await nodeList();
    expect(nameBox().value).toBe('MARIA DA SILVA');
    expect(searchButton().hasAttribute('disabled')).toBe(false);
    expect(api.connectionCalls()).toEqual([
      { name: 'MARIA DA SILVA', document: '***123456**', with_companies: '0', depth: '2' },
    ]);
    // The list beside the graph: name, type and role of every node (its rows come just after
    // the graph starts drawing).
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'MARIA DA SILVAPessoa · Sócio buscado',
      'INDUSTRIA DE CERAMICA BAURU LTDAEmpresa · Outro',
      'JOAO PEREIRAPessoa · Sócio',
      'ANA SOUZAPessoa · Sócio indireto',
    ]);
    // The layout runs in its worker and was started.
    await screen.findByTestId('connections-canvas');
    expect(drawn.layouts.at(-1)?.running).toBe(true);
  });

  it('suggests partners from two letters on, with type and document, and searches the one chosen', async () => {
    const user = userEvent.setup();
    const api = open('/corporate-connections');
    await user.click(nameBox());
    await user.type(nameBox(), 'M');
    expect(api.requests.some((request) => SUGGESTIONS.test(request.target))).toBe(false);
    await user.type(nameBox(), 'ARIA');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(api.requests.find((request) => SUGGESTIONS.test(request.target))?.target).toBe(
      'GET /api/partners/suggestions?q=MARIA',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'MARIA DA SILVAPessoa física·***123456**·3 empresas',
      'MARIA DA SILVAPessoa física·***999888**·1 empresa',
      'MARIA DA SILVA COMERCIO LTDAPessoa jurídica·44555666·2 empresas',
    ]);
    await user.click(options[1] as HTMLElement);
    expect(searchButton().hasAttribute('disabled')).toBe(false);
    await user.click(searchButton());
    await nodeList();
    expect(api.connectionCalls()).toEqual([
      { name: 'MARIA DA SILVA', document: '***999888**', with_companies: '0', depth: '2' },
    ]);
  });

  it("says 'Nenhum item encontrado' when no partner has the name", async () => {
    const user = userEvent.setup();
    open('/corporate-connections', [[SUGGESTIONS, Response.json([])]]);
    await user.click(nameBox());
    await user.type(nameBox(), 'XY');
    expect(await screen.findByText('Nenhum item encontrado', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("re-runs the search with the companies when 'Mostrar Empresas' is switched on, and without when off", async () => {
    const api = open(PREFILLED);
    await nodeList();
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar Empresas' }));
    await waitFor(() => expect(api.connectionCalls()).toHaveLength(2));
    expect(api.connectionCalls()[1]).toMatchObject({ name: 'MARIA DA SILVA', with_companies: '1' });
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar Empresas' }));
    // The answer without companies is still cached: it comes back without a new call.
    await nodeList();
    expect(api.connectionCalls().map((call) => call.with_companies)).toEqual(['0', '1']);
  });

  it('searches as many steps away as chosen, and keeps the choice in the address', async () => {
    const api = open(PREFILLED);
    await nodeList();
    expect(screen.getByRole('radio', { name: '2 passos' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '3 passos' }));
    await waitFor(() => expect(api.connectionCalls()).toHaveLength(2));
    expect(api.connectionCalls()[1]).toEqual({
      name: 'MARIA DA SILVA',
      document: '***123456**',
      with_companies: '0',
      depth: '3',
    });
    expect(screen.getByTestId('address').textContent).toBe(
      '/corporate-connections?name=MARIA+DA+SILVA&document=***123456**&depth=3',
    );
    cleanup();

    // An address that asks for one step searches one step, and says so.
    const direct = open(`${PREFILLED}&depth=1`);
    await nodeList();
    expect(screen.getByRole('radio', { name: '1 passo' })).toHaveProperty('checked', true);
    expect(direct.connectionCalls()).toEqual([
      { name: 'MARIA DA SILVA', document: '***123456**', with_companies: '0', depth: '1' },
    ]);
  });

  it("'NOVA BUSCA' clears the name and the graph", async () => {
    open(PREFILLED);
    await nodeList();
    fireEvent.click(screen.getByRole('button', { name: 'NOVA BUSCA' }));
    expect(await screen.findByText('Realize uma busca para mostrar o grafo.')).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: /Nós do grafo/ })).toBeNull();
    expect(nameBox().value).toBe('');
    expect(searchButton().hasAttribute('disabled')).toBe(true);
  });

  it("warns 'Nenhuma conexão encontrada' when the answer has no edges", async () => {
    open(PREFILLED, [[CONNECTIONS, Response.json(aGraph({ edges: [] }))]]);
    expect(await screen.findByText('Nenhuma conexão encontrada')).toBeTruthy();
    expect(screen.queryByTestId('connections-canvas')).toBeNull();
  });

  it('says the connections call failed', async () => {
    open(PREFILLED, [
      [CONNECTIONS, Response.json({ message: 'x', code: 'bad_request' }, { status: 400 })],
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ocorreu um erro ao consultar conexões');
  });

  it('says what the server cut and how many there are', async () => {
    open(PREFILLED, [
      [
        CONNECTIONS,
        Response.json(
          aGraph({
            cut: [
              { depth: 2, reason: 'layer_limit', of: 'partners', shown: 1_000, total: 12_345 },
              { depth: 3, reason: 'time_limit', of: 'partners', shown: 0, total: 0 },
            ],
          }),
        ),
      ],
    ]);
    expect(await screen.findByText('Mostrando 1.000 de 12.345 sócios na camada 2')).toBeTruthy();
    expect(screen.getByText('Tempo limite atingido: o grafo para antes da camada 3')).toBeTruthy();
  });

  it('opens a company node in a modal with its CNPJ and a link to its page', async () => {
    open(PREFILLED);
    await clickNode('c:11222333');
    const dialog = await screen.findByRole('dialog', { name: 'INDUSTRIA DE CERAMICA BAURU LTDA' });
    expect(dialog.textContent).toContain('11.222.333/0001-81');
    expect(within(dialog).getByRole('link', { name: 'Ver empresa' }).getAttribute('href')).toBe(
      '/companies/11222333000181',
    );
    // The click chose the node in the list too.
    const list = await nodeList();
    expect((await within(list).findByRole('option', { selected: true })).textContent).toContain(
      'INDUSTRIA DE CERAMICA BAURU LTDA',
    );
  });

  it("opens a person's companies and direct partners, and searches one of them from there", async () => {
    const api = open(PREFILLED);
    await clickNode('p:joao');
    const dialog = await screen.findByRole('dialog', { name: 'JOAO PEREIRA' });
    const companies = await within(dialog).findByRole('region', { name: 'Empresas' });
    expect(companies.textContent).toContain('INDUSTRIA DE CERAMICA BAURU LTDA');
    expect(companies.textContent).toContain('11.222.333/0001-81');
    const partners = within(dialog).getByRole('region', { name: 'Sócios Diretos' });
    expect(partners.textContent).toContain('ANA SOUZA');
    expect(api.requests.find((request) => INFORMATION.test(request.target))?.target).toBe(
      'GET /api/partners/information?name=JOAO PEREIRA&document=***654321**',
    );

    fireEvent.click(within(partners).getByRole('button', { name: 'Buscar conexões de ANA SOUZA' }));
    await waitFor(() => expect(api.connectionCalls()).toHaveLength(2));
    expect(api.connectionCalls()[1]).toEqual({
      name: 'ANA SOUZA',
      document: '***111222**',
      with_companies: '0',
      depth: '2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nameBox().value).toBe('ANA SOUZA');
  });

  it('says the details call failed', async () => {
    open(PREFILLED, [
      [INFORMATION, Response.json({ message: 'x', code: 'bad_request' }, { status: 400 })],
    ]);
    await clickNode('p:ana');
    const dialog = await screen.findByRole('dialog', { name: 'ANA SOUZA' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possivel consultar os detalhes da conexão selecionada',
    );
  });

  it('moves through the node list with the keyboard, lighting the node in the graph; Enter opens it', async () => {
    open(PREFILLED);
    const list = await nodeList();
    await screen.findByTestId('connections-canvas');
    // The rows come just after the graph starts drawing.
    const options = await within(list).findAllByRole('option');
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1, -1]);

    (options[0] as HTMLElement).focus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await waitFor(() => expect(options[2]?.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(options[2]);
    // The graph lights João and his neighbours and greys the rest.
    const reducer = drawn.last?.nodeReducer;
    expect(reducer?.('p:joao')).toMatchObject({ highlighted: true });
    expect(reducer?.('p:ana')).not.toHaveProperty('color');
    expect(reducer?.('p:maria')).toMatchObject({ label: null });

    fireEvent.keyDown(list, { key: 'ArrowUp' });
    await waitFor(() => expect(options[1]?.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(
      await screen.findByRole('dialog', { name: 'INDUSTRIA DE CERAMICA BAURU LTDA' }),
    ).toBeTruthy();
  });

  it('a hovered node lights its neighbours until the pointer leaves', async () => {
    open(PREFILLED);
    await screen.findByTestId('connections-canvas');
    const sigma = drawn.last;
    expect(sigma?.nodeReducer('p:maria')).toEqual({});
    act(() => sigma?.handlers.get('enterNode')?.({ node: 'p:ana' }));
    expect(sigma?.nodeReducer('p:ana')).toMatchObject({ highlighted: true });
    expect(sigma?.nodeReducer('p:maria')).toMatchObject({ label: null });
    act(() => sigma?.handlers.get('leaveNode')?.({ node: 'p:ana' }));
    expect(sigma?.nodeReducer('p:maria')).toEqual({});
  });
});
