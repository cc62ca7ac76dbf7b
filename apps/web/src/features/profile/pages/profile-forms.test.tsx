// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileRoutes } from '../../../app/routes/profile-routes.tsx';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { aProfile } from '../testing/a-profile.ts';
import { fakeProfileApi } from '../testing/fake-profile-api.ts';

// The routes load their pages lazily; loading them once here keeps the first test in its time.
beforeAll(async () => {
  await Promise.all([import('./profile-layout.tsx'), import('./profile-pages.tsx')]);
}, 30_000);

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

/** The route's page loads lazily: the first visit may take longer than a find's default wait. */
const open = async (path: string, ready: string) => {
  renderRoutes(profileRoutes, path);
  await screen.findByRole('heading', { name: ready }, { timeout: 5_000 });
};
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
/** A field by the start of its label (a required one ends with an asterisk). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const value = (label: string) => input(label).value;
const type = (label: string, text: string) =>
  fireEvent.change(input(label), { target: { value: text } });

describe('Informações da conta', () => {
  const PATH = '/user-profile/account-information';

  it('saves the username, and a reload shows it (round trip); e-mail and customer are disabled', async () => {
    const api = fakeProfileApi();
    await open(PATH, 'Informações da conta');
    await screen.findByDisplayValue('ana');
    expect(input('E-mail').disabled).toBe(true);
    expect(value('Cliente')).toBe('Prefeitura de Bauru');
    expect(input('Cliente').disabled).toBe(true);
    type('Nome de usuário', 'ana.souza');
    await save();
    await waitFor(() =>
      expect(api.puts).toEqual([
        { path: '/api/profile/account-information', body: { username: 'ana.souza' } },
      ]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Atualizado!'));
    cleanup();
    await open(PATH, 'Informações da conta');
    expect(await screen.findByDisplayValue('ana.souza')).toBeTruthy();
  }, 20_000);

  it("answers a blank username with 'Nome de usuário é obrigatório'", async () => {
    const api = fakeProfileApi();
    await open(PATH, 'Informações da conta');
    await screen.findByDisplayValue('ana');
    type('Nome de usuário', ' ');
    await save();
    expect(screen.getByText('Nome de usuário é obrigatório')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });
});

describe('Alterar senha', () => {
  const PATH = '/user-profile/change-password';

  it("shows 'Nova senha é obrigatório!' and 'Necessário validar senha!'", async () => {
    const api = fakeProfileApi();
    await open(PATH, 'Alterar senha');
    type('Senha atual', 'Senha@Teste1');
    await save();
    expect(screen.getByText('Nova senha é obrigatório!')).toBeTruthy();
    expect(screen.getByText('Necessário validar senha!')).toBeTruthy();
    expect(api.puts).toEqual([]);
  });

  it("shows 'Senhas não conferem' when the confirmation differs", async () => {
    fakeProfileApi();
    await open(PATH, 'Alterar senha');
    type('Senha atual', 'Senha@Teste1');
    type('Nova senha', 'Jacaranda#Azul42');
    type('Confirmar nova senha', 'Jacaranda#Azul43');
    await save();
    expect(screen.getByText('Senhas não conferem')).toBeTruthy();
  });

  it("sends the current password first, then 'Senha atualizada!' and the fields are cleared", async () => {
    const api = fakeProfileApi();
    await open(PATH, 'Alterar senha');
    type('Senha atual', 'Senha@Teste1');
    type('Nova senha', 'Jacaranda#Azul42');
    type('Confirmar nova senha', 'Jacaranda#Azul42');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Senha atualizada!'));
    expect(api.puts).toEqual([
      {
        path: '/api/profile/password',
        body: {
          current_password: 'Senha@Teste1',
          password: 'Jacaranda#Azul42',
          confirm_password: 'Jacaranda#Azul42',
        },
      },
    ]);
    expect(value('Nova senha')).toBe('');
  });

  it('shows the error snackbar and the wrong current password beside its field', async () => {
    const api = fakeProfileApi();
    api.failNext({
      status: 400,
      body: {
        code: 'wrong_password',
        message: 'Senha atual incorreta.',
        fields: { current_password: 'Senha atual incorreta.' },
      },
    });
    await open(PATH, 'Alterar senha');
    type('Senha atual', 'errada');
    type('Nova senha', 'Jacaranda#Azul42');
    type('Confirmar nova senha', 'Jacaranda#Azul42');
    await save();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ops, ocorreu um erro ao atualizar a senha, tente novamente!',
      ),
    );
    expect(screen.getByText('Senha atual incorreta.')).toBeTruthy();
  });
});

describe('Configuração de Notificações', () => {
  const PATH = '/user-profile/notification-configuration';
  const CUSTOMERS = [
    { id: 7, name: 'Prefeitura de Bauru', type: 'city' as const },
    { id: 8, name: 'Governo de Goiás', type: 'state' as const },
  ];
  const choose = (group: string, answer: 'Sim' | 'Não') =>
    fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(answer));
  const chosen = (group: string) =>
    within(screen.getByRole('radiogroup', { name: group }))
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked)
      .map((radio) => radio.getAttribute('value'));

  it('saves Sim/Não for each kind and the customers, and a reload shows them (round trip)', async () => {
    const api = fakeProfileApi(aProfile(), CUSTOMERS);
    await open(PATH, 'Configuração de Notificações');
    choose('Públicas', 'Não');
    choose('Estados', 'Sim');
    choose('Privadas', 'Sim');
    choose('Localidades compatíveis com os meus projetos', 'Sim');
    // The multi-select's search box (its wrapper carries the same label).
    const search = screen
      .getAllByLabelText(/^Clientes/)
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden');
    const user = userEvent.setup();
    await user.click(search as HTMLElement);
    await user.type(search as HTMLElement, 'Goi');
    await user.click(await screen.findByRole('option', { name: 'Governo de Goiás' }));
    await save();
    await waitFor(() =>
      expect(api.puts).toEqual([
        {
          path: '/api/profile/notifications',
          body: {
            notification_types: ['state', 'company', 'match'],
            notification_customers: [8],
          },
        },
      ]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Configurações atualizadas!'));
    cleanup();
    await open(PATH, 'Configuração de Notificações');
    expect(chosen('Públicas')).toEqual(['no']);
    expect(chosen('Estados')).toEqual(['yes']);
    expect(chosen('Privadas')).toEqual(['yes']);
    expect(chosen('Localidades compatíveis com os meus projetos')).toEqual(['yes']);
    expect((await screen.findAllByText('Governo de Goiás')).length).toBeGreaterThan(0);
  }, 20_000);

  it('shows the error snackbar when the save fails', async () => {
    const api = fakeProfileApi(aProfile(), CUSTOMERS);
    api.failNext({ status: 500, body: { code: 'internal', message: 'x' } });
    await open(PATH, 'Configuração de Notificações');
    await save();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ops, ocorreu um erro ao atualizar sua configuração, tente novamente!',
      ),
    );
  });
});

describe('Configurações de e-mail', () => {
  const PATH = '/user-profile/email-settings';
  const LABELS = [
    'Receber as notificações também por e-mail',
    'Enviar cópia para o e-mail pessoal',
    'E-mails sobre a atividade da minha conta (como senha ou e-mail alterados)',
    'Novidades e atualizações do Oportuna',
  ];
  const checked = () =>
    LABELS.map(
      (label) => (screen.getByRole('switch', { name: label }) as HTMLInputElement).checked,
    );

  it('saves the four toggles, and a reload shows them (round trip)', async () => {
    const api = fakeProfileApi();
    await open(PATH, 'Configurações de e-mail');
    expect(checked()).toEqual([true, false, true, true]);
    for (const label of LABELS) fireEvent.click(screen.getByRole('switch', { name: label }));
    await save();
    await waitFor(() =>
      expect(api.puts).toEqual([
        {
          path: '/api/profile/email-settings',
          body: {
            emailNotification: false,
            sendCopyToPersonalEmail: true,
            activityRelatesEmail: false,
            updates: false,
          },
        },
      ]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Configurações atualizadas!'));
    cleanup();
    await open(PATH, 'Configurações de e-mail');
    expect(checked()).toEqual([false, true, false, false]);
  });
});
