// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { type SeenRequest, serveApi } from '../../../testing/serve-api.ts';
import { aCustomer } from '../testing/a-customer.ts';
import { CustomerFormPage } from './customer-form-page.tsx';

const STATES = /^GET \/api\/states\?/;
const CITIES = /^GET \/api\/cities\?/;
const states = {
  data: [
    { id: 25, name: 'São Paulo', uf: 'SP' },
    { id: 11, name: 'Minas Gerais', uf: 'MG' },
  ],
  total: 2,
  total_without_filter: 2,
  available_ordering: [],
};
const citiesOf = (request: SeenRequest) =>
  Response.json({
    data: request.target.includes('ufs=25')
      ? [
          { id: 3506003, name: 'Bauru', uf: 'SP' },
          { id: 3550308, name: 'São Paulo', uf: 'SP' },
        ]
      : [{ id: 3106200, name: 'Belo Horizonte', uf: 'MG' }],
    total: 2,
    total_without_filter: 5571,
    available_ordering: [],
  });

const routes = [
  { path: '/manage-customers', element: <p>Lista de clientes</p> },
  { path: '/manage-customers/new', element: <CustomerFormPage /> },
  { path: '/manage-customers/:customerId', element: <CustomerFormPage /> },
];

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const save = () => screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
// Text fields are textboxes, the selects comboboxes.
const queryInput = (label: string) =>
  (screen.queryByRole('textbox', { name: label }) ??
    screen.queryByRole('combobox', { name: label })) as HTMLInputElement | null;
const input = (label: string) => {
  const found = queryInput(label);
  if (!found) throw new Error(`no field ${label}`);
  return found;
};

/** The field is required and its label shows the mark. */
function requiredMark(label: string): boolean {
  const field = input(label);
  const text = document.querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
  return field.required && text.trim().endsWith('*');
}

