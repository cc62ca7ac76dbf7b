// @vitest-environment happy-dom
import type { LocalityProfile } from '@oportuna/domain/territory';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { profileToValues } from '../lib/locality-form.ts';
import { LocalityEditor } from './locality-editor.tsx';

beforeEach(() => {
  // happy-dom has no font loading API, which the autosizing text areas listen to.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved: LocalityProfile = {
  id: 5,
  description: 'Resumo salvo',
  logo: null,
  logo_url: null,
  economic_freedom_law_at: null,
  industrial_area: null,
  industrial_area_hectares: null,
  vocations: [],
  benefits: [],
  contacts: [],
  city_hall: {
    zip: null,
    street: null,
    number: null,
    neighborhood: null,
    city_id: null,
    city: null,
  },
  images: [],
  multimedia: [],
  customer: null,
  responsible: null,
  has_permission_to_edit: true,
};

function open() {
  const requests = serveApi([
    [
      /^PUT \/api\/locations\/12$/,
      (request) =>
        Response.json({
          ...saved,
          description: (request.body as { description: string }).description,
        }),
    ],
    [/^GET \/api\/locations\/12\/responsible-users$/, Response.json({ data: [] })],
  ]);
  renderRoutes(
    [
      {
        path: '/states/1/edit',
        element: (
          <LocalityEditor
            place={{
              kind: 'state',
              id: 1,
              code: 12,
              name: 'Acre',
              uf: 'AC',
              leader: null,
              longitude: -70.5,
              latitude: -9.1,
            }}
            profile={saved}
            stateCompanies={3}
          />
        ),
      },
      { path: '/cities', element: <p>Lista de cidades</p> },
    ],
    '/states/1/edit',
  );
  return requests;
}

const textOf = (element: HTMLElement) => (element as HTMLTextAreaElement).value;

const selected = (name: string) =>
  screen.getByRole('tab', { name }).getAttribute('aria-selected') === 'true';

describe('LocalityEditor', () => {
  it('asks before leaving a tab with unsaved changes: keep editing, or discard', async () => {
    const user = userEvent.setup();
    open();
    const summary = await screen.findByLabelText('Resumo');
    await user.clear(summary);
    await user.type(summary, 'Resumo novo');

    await user.click(screen.getByRole('tab', { name: 'Contatos' }));
    await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selected('Informações Básicas')).toBe(true);
    expect(textOf(screen.getByLabelText('Resumo'))).toBe('Resumo novo');

    await user.click(screen.getByRole('tab', { name: 'Contatos' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar alterações' }));
    await waitFor(() => expect(selected('Contatos')).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'Informações Básicas' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textOf(await screen.findByLabelText('Resumo'))).toBe('Resumo salvo');
  });

  it('moves on without asking once saved, and sends no industrial area for a state', async () => {
    const user = userEvent.setup();
    const requests = open();
    const summary = await screen.findByLabelText('Resumo');
    await user.clear(summary);
    await user.type(summary, 'Resumo novo');
    await user.click(screen.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' }));

    await waitFor(() => expect(selected('Contatos')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ description: 'Resumo novo', images: [], multimedia: [] });
    expect(put?.body).not.toHaveProperty('industrial_area');
    expect(profileToValues(saved).description).toBe('Resumo salvo');
  });
});
