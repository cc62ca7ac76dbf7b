// @vitest-environment happy-dom
import type { CompanyDetail, CompanyInfoInput } from '@oportuna/domain/companies';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { fakeUploads } from '../../../testing/fake-uploads.ts';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { aCompanyDetail } from '../testing/a-company.ts';
import { type Answer, answerApi } from '../testing/answer-api.ts';
import { CompanyEditPage } from './company-edit-page.tsx';

const RULE = 'Preencha os seguintes dados: Nome, Cargo, Email e Celular';
const CNPJ = '11222333000181';

/** The API as far as the editor goes: the company (kept up to date by PUT …/info). */
function serveCompany(initial: CompanyDetail | null, extra: [RegExp, Answer][] = []) {
  let stored = initial;
  const puts: CompanyInfoInput[] = [];
  const api = answerApi([
    ...extra,
    [
      /^PUT \/api\/companies\/\w+\/info$/,
      (request) => {
        const info = request.body as CompanyInfoInput;
        puts.push(info);
        if (stored) {
          stored = {
            ...stored,
            info: {
              logo: info.logo,
              description: info.description,
              contacts: info.contacts.map((contact, index) => ({ id: index + 1, ...contact })),
              multimedia: info.multimedia.map((media, index) => ({ id: index + 1, ...media })),
            },
          };
        }
        return new Response(null, { status: 204 });
      },
    ],
    [
      /^GET \/api\/companies\/\w+$/,
      () =>
        stored
          ? Response.json(stored)
          : Response.json({ message: 'Não encontrada', code: 'not_found' }, { status: 404 }),
    ],
  ]);
  return { api, puts };
}

function open(path = `/companies/${CNPJ}/edit`) {
  return renderRoutes(
    [
      { path: '/companies/:document/edit', element: <CompanyEditPage /> },
      { path: '/companies/:document', element: <p>Página da empresa</p> },
    ],
    path,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

async function openTab(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name }));
  });
}

async function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input).toBeTruthy();
  await act(async () => {
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
  });
}

