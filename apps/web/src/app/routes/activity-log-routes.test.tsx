// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
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
const requested: string[] = [];

function signInAs(roles: ReturnType<typeof aCurrentUser>['roles']) {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser({ roles }) });
}

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    requested.push(new URL(url, 'http://localhost').pathname);
    if (url.includes('/api/config')) return Response.json(CONFIG);
    if (url.includes('/api/notifications')) {
      return Response.json({ data: [], totals: { total: 0, cities: 0, states: 0, companies: 0 } });
    }
    if (/\/api\/users\/\d+\/audits/.test(url)) {
      return Response.json({
        data: [],
        total: 0,
        user: { id: 9, name: 'João Lima', email: 'j@x' },
      });
    }
    return Response.json([]);
  });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

describe('activity log routes', () => {
  it("/user-profile/logs is every signed-in user's own log, in the shell", async () => {
    signInAs(['ROLE_USER']);
    renderRoutes(rootRoutes, '/user-profile/logs');
    expect(
      await screen.findByRole('heading', { name: 'Minhas atividades' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(requested).toContain('/api/users/3/audits');
  });

  it("/manage-users/logs/:userId shows that user's log to an administrator", async () => {
    signInAs(['ROLE_ADMIN']);
    renderRoutes(rootRoutes, '/manage-users/logs/9');
    expect(
      await screen.findByRole('heading', { name: 'Atividades de João Lima' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(requested).toContain('/api/users/9/audits');
  });

  it('/manage-users/logs/:userId is not for a user without the admin role', async () => {
    signInAs(['ROLE_USER']);
    const { router } = renderRoutes(rootRoutes, '/manage-users/logs/9');
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/manage-users/), {
      timeout: 8000,
    });
    expect(requested).not.toContain('/api/users/9/audits');
  });
});
