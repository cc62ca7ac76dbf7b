// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { rootRoutes } from './root-routes.tsx';

const CONFIG = {
  demo: false,
  version: '0.1.0',
  map: { route_tiles_url: null, satellite_tiles_url: null },
  contract_version: '1',
};

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/config')) return Response.json(CONFIG);
    if (url.includes('/api/notifications')) {
      return Response.json({ data: [], totals: { total: 0, cities: 0, states: 0, companies: 0 } });
    }
    return Response.json([]);
  });
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

describe('/corporate-connections', () => {
  it('is a screen of the shell, with its heading and the way back to the companies', async () => {
    const { router } = renderRoutes(rootRoutes, '/corporate-connections');
    expect(
      await screen.findByRole('heading', { name: 'Conexões Societárias' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate-connections');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/companies');
  });
});