beforeEach(() => {
  // happy-dom has no font loading API, which the autosizing description listens to.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'warning');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Filling a whole form key by key takes a few seconds.
describe('CompanyEditPage', { timeout: 20_000 }, () => {
  it("says 'Empresa não encontrada!' for an unknown company, without the editor", async () => {
    serveCompany(null);
    open();
    expect(await screen.findByRole('heading', { name: 'Empresa não encontrada!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' })).toBeNull();
  });

  it('opens on Logomarca, with the tabs Contatos and Anexos', async () => {
    serveCompany(aCompanyDetail());
    open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Logomarca', 'Contatos', 'Anexos']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('refuses a contact with a name but no role, e-mail or mobile, and sends nothing', async () => {
    const { puts } = serveCompany(aCompanyDetail());
    open();
    await screen.findByRole('tab', { name: 'Contatos' });
    await openTab('Contatos');
    const user = userEvent.setup();
    await user.type(field('Nome'), 'João Lima');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }));
    });
    expect(await screen.findByText(RULE)).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith(RULE);
    expect(puts).toEqual([]);
  });

  it('saves every field and shows them again when reopened', async () => {
    const uploads = fakeUploads();
    const { puts } = serveCompany(aCompanyDetail());
    const first = open();
    await screen.findByRole('tab', { name: 'Logomarca' });

    // Logomarca: the upload is a draft until saved.
    await pick(new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Logo pronto! Clique em salvar para efetivar a alteração',
      ),
    );
    expect(await screen.findByText('Nova logomarca (ainda não salva)')).toBeTruthy();
    // The description, as long as the contract takes it, its line breaks kept.
    const user = userEvent.setup();
    expect(field('Descrição da empresa').maxLength).toBe(4000);
    await user.type(field('Descrição da empresa'), 'Fábrica de pisos.{Enter}Desde 1998.');

    // Contatos: every field of the main contact.
    await openTab('Contatos');
    await user.type(field('Nome'), 'João Lima');
    await user.type(field('Cargo'), 'Diretor');
    await user.type(field('Telefone'), '1432345678');
    await user.type(field('Celular'), '14998765432');
    await user.type(field('E-mail'), 'joao@ceramicabauru.com.br');
    await user.type(field('Site'), 'https://ceramicabauru.com.br');
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/company/ceramica');
    expect(field('Telefone').value).toBe('(14) 3234 5678');
    expect(field('Celular').value).toBe('(14) 99876 5432');
    // The address is the Receita's, read-only.
    expect(field('Logradouro').readOnly).toBe(true);
    expect(field('Logradouro').value).toBe('RUA ARAUJO LEITE');

    // Anexos: a photo and a document, listed by group.
    await openTab('Anexos');
    await pick(new File([new Uint8Array([1])], 'fachada.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('link', { name: 'fachada.jpg' });
    await pick(new File([new Uint8Array([1])], 'catalogo.pdf', { type: 'application/pdf' }));
    await screen.findByRole('link', { name: 'catalogo.pdf' });
    expect(within(screen.getByTestId('attachments-image')).getByText('fachada.jpg')).toBeTruthy();
    expect(
      within(screen.getByTestId('attachments-document')).getByText('catalogo.pdf'),
    ).toBeTruthy();
    expect(uploads.map((upload) => upload.url)).toEqual([
      '/api/files?purpose=company_logo',
      '/api/files?purpose=attachment',
      '/api/files?purpose=attachment',
    ]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }));
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/companies/${CNPJ}`));
    expect(notify.success).toHaveBeenCalledWith('Empresa atualizada com sucesso!');
    expect(puts).toEqual([
      {
        logo: 'uploads/logo.png',
        description: 'Fábrica de pisos.\nDesde 1998.',
        contacts: [
          {
            name: 'João Lima',
            responsibility: 'Diretor',
            phone: '1432345678',
            mobile_phone: '14998765432',
            mobile_phone_2: null,
            email: 'joao@ceramicabauru.com.br',
            site: 'https://ceramicabauru.com.br',
            linkedin: 'https://www.linkedin.com/company/ceramica',
          },
        ],
        multimedia: [
          { path: 'uploads/fachada.jpg', type: 'image', name: 'fachada.jpg' },
          { path: 'uploads/catalogo.pdf', type: 'document', name: 'catalogo.pdf' },
        ],
      },
    ]);

    // Reopened, the editor starts from what was saved.
    cleanup();
    open();
    await screen.findByText('Logomarca atual');
    expect(field('Descrição da empresa').value).toBe('Fábrica de pisos.\nDesde 1998.');
    await openTab('Contatos');
    expect(field('Nome').value).toBe('João Lima');
    expect(field('Cargo').value).toBe('Diretor');
    expect(field('Telefone').value).toBe('(14) 3234 5678');
    expect(field('Celular').value).toBe('(14) 99876 5432');
    expect(field('E-mail').value).toBe('joao@ceramicabauru.com.br');
    expect(field('Site').value).toBe('https://ceramicabauru.com.br');
    expect(field('LinkedIn').value).toBe('https://www.linkedin.com/company/ceramica');
    await openTab('Anexos');
    expect(screen.getByRole('link', { name: 'fachada.jpg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'catalogo.pdf' })).toBeTruthy();
  });

  it('keeps the stored description when saving from Contatos and Anexos', async () => {
    const description = 'Fábrica de pisos.\nDesde 1998.';
    const { puts } = serveCompany(
      aCompanyDetail({ info: { logo: null, description, contacts: [], multimedia: [] } }),
    );
    open();
    await screen.findByRole('tab', { name: 'Contatos' });
    await openTab('Contatos');
    await userEvent.setup().type(field('Site'), 'https://ceramicabauru.com.br');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Anexos' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }));
    });
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((put) => put.description)).toEqual([description, description]);
  });

  it('sends an emptied description as null', async () => {
    const { puts } = serveCompany(
      aCompanyDetail({
        info: { logo: null, description: 'Fábrica de pisos.', contacts: [], multimedia: [] },
      }),
    );
    const { router } = open();
    await screen.findByRole('tab', { name: 'Logomarca' });
    expect(field('Descrição da empresa').value).toBe('Fábrica de pisos.');
    await userEvent.setup().clear(field('Descrição da empresa'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${CNPJ}`));
    expect(puts).toHaveLength(1);
    expect(puts[0]?.description).toBeNull();
  });

  it('dates the Receita data, as the other company pages do', async () => {
    const receita = {
      key: 'receita',
      name: 'Receita',
      release_date: '2026-10-01',
      loaded_at: null,
      rows: 10,
    };
    serveCompany(aCompanyDetail(), [
      [/^GET \/api\/data-sources/, Response.json({ data: [receita] })],
    ]);
    open();
    expect(await screen.findByText('Dados da Receita Federal de outubro/2026')).toBeTruthy();
  });

  it("'save and continue' stays and moves to the next tab", async () => {
    const { puts } = serveCompany(aCompanyDetail());
    const { router } = open();
    await screen.findByRole('tab', { name: 'Logomarca' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Contatos' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(puts).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/companies/${CNPJ}/edit`);
  });

  it('asks before leaving with unsaved changes', async () => {
    serveCompany(aCompanyDetail());
    const { router } = open();
    await screen.findByRole('tab', { name: 'Contatos' });
    await openTab('Contatos');
    await userEvent.setup().type(field('Cargo'), 'Diretor');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    });
    expect(await screen.findByText('Sair sem salvar?')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/companies/${CNPJ}/edit`);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${CNPJ}`));
  });
});
