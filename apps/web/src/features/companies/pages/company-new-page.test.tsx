// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { aCompanyDetail } from '../testing/a-company.ts';
import { type Answer, answerApi } from '../testing/answer-api.ts';
import { CompanyNewPage } from './company-new-page.tsx';

const KNOWN = '11222333000181';
const NEW = '11444777000161';

const NOT_FOUND = () =>
  Response.json({ message: 'Empresa não encontrada', code: 'not_found' }, { status: 404 });

const POSTAL_CODE = {
  cep: '17015000',
  street: 'Rua Araújo Leite',
  complement: null,
  district: 'Centro',
  ibge: 3506003,
  city: { id: 3506003, name: 'Bauru', code: 3506003, state: { id: 35, uf: 'SP' } },
};

const ACTIVITIES = {
  data: [{ id: '2342702', code: '2342702', text: 'Fabricação de azulejos e pisos' }],
  total: 1,
  total_without_filter: 1,
  available_ordering: ['code'],
};

function serve(post: Answer = () => Response.json({ cnpj: NEW }, { status: 201 })) {
  return answerApi([
    [new RegExp(`^GET /api/companies/${KNOWN}$`), () => Response.json(aCompanyDetail())],
    [/^GET \/api\/companies\/\w+$/, NOT_FOUND],
    [/^GET \/api\/cep\/17015000$/, () => Response.json(POSTAL_CODE)],
    [/^GET \/api\/company-activities/, () => Response.json(ACTIVITIES)],
    [/^POST \/api\/companies$/, post],
  ]);
}

function open() {
  return renderRoutes(
    [
      { path: '/companies/new', element: <CompanyNewPage /> },
      { path: '/companies/:document', element: <p>Página da empresa</p> },
    ],
    '/companies/new',
  );
}

/** The input a label names (a select's listbox carries the same label). */
const field = (label: string) => {
  const [input] = screen
    .getAllByLabelText<HTMLInputElement>(label, { exact: false })
    .filter((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
};

async function searchCnpj(user: ReturnType<typeof userEvent.setup>, cnpj: string) {
  await user.type(field('CNPJ'), cnpj);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  });
}

const typeIn = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Fills every field of the hand registration (masked ones key by key, as a person would). */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  typeIn('Razão social', 'NOVA CERAMICA LTDA');
  typeIn('Nome fantasia', 'Nova Cerâmica');
  await user.click(field('CNAE principal'));
  await user.type(field('CNAE principal'), 'azulejo');
  await user.click(await screen.findByRole('option', { name: /2342702/ }));
  await user.type(field('Capital social'), '150000');
  typeIn('Data de abertura', '2024-02-10');
  await user.type(field('CEP'), '17015000');
  await waitFor(() => expect(field('Cidade').value).toBe('Bauru - SP'));
  typeIn('Número', '1200');
  typeIn('Complemento', 'Galpão 3');
  typeIn('E-mail', 'contato@novaceramica.com.br');
  await user.type(field('Telefone'), '1432345678');
}

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'info');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Filling a whole form key by key takes a few seconds.
describe('CompanyNewPage', { timeout: 20_000 }, () => {
  it('searches only a valid CNPJ, taking letters in upper case', async () => {
    serve();
    open();
    const user = userEvent.setup();
    await user.type(field('CNPJ'), '12abc34501de3');
    expect(field('CNPJ').value).toBe('12.ABC.345/01DE-3');
    expect(screen.getByRole('button', { name: 'Buscar' }).hasAttribute('disabled')).toBe(true);
    await user.clear(field('CNPJ'));
    await user.type(field('CNPJ'), '11222333000182');
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes to a company already in the base', async () => {
    serve();
    const { router } = open();
    await searchCnpj(userEvent.setup(), KNOWN);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${KNOWN}`));
    expect(notify.info).toHaveBeenCalledWith('Esta empresa já está na base');
  });

  it('registers an unknown CNPJ by hand with every field, then opens it', async () => {
    const api = serve();
    const { router } = open();
    const user = userEvent.setup();
    await searchCnpj(user, NEW);
    expect(await screen.findByText(/ainda não está na base/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Cadastrar empresa' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    await fillForm(user);
    expect(field('Logradouro').value).toBe('Rua Araújo Leite');
    expect(field('Bairro').value).toBe('Centro');
    expect(field('Cidade').readOnly).toBe(true);
    expect(submit.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${NEW}`));
    expect(notify.success).toHaveBeenCalledWith('Empresa cadastrada com sucesso!');
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      cnpj: NEW,
      name: 'NOVA CERAMICA LTDA',
      business_name: 'Nova Cerâmica',
      main_activity_code: '2342702',
      share_capital: 150000,
      open_at: '2024-02-10',
      postal_code: '17015000',
      street_name: 'Rua Araújo Leite',
      street_number: '1200',
      subunit: 'Galpão 3',
      district: 'Centro',
      city_id: 3506003,
      email: 'contato@novaceramica.com.br',
      phone: '1432345678',
    });
  });

  it('goes to the existing company when the server answers 409 company_exists', async () => {
    serve(() =>
      Response.json(
        { message: 'Esta empresa já está na base', code: 'company_exists' },
        { status: 409 },
      ),
    );
    const { router } = open();
    const user = userEvent.setup();
    await searchCnpj(user, NEW);
    await screen.findByText(/ainda não está na base/);
    await fillForm(user);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${NEW}`));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows the server's validation errors beside their fields", async () => {
    serve(() =>
      Response.json(
        {
          message: 'Dados inválidos',
          code: 'validation_failed',
          fields: { main_activity_code: 'CNAE desconhecido', email: 'E-mail recusado' },
        },
        { status: 400 },
      ),
    );
    const { router } = open();
    const user = userEvent.setup();
    await searchCnpj(user, NEW);
    await screen.findByText(/ainda não está na base/);
    await fillForm(user);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    });
    expect(await screen.findByText('CNAE desconhecido')).toBeTruthy();
    expect(screen.getByText('E-mail recusado')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/companies/new');
  });
});
