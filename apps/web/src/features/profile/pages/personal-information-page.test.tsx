// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileRoutes } from '../../../app/routes/profile-routes.tsx';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { fakeUploads } from '../../../testing/fake-uploads.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { aProfile } from '../testing/a-profile.ts';
import { fakeProfileApi } from '../testing/fake-profile-api.ts';

const PATH = '/user-profile/personal-information';
/** The route's page loads lazily: the first visit may take longer than a find's default wait. */
const shown = (value: string) => screen.findByDisplayValue(value, undefined, { timeout: 5_000 });

// The routes load their pages lazily; loading them once here keeps the first test in its time.
beforeAll(async () => {
  await Promise.all([import('./profile-layout.tsx'), import('./profile-pages.tsx')]);
}, 30_000);

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

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
/** Masked inputs take keystrokes, as a person types them. */
async function typeDigits(label: string, digits: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label, { exact: false });
  await user.clear(input);
  if (digits) await user.type(input, digits);
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
const field = (label: string) =>
  (screen.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

describe('Informações pessoais', () => {
  it('saves every field, and a reload shows what was saved (round trip)', async () => {
    fakeUploads();
    const api = fakeProfileApi();
    renderRoutes(profileRoutes, PATH);
    await shown('Ana Souza');

    type('Nome completo', 'Maria da Silva');
    await typeDigits('Celular', '11987654321');
    await typeDigits('Telefone', '1133334444');
    type('E-mail', 'maria@oportuna.dev');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await act(async () => {
      fireEvent.change(input as HTMLInputElement, { target: { files: [png('eu.png')] } });
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Arquivo enviado!'));
    await save();

    await waitFor(() =>
      expect(api.puts).toEqual([
        {
          path: '/api/profile/personal-information',
          body: {
            name: 'Maria da Silva',
            email: 'maria@oportuna.dev',
            photo: 'uploads/eu.png',
            property: { phone: '1133334444', mobile_phone: '11987654321' },
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Informações pessoais atualizadas!'),
    );
    // The shell's current user was read again.
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Maria da Silva'));

    cleanup();
    renderRoutes(profileRoutes, PATH);
    await shown('Maria da Silva');
    expect(field('E-mail')).toBe('maria@oportuna.dev');
    expect(field('Celular')).toBe('(11) 98765 4321');
    expect(field('Telefone')).toBe('(11) 3333 4444');
    expect(screen.getAllByRole('img', { name: 'Maria da Silva' }).length).toBeGreaterThan(0);
  }, 20_000);

  it('removes the photo', async () => {
    const api = fakeProfileApi(
      aProfile({ photo: '/api/files/uploads/a.png?sig=x', photo_path: 'uploads/a.png' }),
    );
    renderRoutes(profileRoutes, PATH);
    await shown('Ana Souza');
    fireEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    await save();
    await waitFor(() => expect(api.puts[0]?.body).toMatchObject({ photo: null }));
    expect(await screen.findByText('Nenhuma foto')).toBeTruthy();
  });

  it("shows the spec's messages for missing and wrong fields", async () => {
    const api = fakeProfileApi();
    renderRoutes(profileRoutes, PATH);
    await shown('Ana Souza');
    type('Nome completo', '');
    await typeDigits('Celular', '');
    type('E-mail', '');
    await save();
    expect(screen.getByText('Nome completo é obrigatório')).toBeTruthy();
    expect(screen.getByText('Celular é obrigatório')).toBeTruthy();
    expect(screen.getByText('E-mail é obrigatório')).toBeTruthy();
    type('E-mail', 'ana@');
    await save();
    expect(screen.getByText('Fomato inválido')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it("refuses a second file in the photo area with 'Apenas um arquivo nessa área!'", async () => {
    fakeUploads();
    fakeProfileApi();
    renderRoutes(profileRoutes, PATH);
    await shown('Ana Souza');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const area = (input as HTMLInputElement).closest('[data-dragging], .mantine-Paper-root');
    await act(async () => {
      fireEvent.drop(area as Element, { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    });
    expect(notify.warning).toHaveBeenCalledWith('Apenas um arquivo nessa área!');
  });

  it('shows the error snackbar and the server message beside the e-mail when it is taken', async () => {
    const api = fakeProfileApi();
    const taken = 'Este e-mail já está em uso por outro usuário.';
    api.failNext({
      status: 409,
      body: { code: 'email_taken', message: taken, fields: { email: taken } },
    });
    renderRoutes(profileRoutes, PATH);
    await shown('Ana Souza');
    await save();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ops, ocorreu um erro ao atualizar seu perfil, tente novamente!',
      ),
    );
    expect(screen.getByText(taken)).toBeTruthy();
  });
});