async function choose(label: string, option: RegExp | string) {
  const user = userEvent.setup();
  await user.click(input(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CustomerFormPage', () => {
  it("titles the new form 'Novo cliente' and shows the fields of each type", async () => {
    serveApi([
      [STATES, Response.json(states)],
      [CITIES, citiesOf],
    ]);
    renderRoutes(routes, '/manage-customers/new');
    expect(await screen.findByRole('heading', { name: 'Novo cliente' })).toBeTruthy();
    expect(queryInput('Estado')).toBeNull();

    await choose('Tipo', 'Governo');
    expect(queryInput('Estado')).toBeTruthy();
    expect(queryInput('Cidade')).toBeNull();
    expect(queryInput('CNPJ')).toBeNull();

    await choose('Tipo', 'Cidade');
    expect(queryInput('Estado')).toBeTruthy();
    // The city waits for its state, then lists that state's cities.
    expect(queryInput('Cidade')).toBeNull();
    await choose('Estado', 'Minas Gerais');
    await choose('Cidade', 'Belo Horizonte - MG');

    await choose('Tipo', 'Empresa');
    expect(queryInput('Estado')).toBeNull();
    expect(queryInput('CNPJ')).toBeTruthy();
  });

  it('marks every field the type requires', async () => {
    serveApi([
      [STATES, Response.json(states)],
      [CITIES, citiesOf],
    ]);
    renderRoutes(routes, '/manage-customers/new');
    await screen.findByRole('heading', { name: 'Novo cliente' });
    await choose('Tipo', 'Cidade');
    await choose('Estado', 'São Paulo');
    await waitFor(() => expect(queryInput('Cidade')).toBeTruthy());
    for (const label of ['Nome', 'Tipo', 'Estado', 'Cidade']) {
      expect(requiredMark(label), label).toBe(true);
    }
    await choose('Tipo', 'Empresa');
    expect(requiredMark('CNPJ')).toBe(true);
  });

  it('keeps Salvar disabled until the fields of the type are filled', async () => {
    serveApi([[STATES, Response.json(states)]]);
    renderRoutes(routes, '/manage-customers/new');
    await screen.findByRole('heading', { name: 'Novo cliente' });
    expect(save().disabled).toBe(true);
    fireEvent.change(input('Nome'), { target: { value: 'Vale do Tietê' } });
    expect(save().disabled).toBe(true);
    await choose('Tipo', 'Empresa');
    expect(save().disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(input('CNPJ'), '1122233300018');
    expect(save().disabled).toBe(true);
    await user.type(input('CNPJ'), '1');
    expect(input('CNPJ').value).toBe('11.222.333/0001-81');
    expect(save().disabled).toBe(false);
  });

  it("shows 'CNPJ inválido' for a wrong CNPJ and no success", async () => {
    serveApi([[STATES, Response.json(states)]]);
    renderRoutes(routes, '/manage-customers/new');
    await screen.findByRole('heading', { name: 'Novo cliente' });
    fireEvent.change(input('Nome'), { target: { value: 'Empresa' } });
    await choose('Tipo', 'Empresa');
    await userEvent.setup().type(input('CNPJ'), '11222333000180');
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(screen.queryByText('Cadastrar novo cliente')).toBeNull();
  });

  it('round trip: fills every field of a city customer, saves, reopens and shows them again', async () => {
    const posts: unknown[] = [];
    let stored = aCustomer({ id: 12 });
    serveApi([
      [STATES, Response.json(states)],
      [CITIES, citiesOf],
      [
        /^POST \/api\/customers$/,
        (request) => {
          posts.push(request.body);
          const body = request.body as { name: string };
          stored = aCustomer({ id: 12, name: body.name });
          return Response.json({ id: 12 }, { status: 201 });
        },
      ],
      [/^GET \/api\/customers\/12$/, () => Response.json(stored)],
    ]);
    const first = renderRoutes(routes, '/manage-customers/new');
    await screen.findByRole('heading', { name: 'Novo cliente' });
    fireEvent.change(input('Nome'), { target: { value: 'Prefeitura de Bauru' } });
    await choose('Tipo', 'Cidade');
    await choose('Estado', 'São Paulo');
    await choose('Cidade', 'Bauru - SP');
    const filled = {
      name: input('Nome').value,
      type: input('Tipo').value,
      state: input('Estado').value,
      city: input('Cidade').value,
    };
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText('Cliente salvo com sucesso!')).toBeTruthy();
    expect(posts).toEqual([
      { name: 'Prefeitura de Bauru', type: 'city', state: 25, city: 3506003, company: null },
    ]);
    expect(screen.getByRole('button', { name: 'Cadastrar novo cliente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver clientes' }).getAttribute('href')).toBe(
      '/manage-customers',
    );
    first.view.unmount();

    renderRoutes(routes, '/manage-customers/12');
    expect(await screen.findByRole('heading', { name: 'Editar cliente' })).toBeTruthy();
    await waitFor(() => expect(input('Nome').value).toBe('Prefeitura de Bauru'));
    expect({
      name: input('Nome').value,
      type: input('Tipo').value,
      state: input('Estado').value,
      city: input('Cidade').value,
    }).toEqual(filled);
  });

  it('round trip of a company customer: the CNPJ is sent bare and shown masked when reopened', async () => {
    const puts: unknown[] = [];
    let stored = aCustomer({
      id: 20,
      name: 'Antiga',
      type: 'state',
      city: null,
    });
    serveApi([
      [STATES, Response.json(states)],
      [
        /^PUT \/api\/customers\/20$/,
        (request) => {
          puts.push(request.body);
          stored = aCustomer({
            id: 20,
            name: 'Vale do Tietê',
            type: 'company',
            state: null,
            city: null,
            company: { federal_tax_id: '11222333000181', name: 'VALE' },
          });
          return new Response(null, { status: 204 });
        },
      ],
      [/^GET \/api\/customers\/20$/, () => Response.json(stored)],
    ]);
    const first = renderRoutes(routes, '/manage-customers/20');
    await waitFor(() => expect(input('Nome').value).toBe('Antiga'));
    expect(input('Estado').value).toBe('São Paulo');
    fireEvent.change(input('Nome'), { target: { value: 'Vale do Tietê' } });
    await choose('Tipo', 'Empresa');
    await userEvent.setup().type(input('CNPJ'), '11222333000181');
    await act(async () => fireEvent.click(save()));
    expect(await screen.findByText('Cliente salvo com sucesso!')).toBeTruthy();
    expect(puts).toEqual([
      {
        name: 'Vale do Tietê',
        type: 'company',
        state: null,
        city: null,
        company: { federal_tax_id: '11222333000181' },
      },
    ]);
    first.view.unmount();
    renderRoutes(routes, '/manage-customers/20');
    await waitFor(() => expect(input('Nome').value).toBe('Vale do Tietê'));
    expect(input('Tipo').value).toBe('Empresa');
    expect(input('CNPJ').value).toBe('11.222.333/0001-81');
  });

  it("'Cadastrar novo cliente' empties the form; 'Ver clientes' goes to the list", async () => {
    serveApi([
      [STATES, Response.json(states)],
      [/^POST \/api\/customers$/, Response.json({ id: 3 }, { status: 201 })],
    ]);
    const { router } = renderRoutes(routes, '/manage-customers/new');
    await screen.findByRole('heading', { name: 'Novo cliente' });
    fireEvent.change(input('Nome'), { target: { value: 'Governo' } });
    await choose('Tipo', 'Governo');
    await choose('Estado', 'Minas Gerais');
    await act(async () => fireEvent.click(save()));
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar novo cliente' }));
    expect(input('Nome').value).toBe('');
    expect(queryInput('Estado')).toBeNull();
    fireEvent.change(input('Nome'), { target: { value: 'Outro' } });
    await choose('Tipo', 'Governo');
    await choose('Estado', 'São Paulo');
    await act(async () => fireEvent.click(save()));
    fireEvent.click(await screen.findByRole('link', { name: 'Ver clientes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-customers'));
  });
});

describe('CustomerFormPage: Resultados', () => {
  it('leads from a saved customer to its outcomes; a new one has none yet', async () => {
    serveApi([[/^GET \/api\/customers\/7$/, () => Response.json(aCustomer())]]);
    const { router } = renderRoutes(routes, '/manage-customers/7');
    const link = await screen.findByRole('link', { name: 'Resultados' });
    expect(link.getAttribute('href')).toBe('/customer-outcomes/7');
    await act(() => router.navigate('/manage-customers/new'));
    expect(screen.queryByRole('link', { name: 'Resultados' })).toBeNull();
  });
});
