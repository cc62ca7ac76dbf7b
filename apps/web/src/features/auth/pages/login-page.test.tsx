import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { renderToHtml, visibleText } from '../../../testing/render-to-html.tsx';
import { LoginPage } from './login-page.tsx';

const render = () =>
  visibleText(
    renderToHtml(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
      createQueryClient(),
    ),
  );

afterEach(() => {
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
});

describe('LoginPage', () => {
  it('asks for e-mail and password and links to the forgotten-password screen', () => {
    const text = render();
    expect(text).toContain('E-mail');
    expect(text).toContain('Senha');
    expect(text).toContain('Esqueceu a senha?');
    expect(text).not.toContain('Sessão expirada');
  });

  it('says the session expired after a 401 logged the user out', () => {
    sessionStore.dispatch({ type: 'loggedOut', expired: true });
    expect(render()).toContain('Sessão expirada, por favor realize o login novamente');
  });
});
