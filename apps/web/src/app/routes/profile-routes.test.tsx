// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session/session-store.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { renderRoutes } from '../../testing/render-page.tsx';
import { profileRoutes } from './profile-routes.tsx';

beforeAll(async () => {
  await Promise.all([
    import('../../features/profile/pages/profile-layout.tsx'),
    import('../../features/profile/pages/profile-pages.tsx'),
  ]);
}, 30_000);
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}, { status: 404 }));
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({
    type: 'userLoaded',
    user: aCurrentUser({ photo: '/api/files/uploads/ana.png?sig=x' }),
  });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

const title = () => screen.findByRole('heading', { name: 'Perfil do usuário' }, { timeout: 8_000 });

describe('/user-profile', () => {
  it('redirects to the personal information, under the title Perfil do usuário', async () => {
    const { router } = renderRoutes(profileRoutes, '/user-profile');
    await title();
    // The router moves once the form's page has loaded.
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/user-profile/personal-information'),
      { timeout: 5_000 },
    );
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/');
  });

  it('shows who is signed in and the four links, without the e-mail settings', async () => {
    renderRoutes(profileRoutes, '/user-profile/email-settings');
    await title();
    const menu = screen.getByRole('navigation', { name: 'Menu do perfil' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Informações pessoais', '/user-profile/personal-information'],
      ['Informações da conta', '/user-profile/account-information'],
      ['Alterar senha', '/user-profile/change-password'],
      ['Configuração de Notificações', '/user-profile/notification-configuration'],
    ]);
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('Secretária de Desenvolvimento')).toBeTruthy();
    expect(screen.getByText('Cidade · Prefeitura de Bauru')).toBeTruthy();
    expect(screen.getByText('admin.cidade@oportuna.dev')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ana Souza' }).getAttribute('src')).toBe(
      '/api/files/uploads/ana.png?sig=x',
    );
  });

  it('leaves /user-profile/logs to the route registered for it', async () => {
    const logs = { path: '/user-profile/logs', element: <p>Minhas atividades</p> };
    renderRoutes([...profileRoutes, logs], '/user-profile/logs');
    expect(await screen.findByText('Minhas atividades')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Perfil do usuário' })).toBeNull();
  });
});
