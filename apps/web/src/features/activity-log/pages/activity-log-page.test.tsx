// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { clearAll } from '../../../lib/storage.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { aLogEntry, aLogPage } from '../testing/log-entries.ts';
import { serveLogApi } from '../testing/serve-log-api.ts';
import { ActivityLogPage } from './activity-log-page.tsx';

const routes = [
  { path: '/user-profile/logs', element: <ActivityLogPage /> },
  { path: '/manage-users/logs/:userId', element: <ActivityLogPage /> },
];
const OWN_LIST = /^GET \/api\/users\/3\/audits\?/;

const login = aLogEntry();
const favorite = aLogEntry({
  id: 2,
  action: 'favorite.added',
  description: 'Estado 35 adicionado aos favoritos',
  occurred_at: '2026-03-11T02:30:00.000Z',
  metadata: { entity: 'state', entity_id: '35' },
});

beforeEach(() => {
  clearAll();
  vi.spyOn(notify, 'error');
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ActivityLogPage', () => {
  it("shows the signed-in user's own entries with readable labels, dates and parameters", async () => {
    const targets = serveLogApi([[OWN_LIST, Response.json(aLogPage([favorite, login]))]]);
    renderRoutes(routes, '/user-profile/logs');
    expect(await screen.findByRole('heading', { name: 'Minhas atividades' })).toBeTruthy();
    expect(cellsOf(await rowOf('Entrada no sistema'))).toEqual([
      'Entrada no sistema',
      'Login com senha; código de verificação enviado por e-mail',
      '10/03/2026 10:05:00',
      '—',
    ]);
    // 02:30 UTC on the 11th is still the 10th in Brasília.
    expect(cellsOf(await rowOf('Favorito adicionado'))).toEqual([
      'Favorito adicionado',
      'Estado 35 adicionado aos favoritos',
      '10/03/2026 23:30:00',
      'Tipo de item: EstadoItem: 35',
    ]);
    expect(screen.queryByText('auth.login')).toBeNull();
    expect(screen.getByTestId('activity-log-owner').textContent).toBe(
      'Ana Souza (admin.cidade@oportuna.dev)',
    );
    expect(targets).toEqual(['GET /api/users/3/audits?page=1&limit=25']);
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/user-profile');
  });

  it("names whose log an administrator reads, from the route's user", async () => {
    const targets = serveLogApi([
      [
        /^GET \/api\/users\/42\/audits\?/,
        Response.json(aLogPage([login], { user: { id: 42, name: 'João Lima', email: 'j@x.dev' } })),
      ],
    ]);
    renderRoutes(routes, '/manage-users/logs/42');
    expect(await screen.findByRole('heading', { name: 'Atividades de João Lima' })).toBeTruthy();
    expect(targets[0]).toBe('GET /api/users/42/audits?page=1&limit=25');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/manage-users');
  });

  it("pages with 'Itens por página' 25, 50 or 100 and the page buttons", async () => {
    const many = Array.from({ length: 25 }, (_, i) => aLogEntry({ id: i + 1 }));
    const targets = serveLogApi([[OWN_LIST, Response.json(aLogPage(many, { total: 120 }))]]);
    renderRoutes(routes, '/user-profile/logs');
    await screen.findByText('Página 1 de 5');
    const size = screen.getByLabelText('Itens por página') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['25', '50', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(targets).toContain('GET /api/users/3/audits?page=2&limit=25'));
    fireEvent.change(size, { target: { value: '50' } });
    await waitFor(() => expect(targets.at(-1)).toBe('GET /api/users/3/audits?page=1&limit=50'));
  });

  it('narrows the list and the export to the period', async () => {
    const targets = serveLogApi([
      [OWN_LIST, Response.json(aLogPage([login]))],
      [/audits-pdf/, new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } })],
    ]);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(routes, '/user-profile/logs');
    await rowOf('Entrada no sistema');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(targets.at(-1)).toBe(
        'GET /api/users/3/audits?page=1&limit=25&from=2026-03-01&to=2026-03-31',
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'EXPORTAR' })));
    await waitFor(() =>
      expect(targets.at(-1)).toBe('GET /api/users/3/audits-pdf?from=2026-03-01&to=2026-03-31'),
    );
  });

  it('refuses a period that ends before it starts', async () => {
    const targets = serveLogApi([[OWN_LIST, Response.json(aLogPage([login]))]]);
    renderRoutes(routes, '/user-profile/logs');
    await rowOf('Entrada no sistema');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-03-01' } });
    expect(
      screen.getByText('A data final deve ser igual ou posterior à data inicial'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(targets).toEqual(['GET /api/users/3/audits?page=1&limit=25']);
  });

  it('downloads the PDF under the name the server gave it', async () => {
    serveLogApi([
      [OWN_LIST, Response.json(aLogPage([login]))],
      [
        /^GET \/api\/users\/3\/audits-pdf$/,
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="atividades-ana-souza-2026-03-10.pdf"',
          },
        }),
      ],
    ]);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderRoutes(routes, '/user-profile/logs');
    await rowOf('Entrada no sistema');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'EXPORTAR' })));
    await waitFor(() => expect(saved).toEqual(['atividades-ana-souza-2026-03-10.pdf']));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says 'Ocorreu um erro ao exportar logs' when the export fails", async () => {
    serveLogApi([
      [OWN_LIST, Response.json(aLogPage([login]))],
      [/audits-pdf/, Response.json({ message: 'falhou' }, { status: 500 })],
    ]);
    renderRoutes(routes, '/user-profile/logs');
    await rowOf('Entrada no sistema');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'EXPORTAR' })));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Ocorreu um erro ao exportar logs'),
    );
  });

  it("says 'Ocorreu um erro ao buscar logs!' and empties the list when loading fails", async () => {
    serveLogApi([[OWN_LIST, Response.json({ message: 'falhou' }, { status: 500 })]]);
    renderRoutes(routes, '/user-profile/logs');
    // One retry for a server failure, then the message.
    await waitFor(
      () =>
        expect(notify.error).toHaveBeenCalledWith(
          'Ocorreu um erro ao buscar logs!',
          expect.anything(),
        ),
      { timeout: 5000 },
    );
    expect(await screen.findByText('Nenhuma atividade no período')).toBeTruthy();
  });

  it('shows skeleton rows while loading, then the empty text', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderRoutes(routes, '/user-profile/logs');
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    await act(async () => answer(Response.json(aLogPage([]))));
    expect(await screen.findByText('Nenhuma atividade no período')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });
});
