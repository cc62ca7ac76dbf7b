// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { clearAll } from '../../../lib/storage.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { aUser, signInAs, signOut } from '../testing/a-user.ts';
import { UsersPage } from './users-page.tsx';

const LIST = /^GET \/api\/users\?/;
const INACTIVATE = /^POST \/api\/users\/inactivateMany/;
const bruna = aUser();
const carlos = aUser({ id: 22, name: 'Carlos Dias', email: 'carlos@bauru.sp.gov.br' });
const page = (users = [bruna, carlos]) => Response.json({ data: users, total: users.length });

beforeEach(() => {
  clearAll();
  vi.spyOn(notify, 'error');
  vi.spyOn(notify, 'success');
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('UsersPage', () => {
  it('shows selection, name, e-mail and the EDITAR and LOGS links to an admin', async () => {
    signInAs('admin');
    serveApi([[LIST, page()]]);
    renderPage(<UsersPage />, '/manage-users');
    const row = await rowOf('Bruna Lima');
    expect(headers()).toEqual(['Seleção', 'Nome', 'E-mail', 'Ações']);
    expect(within(row).getByText('bruna.lima@bauru.sp.gov.br')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Editar Bruna Lima' }).getAttribute('href')).toBe(
      '/manage-users/edit/21',
    );
    const logs = within(row).getByRole('link', { name: 'Logs de Bruna Lima' });
    expect(logs.textContent).toBe('LOGS');
    expect(logs.getAttribute('href')).toBe('/manage-users/logs/21');
    expect(screen.getByText('Itens por página')).toBeTruthy();
    const sizes = within(screen.getByLabelText('Itens por página')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['25', '50', '100']);
  });

  it('shows the customer column to the superadmin only', async () => {
    signInAs('superadmin');
    serveApi([[LIST, page()]]);
    renderPage(<UsersPage />, '/manage-users');
    const row = await rowOf('Bruna Lima');
    expect(headers()).toEqual(['Seleção', 'Nome', 'E-mail', 'Cliente', 'Ações']);
    expect(within(row).getByText('Prefeitura de Bauru')).toBeTruthy();
  });

  it('shows skeleton rows while loading and the empty text for no user', async () => {
    signInAs('admin');
    serveApi([[LIST, page([])]]);
    const view = renderPage(<UsersPage />, '/manage-users');
    expect(view.container.querySelector('table[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeTruthy();
  });

  it('searches by name or e-mail', async () => {
    signInAs('admin');
    const requests = serveApi([[LIST, page()]]);
    renderPage(<UsersPage />, '/manage-users');
    await rowOf('Bruna Lima');
    await userEvent.setup().type(screen.getByLabelText('Buscar por nome ou e-mail'), 'bruna');
    await waitFor(() =>
      expect(requests.map((r) => r.target)).toContain('GET /api/users?page=1&limit=25&name=bruna'),
    );
  });

  it('inactivates the selected users after the confirmation', async () => {
    signInAs('admin');
    const requests = serveApi([
      [LIST, page()],
      [INACTIVATE, new Response(null, { status: 204 })],
    ]);
    renderPage(<UsersPage />, '/manage-users');
    const trash = () =>
      screen.getByRole('button', { name: 'Excluir usuários selecionados' }) as HTMLButtonElement;
    await rowOf('Bruna Lima');
    expect(trash().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruna Lima' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Carlos Dias' }));
    fireEvent.click(trash());
    expect(await screen.findByText('Deseja excluir os usuários selecionados?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Usuários removidos com sucesso'),
    );
    const sent = requests.find((r) => INACTIVATE.test(r.target));
    expect(sent?.body).toEqual({ ids: [21, 22] });
  });

  it('tells when the inactivation fails, and cancelling sends nothing', async () => {
    signInAs('admin');
    const requests = serveApi([
      [LIST, page()],
      [INACTIVATE, Response.json({ message: 'x', code: 'last_admin' }, { status: 409 })],
    ]);
    renderPage(<UsersPage />, '/manage-users');
    await rowOf('Bruna Lima');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruna Lima' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir usuários selecionados' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(requests.some((r) => INACTIVATE.test(r.target))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir usuários selecionados' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Erro ao remover usuários'));
  });

  it("tells 'Ocorreu um erro ao buscar usuário!' when the list fails", async () => {
    signInAs('admin');
    serveApi([[LIST, Response.json({ message: 'x', code: 'forbidden' }, { status: 403 })]]);
    renderPage(<UsersPage />, '/manage-users');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ocorreu um erro ao buscar usuário!',
        expect.any(String),
      ),
    );
  });
});
