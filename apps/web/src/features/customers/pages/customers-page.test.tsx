// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { clearAll } from '../../../lib/storage.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { aCustomer, aCustomersPage } from '../testing/a-customer.ts';
import { CustomersPage } from './customers-page.tsx';

const LIST = /^GET \/api\/customers\?/;

const bauru = aCustomer();
const governo = aCustomer({
  id: 8,
  name: 'Governo do Estado de São Paulo',
  type: 'state',
  city: null,
});
const empresa = aCustomer({
  id: 9,
  name: 'Vale do Tietê Alimentos S.A.',
  type: 'company',
  is_active: false,
  state: null,
  city: null,
  company: { federal_tax_id: '11222333000181', name: 'VALE DO TIETE ALIMENTOS SA' },
});

beforeEach(() => {
  clearAll();
  vi.spyOn(notify, 'error');
  vi.spyOn(notify, 'success');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('CustomersPage', () => {
  it('shows id, name, type label and the active switch of each customer', async () => {
    const requests = serveApi([[LIST, Response.json(aCustomersPage([bauru, governo, empresa]))]]);
    renderPage(<CustomersPage />, '/manage-customers');
    const row = await rowOf('Vale do Tietê Alimentos S.A.');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['9', 'Vale do Tietê Alimentos S.A.', 'Empresa']);
    expect(
      within(await rowOf('Prefeitura Municipal de Bauru')).getAllByRole('cell')[2]?.textContent,
    ).toBe('Cidade');
    expect(
      within(await rowOf('Governo do Estado de São Paulo')).getAllByRole('cell')[2]?.textContent,
    ).toBe('Governo');
    const toggle = within(row).getByRole('switch', {
      name: 'Cliente Vale do Tietê Alimentos S.A. ativo',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Nome',
      'Tipo',
      'Ativo',
      'Ações',
    ]);
    expect(
      within(row)
        .getByRole('link', { name: 'Editar Vale do Tietê Alimentos S.A.' })
        .getAttribute('href'),
    ).toBe('/manage-customers/9');
    expect(screen.getByText('Total de clientes na base: 3')).toBeTruthy();
    expect(requests[0]?.target).toBe('GET /api/customers?page=1&limit=25&sort[id]=asc');
  });

  it("says 'Nenhum cliente encontrado' for an empty list", async () => {
    serveApi([[LIST, Response.json(aCustomersPage([]))]]);
    renderPage(<CustomersPage />, '/manage-customers');
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeTruthy();
  });

  it('shows 10 skeleton rows while the first page loads', async () => {
    serveApi([[LIST, () => new Promise<Response>(() => {})]]);
    const { container } = renderPage(<CustomersPage />, '/manage-customers');
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBe(10));
  });

  it('shows 9 skeleton cards while the card view loads, then the cards', async () => {
    let release: (response: Response) => void = () => {};
    serveApi([
      [
        LIST,
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ],
    ]);
    renderPage(<CustomersPage />, '/manage-customers');
    fireEvent.click(await screen.findByRole('button', { name: 'Visualizar em cartões' }));
    await waitFor(() => expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9));
    await act(async () => release(Response.json(aCustomersPage([governo]))));
    expect(await screen.findByText('Governo do Estado de São Paulo')).toBeTruthy();
    expect(screen.getByText('Governo')).toBeTruthy();
  });

  it('applies the active switch at once and sends {is_active}', async () => {
    let release: (response: Response) => void = () => {};
    const requests = serveApi([
      [LIST, Response.json(aCustomersPage([bauru]))],
      [
        /^PUT \/api\/customers\/7$/,
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ],
    ]);
    renderPage(<CustomersPage />, '/manage-customers');
    const toggle = within(await rowOf(bauru.name)).getByRole('switch') as HTMLInputElement;
    await act(async () => {
      fireEvent.click(toggle);
    });
    // Before the server answers.
    expect((within(await rowOf(bauru.name)).getByRole('switch') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ is_active: false });
    await act(async () => release(new Response(null, { status: 204 })));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Cliente atualizado'));
  });

  it('puts the switch back and names the customer when the save fails', async () => {
    serveApi([
      [LIST, Response.json(aCustomersPage([bauru]))],
      [
        /^PUT \/api\/customers\/7$/,
        Response.json({ message: 'Falhou', code: 'x' }, { status: 500 }),
      ],
    ]);
    renderPage(<CustomersPage />, '/manage-customers');
    const toggle = within(await rowOf(bauru.name)).getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Não foi possível atualizar o cliente Prefeitura Municipal de Bauru, tente novamente!',
      ),
    );
    expect((within(await rowOf(bauru.name)).getByRole('switch') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('filters by the trimmed name through the filter panel', async () => {
    const requests = serveApi([[LIST, Response.json(aCustomersPage([bauru]))]]);
    renderPage(<CustomersPage />, '/manage-customers');
    await rowOf(bauru.name);
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: '  bauru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() =>
      expect(requests.at(-1)?.target).toBe(
        'GET /api/customers?page=1&limit=25&name=bauru&sort[id]=asc',
      ),
    );
  });
});
