// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { fakeUploads } from '../../../testing/fake-uploads.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { aCustomer, aCustomersPage } from '../testing/a-customer.ts';
import { WhitelabelPage } from './whitelabel-page.tsx';

const LOGO_READY = 'Logo pronto! Clique em salvar para efetivar a alteração';

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'warning');
  vi.spyOn(notify, 'error');
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function pick(index: number, file: File) {
  const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  await act(async () => {
    fireEvent.change(inputs[index] as HTMLInputElement, { target: { files: [file] } });
  });
}
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('WhitelabelPage', () => {
  it('holds an uploaded logo as a draft, saves it with Salvar and reloads the current user', async () => {
    const uploads = fakeUploads();
    const puts: unknown[] = [];
    const branded = aCurrentUser({
      customer: {
        ...(aCurrentUser().customer as NonNullable<ReturnType<typeof aCurrentUser>['customer']>),
        logo: '/api/files/uploads/logo.png?sig=x',
        map_color: '#0B1F3A',
      },
    });
    serveApi([
      [/^GET \/api\/customers\/7$/, Response.json(aCustomer())],
      [
        /^PUT \/api\/customers\/7$/,
        (request) => {
          puts.push(request.body);
          return new Response(null, { status: 204 });
        },
      ],
      [/^GET \/api\/user$/, Response.json(branded)],
    ]);
    renderPage(<WhitelabelPage />, '/customer');
    await screen.findByText(/Personalize o logo/);

    await pick(0, png('logo.png'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(LOGO_READY));
    expect(uploads).toEqual([
      { url: '/api/files?customer=7&purpose=whitelabel', name: 'logo.png' },
    ]);
    expect(screen.getByRole('img', { name: 'Pré-visualização de Logo' })).toBeTruthy();
    // Nothing is saved before 'Salvar'.
    expect(puts).toEqual([]);

    fireEvent.change(screen.getByLabelText('Cor de fundo do mapa'), {
      target: { value: '#0B1F3A' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    await waitFor(() =>
      expect(puts).toEqual([
        { logo: 'uploads/logo.png', background_banner: null, map_color: '#0B1F3A' },
      ]),
    );
    await waitFor(() =>
      expect(sessionStore.getState().user?.customer?.logo).toBe(
        '/api/files/uploads/logo.png?sig=x',
      ),
    );
    expect(notify.success).toHaveBeenCalledWith('Cliente atualizado');
  });

  it("refuses a second file in the logo area with 'Apenas um arquivo nessa área!'", async () => {
    fakeUploads();
    serveApi([[/^GET \/api\/customers\/7$/, Response.json(aCustomer())]]);
    renderPage(<WhitelabelPage />, '/customer');
    await screen.findByText(/Personalize o logo/);
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const area = (inputs[0] as HTMLInputElement).closest('[data-dragging], .mantine-Paper-root');
    await act(async () => {
      fireEvent.drop(area as Element, {
        dataTransfer: { files: [png('a.png'), png('b.png')] },
      });
    });
    expect(notify.warning).toHaveBeenCalledWith('Apenas um arquivo nessa área!');
  });

  it("'Voltar a configuração original' clears logo, banner and map colour", async () => {
    const puts: unknown[] = [];
    serveApi([
      [
        /^GET \/api\/customers\/7$/,
        Response.json(
          aCustomer({
            logo: '/api/files/a.png?sig=1',
            logo_path: 'a.png',
            background_banner: '/api/files/b.png?sig=1',
            background_banner_path: 'b.png',
            map_color: '#112233',
          }),
        ),
      ],
      [
        /^PUT \/api\/customers\/7$/,
        (request) => {
          puts.push(request.body);
          return new Response(null, { status: 204 });
        },
      ],
      [/^GET \/api\/user$/, Response.json(aCurrentUser())],
    ]);
    renderPage(<WhitelabelPage />, '/customer');
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Logo' })).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Voltar a configuração original' })),
    );
    await waitFor(() =>
      expect(puts).toEqual([{ logo: null, background_banner: null, map_color: null }]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Pré-visualização de Logo' })).toBeNull(),
    );
  });

  it("warns 'Erro ao salvar!' when the save fails", async () => {
    serveApi([
      [/^GET \/api\/customers\/7$/, Response.json(aCustomer())],
      [/^PUT \/api\/customers\/7$/, Response.json({ message: 'x', code: 'x' }, { status: 500 })],
    ]);
    renderPage(<WhitelabelPage />, '/customer');
    await screen.findByText(/Personalize o logo/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('Erro ao salvar!'));
  });

  it('lets the superadmin, who has no customer, choose whose look to edit', async () => {
    sessionStore.dispatch({
      type: 'userLoaded',
      user: aCurrentUser({ roles: ['ROLE_SUPERADMIN'], customer: null, customer_name: null }),
    });
    const governo = aCustomer({ id: 8, name: 'Governo do Estado de São Paulo', type: 'state' });
    serveApi([
      [/^GET \/api\/customers\?/, Response.json(aCustomersPage([aCustomer(), governo]))],
      [/^GET \/api\/customers\/8$/, Response.json(governo)],
    ]);
    renderPage(<WhitelabelPage />, '/customer');
    const choice = await screen.findByRole('combobox', { name: 'Cliente' });
    fireEvent.click(choice);
    fireEvent.click(await screen.findByRole('option', { name: 'Governo do Estado de São Paulo' }));
    expect(
      await screen.findByText(
        'Personalize o logo, o fundo das páginas e a cor do mapa de Governo do Estado de São Paulo.',
      ),
    ).toBeTruthy();
  });
});
