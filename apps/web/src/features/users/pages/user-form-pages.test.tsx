// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { type SeenRequest, serveApi } from '../../../testing/serve-api.ts';
import type { UserPayload } from '../lib/user-form.ts';
import { aUser, CUSTOMER_OPTIONS, signInAs, signOut } from '../testing/a-user.ts';
import { fakeUsersApi } from '../testing/fake-users-api.ts';
import { UserEditPage } from './user-edit-page.tsx';
import { UserNewPage } from './user-new-page.tsx';

const OPTIONS = /^GET \/api\/users\/customer-options/;
const EMAIL_CHECK = /^POST \/api\/users\/email$/;
const CREATE = /^POST \/api\/users$/;
const ONE = /^(GET|PUT) \/api\/users\/(\d+)$/;

const routes = [
  { path: '/manage-users', element: <p>Lista de usuários</p> },
  { path: '/manage-users/new', element: <UserNewPage /> },
  { path: '/manage-users/edit/:userId', element: <UserEditPage /> },
];

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

// Required fields' labels end in an asterisk.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;
const setText = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Answers the users API from a fake kept in memory. */
function serveFake(
  fake: ReturnType<typeof fakeUsersApi>,
  emailCheck?: (r: SeenRequest) => Response,
  options = CUSTOMER_OPTIONS,
) {
  const one = (request: SeenRequest) => {
    const [, method, id] = ONE.exec(request.target) ?? [];
    const user = fake.users.get(Number(id));
    if (!user) return Response.json({ message: 'x', code: 'user_not_found' }, { status: 404 });
    if (method === 'PUT') {
      return Response.json(fake.update(user.id, request.body as UserPayload));
    }
    return Response.json(user);
  };
  return serveApi([
    [OPTIONS, Response.json({ data: options })],
    [
      EMAIL_CHECK,
      emailCheck ??
        ((request) =>
          Response.json({ id: fake.create(request.body as UserPayload) }, { status: 201 })),
    ],
    [
      CREATE,
      (request) => Response.json({ id: fake.create(request.body as UserPayload) }, { status: 201 }),
    ],
    [ONE, one],
  ]);
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every field of the form. */
async function fillEverything(values: {
  name: string;
  email: string;
  password: string;
  phone: string;
  mobile: string;
  linkedin: string;
  facebook: string;
}) {
  const user = userEvent.setup();
  setText('Nome', values.name);
  setText('E-mail', values.email);
  setText('Senha', values.password);
  setText('Linkedin', values.linkedin);
  setText('Facebook', values.facebook);
  // The masks take keystrokes.
  for (const [label, digits] of [
    ['Telefone', values.phone],
    ['Celular', values.mobile],
  ] as const) {
    await user.clear(field(label));
    if (digits) await user.type(field(label), digits);
  }
}

/** What the form shows, field by field. */
const shown = () => ({
  name: field('Nome').value,
  email: field('E-mail').value,
  password: field('Senha').value,
  phone: field('Telefone').value,
  mobile: field('Celular').value,
  linkedin: field('Linkedin').value,
  facebook: field('Facebook').value,
  customer: field('Cliente').value,
  roles: [...document.querySelectorAll('.mantine-MultiSelect-pill')].map((p) => p.textContent),
});

describe('UserNewPage', () => {
  it("titles the form 'Novo usuário', masks the phones and waits for a name", async () => {
    signInAs('superadmin');
    serveFake(fakeUsersApi());
    renderRoutes(routes, '/manage-users/new');
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeTruthy();
    expect(button('Cadastrar').disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(field('Telefone'), '1432345678');
    expect(field('Telefone').value).toBe('(14) 3234-5678');
    await user.type(field('Celular'), '14891234567');
    // A mobile number starts with 9: the 8 is refused.
    expect(field('Celular').value).toBe('(14) 91234-567');
    setText('Nome', 'Bruna');
    expect(button('Cadastrar').disabled).toBe(false);
  });

  it("groups the active customers as 'Cidade', 'Governo' and 'Empresa' and offers the admin and user roles", async () => {
    signInAs('superadmin');
    serveFake(fakeUsersApi());
    renderRoutes(routes, '/manage-users/new');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await userEvent.setup().click(field('Cliente'));
    for (const group of ['Cidade', 'Governo', 'Empresa']) {
      expect(await screen.findByText(group)).toBeTruthy();
    }
    await userEvent.setup().click(field('Perfis'));
    const roles = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(roles).toEqual(expect.arrayContaining(['Administrador', 'Usuário']));
    expect(roles).not.toContain('Superadministrador');
  });

  it('marks the fields a user needs: name, e-mail, roles and customer', async () => {
    signInAs('superadmin');
    serveFake(fakeUsersApi());
    renderRoutes(routes, '/manage-users/new');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    // The label shows the mark (a multi-select keeps its search box itself optional).
    const marked = (label: string) =>
      (document.querySelector(`label[for="${field(label).id}"]`)?.textContent ?? '')
        .trim()
        .endsWith('*');
    for (const label of ['Nome', 'E-mail', 'Perfis', 'Cliente'])
      expect(marked(label), label).toBe(true);
    for (const label of ['Telefone', 'Celular']) expect(marked(label), label).toBe(false);
  });

  it('round-trips every field: fill, save, reload, compare', async () => {
    signInAs('superadmin');
    const fake = fakeUsersApi();
    const requests = serveFake(fake);
    const { router } = renderRoutes(routes, '/manage-users/new');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await fillEverything({
      name: 'Conceição Ávila',
      email: 'conceicao@bauru.sp.gov.br',
      password: 'Cajueiro#Azul42',
      phone: '1432345678',
      mobile: '14991234567',
      linkedin: 'https://linkedin.com/in/conceicao',
      facebook: 'https://facebook.com/conceicao',
    });
    await choose('Perfis', 'Administrador');
    await choose('Cliente', 'Governo do Estado de São Paulo');
    fireEvent.click(button('Cadastrar'));
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeTruthy();
    expect(requests.find((r) => EMAIL_CHECK.test(r.target))?.body).toEqual({
      name: 'Conceição Ávila',
      email: 'conceicao@bauru.sp.gov.br',
      password: 'Cajueiro#Azul42',
      property: {
        phone: '1432345678',
        mobile_phone: '14991234567',
        linkedin: 'https://linkedin.com/in/conceicao',
        facebook: 'https://facebook.com/conceicao',
      },
      roles: ['ROLE_ADMIN'],
      customer_id: 8,
    });
    expect(screen.getByRole('link', { name: 'Ver usuários' })).toBeTruthy();
    expect(button('Cadastrar novo usuário')).toBeTruthy();

    await router.navigate('/manage-users/edit/50');
    await screen.findByRole('heading', { name: 'Editar usuário' });
    await waitFor(() => expect(field('Nome').value).toBe('Conceição Ávila'));
    expect(shown()).toEqual({
      name: 'Conceição Ávila',
      email: 'conceicao@bauru.sp.gov.br',
      password: '',
      phone: '(14) 3234-5678',
      mobile: '(14) 99123-4567',
      linkedin: 'https://linkedin.com/in/conceicao',
      facebook: 'https://facebook.com/conceicao',
      customer: 'Governo do Estado de São Paulo',
      roles: ['Administrador'],
    });
    expect(fake.passwords.get(50)).toBe('Cajueiro#Azul42');
  });

  it("tells 'Usuário com e-mail informado já existe' on a 403 and the generic message otherwise", async () => {
    signInAs('superadmin');
    let status = 403;
    serveFake(fakeUsersApi(), () =>
      Response.json({ message: 'x', code: 'user_email_taken' }, { status }),
    );
    renderRoutes(routes, '/manage-users/new');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await fillEverything({
      name: 'Bruna',
      email: 'bruna@bauru.sp.gov.br',
      password: '',
      phone: '',
      mobile: '',
      linkedin: '',
      facebook: '',
    });
    await choose('Perfis', 'Usuário');
    await choose('Cliente', 'Prefeitura de Bauru');
    fireEvent.click(button('Cadastrar'));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Usuário com e-mail informado já existe'),
    );
    status = 409;
    fireEvent.click(button('Cadastrar'));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Erro ao cadastrar o usuário. Tentar novamente'),
    );
  });

  it('asks whether to reactivate on a 204, and confirming re-sends the creation', async () => {
    signInAs('admin');
    const requests = serveFake(
      fakeUsersApi(),
      () => new Response(null, { status: 204 }),
      CUSTOMER_OPTIONS.slice(0, 1),
    );
    renderRoutes(routes, '/manage-users/new');
    await screen.findByRole('heading', { name: 'Novo usuário' });
    // An admin's own customer comes chosen.
    await waitFor(() => expect(field('Cliente').value).toBe('Prefeitura de Bauru'));
    await fillEverything({
      name: 'De Volta',
      email: 'volta@bauru.sp.gov.br',
      password: '',
      phone: '',
      mobile: '',
      linkedin: '',
      facebook: '',
    });
    await choose('Perfis', 'Usuário');
    fireEvent.click(button('Cadastrar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, reativar' }));
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeTruthy();
    const created = requests.filter((r) => CREATE.test(r.target));
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual(requests.find((r) => EMAIL_CHECK.test(r.target))?.body);
  });
});

