// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../lib/page-load.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { aCurrentUser } from '../testing/current-user.ts';
import { renderRoutes } from '../testing/render-page.tsx';
import { rootRoutes } from './routes/root-routes.tsx';

const EMPTY_LIST = { data: [], total: 0, total_without_filter: 0, available_ordering: [] };
const NO_NOTIFICATIONS = { data: [], totals: { total: 0, cities: 0, states: 0, companies: 0 } };
const CONFIG = {
  demo: false,
  version: '0.1.0',
  map: { route_tiles_url: null, satellite_tiles_url: null },
  contract_version: '1',
};

/** The API behind the shell; `/api/politicians/1` answers a record the page cannot draw. */
function serveApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/config')) return Response.json(CONFIG);
    if (url.includes('/api/notifications')) return Response.json(NO_NOTIFICATIONS);
    if (url.includes('/api/politicians/1')) return Response.json({ id: 1 });
    return Response.json(EMPTY_LIST);
  });
}

function signIn() {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
}

let replace: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  serveApi();
  replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {});
  reload = vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
  // The boundaries log what they caught.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

const fallbackText = 'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.';

async function findFallback() {
  const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
  expect(alert.textContent).toContain(fallbackText);
  return alert;
}

describe('the error page for a signed-in user', () => {
  beforeEach(signIn);

  it.each(['/user-profile/nao-existe', '/nao-existe/3', '/cities/5/nao-existe', '/nao-existe'])(
    '%s keeps the shell, leads home and retries the page that failed',
    async (path) => {
      const { router } = renderRoutes(rootRoutes, path);
      const alert = await findFallback();
      expect(router.state.location.pathname).toBe('/error/error-v1');

      expect(screen.getByRole('button', { name: /menu do usuário/ })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Oportuna, página inicial' }).getAttribute('href'),
      ).toBe('/');

      fireEvent.click(within(alert).getByRole('button', { name: 'Atualizar Página' }));
      expect(replace).toHaveBeenCalledWith(path);
      expect(reload).not.toHaveBeenCalled();

      fireEvent.click(within(alert).getByRole('link', { name: 'Voltar para o início' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cities'));
    },
  );

  it('keeps the query and hash of the failed address', async () => {
    renderRoutes(rootRoutes, '/nao-existe/novo?tipo=city#dados');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Atualizar Página' }, { timeout: 8000 }),
    );
    expect(replace).toHaveBeenCalledWith('/nao-existe/novo?tipo=city#dados');
  });

  it('opened directly, retries the start page rather than itself', async () => {
    renderRoutes(rootRoutes, '/error/error-v1');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Atualizar Página' }, { timeout: 8000 }),
    );
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('a page that crashes shows the fallback inside the shell; retrying reloads that page', async () => {
    const { router } = renderRoutes(rootRoutes, '/politicians/1');
    const alert = await findFallback();
    expect(router.state.location.pathname).toBe('/politicians/1');
    expect(screen.getByRole('button', { name: /menu do usuário/ })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Atualizar Página' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The menu still works, and the next page shows normally.
    fireEvent.click(within(alert).getByRole('link', { name: 'Voltar para o início' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cities'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('the error page for a visitor', () => {
  it('shows the logo and a way home, without the signed-in shell', async () => {
    const { router } = renderRoutes(rootRoutes, '/nao-existe');
    const alert = await findFallback();
    expect(router.state.location.pathname).toBe('/error/error-v1');
    expect(
      screen.getByRole('link', { name: 'Oportuna, página inicial' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('button', { name: /menu do usuário/ })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Atualizar Página' }));
    expect(replace).toHaveBeenCalledWith('/nao-existe');

    fireEvent.click(within(alert).getByRole('link', { name: 'Voltar para o início' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
