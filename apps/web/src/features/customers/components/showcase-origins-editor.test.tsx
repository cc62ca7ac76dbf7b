// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { WhitelabelPage } from '../pages/whitelabel-page.tsx';
import { aCustomer } from '../testing/a-customer.ts';

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

const type = (value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Novo site'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  });

describe('the sites allowed to embed the showcase, on /customer', () => {
  it('adds, checks, removes and saves the list, and reads it back after a reload', async () => {
    let stored: string[] = ['https://antigo.example'];
    const puts: unknown[] = [];
    serveApi([
      [
        /^GET \/api\/customers\/7$/,
        () => Response.json(aCustomer({ showcase_allowed_origins: stored })),
      ],
      [
        /^PUT \/api\/customers\/7$/,
        (request) => {
          puts.push(request.body);
          stored = (request.body as { showcase_allowed_origins: string[] })
            .showcase_allowed_origins;
          return new Response(null, { status: 204 });
        },
      ],
    ]);
    const view = renderPage(<WhitelabelPage />, '/customer');
    await screen.findByText('https://antigo.example');

    await type('https://www.prefeitura.example/pagina');
    expect(
      screen.getByText('Endereço inválido: use o formato https://site.exemplo, sem caminho.'),
    ).toBeTruthy();
    await type(' https://WWW.Prefeitura.example/ ');
    expect(screen.getByText('https://www.prefeitura.example')).toBeTruthy();
    await type('https://www.prefeitura.example');
    expect(screen.getByText('Site repetido')).toBeTruthy();
    await type('http://127.0.0.1:8081');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Remover https://antigo.example' })),
    );
    expect(puts).toEqual([]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar sites' })));
    await waitFor(() =>
      expect(puts).toEqual([
        { showcase_allowed_origins: ['https://www.prefeitura.example', 'http://127.0.0.1:8081'] },
      ]),
    );
    expect(notify.success).toHaveBeenCalledWith('Sites da vitrine salvos!');

    view.unmount();
    renderPage(<WhitelabelPage />, '/customer');
    await screen.findByText('https://www.prefeitura.example');
    expect(screen.getByText('http://127.0.0.1:8081')).toBeTruthy();
    expect(screen.queryByText('https://antigo.example')).toBeNull();
  });
});