describe('UserEditPage', () => {
  it("round-trips every field: load, change, save ('Usuário atualizado'), reload, compare", async () => {
    signInAs('superadmin');
    const fake = fakeUsersApi([aUser()]);
    serveFake(fake);
    const { router } = renderRoutes(routes, '/manage-users/edit/21');
    await waitFor(() => expect(field('Nome').value).toBe('Bruna Lima'));
    expect(field('Telefone').value).toBe('(14) 3234-5678');
    await fillEverything({
      name: 'Bruna Lima Souza',
      email: 'bruna.souza@bauru.sp.gov.br',
      password: 'Pitanga#Doce31',
      phone: '1133334444',
      mobile: '11988887777',
      linkedin: 'https://linkedin.com/in/brunasouza',
      facebook: 'https://facebook.com/brunasouza',
    });
    await choose('Perfis', 'Administrador');
    await choose('Cliente', 'Vale do Tietê Alimentos S.A.');
    fireEvent.click(button('Confirmar'));
    expect(await screen.findByText('Usuário atualizado')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Usuário atualizado com sucesso!');
    expect(screen.getByRole('link', { name: 'Ver usuários' })).toBeTruthy();
    expect(fake.passwords.get(21)).toBe('Pitanga#Doce31');

    await router.navigate('/manage-users');
    await screen.findByText('Lista de usuários');
    await router.navigate('/manage-users/edit/21');
    await waitFor(() => expect(field('Nome').value).toBe('Bruna Lima Souza'));
    expect(shown()).toEqual({
      name: 'Bruna Lima Souza',
      email: 'bruna.souza@bauru.sp.gov.br',
      password: '',
      phone: '(11) 3333-4444',
      mobile: '(11) 98888-7777',
      linkedin: 'https://linkedin.com/in/brunasouza',
      facebook: 'https://facebook.com/brunasouza',
      customer: 'Vale do Tietê Alimentos S.A.',
      roles: ['Usuário', 'Administrador'],
    });
  });

  it('sends a blank password, which keeps the current one', async () => {
    signInAs('admin');
    const requests = serveFake(fakeUsersApi([aUser()]));
    renderRoutes(routes, '/manage-users/edit/21');
    await waitFor(() => expect(field('Nome').value).toBe('Bruna Lima'));
    fireEvent.click(button('Confirmar'));
    await screen.findByText('Usuário atualizado');
    const put = requests.find((r) => r.target === 'PUT /api/users/21');
    expect(put?.body).toMatchObject({ password: '' });
  });

  it('disables Confirmar and Excluir while the name is empty', async () => {
    signInAs('admin');
    serveFake(fakeUsersApi([aUser()]));
    renderRoutes(routes, '/manage-users/edit/21');
    await waitFor(() => expect(field('Nome').value).toBe('Bruna Lima'));
    expect(button('Confirmar').disabled).toBe(false);
    setText('Nome', '  ');
    expect(button('Confirmar').disabled).toBe(true);
    expect(button('Excluir').disabled).toBe(true);
  });

  it('inactivates the user with Excluir', async () => {
    signInAs('admin');
    const requests = serveFake(fakeUsersApi([aUser()]));
    renderRoutes(routes, '/manage-users/edit/21');
    await waitFor(() => expect(field('Nome').value).toBe('Bruna Lima'));
    fireEvent.click(button('Excluir'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, excluir' }));
    expect(await screen.findByText('Lista de usuários')).toBeTruthy();
    expect(requests.find((r) => r.target === 'PUT /api/users/21')?.body).toEqual({
      is_active: false,
    });
    expect(notify.success).toHaveBeenCalledWith('Usuário removido com sucesso');
  });

  it("tells 'Ocorreu um erro ao buscar usuário!' when the user cannot be loaded", async () => {
    signInAs('admin');
    serveFake(fakeUsersApi());
    renderRoutes(routes, '/manage-users/edit/404');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Ocorreu um erro ao buscar usuário!'),
    );
  });
});
