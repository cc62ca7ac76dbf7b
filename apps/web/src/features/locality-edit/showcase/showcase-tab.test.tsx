// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { ShowcaseTab } from './showcase-tab.tsx';

const URL = 'https://oportuna.example/vitrine/3106200';

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ShowcaseTab', () => {
  it('generates the showcase, then shows its link, URL, embedding instructions and allowed sites', async () => {
    const requests = serveApi([
      [
        /^GET \/api\/cities\/12\/showcase$/,
        Response.json({ url: null, published_at: null, allowed_origins: [] }),
      ],
      [
        /^POST \/api\/locations\/3106200\/showcase$/,
        Response.json({
          url: URL,
          published_at: '2026-11-24T12:00:00.000Z',
          allowed_origins: ['https://prefeitura.example'],
        }),
      ],
    ]);
    renderPage(<ShowcaseTab kind="city" id={12} code="3106200" />);
    await screen.findByText(/A vitrine ainda não foi gerada/);
    expect(screen.queryByRole('link', { name: 'Ver vitrine' })).toBeNull();

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'ATUALIZAR VITRINE ECONÔMICA' })),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Vitrine econômica atualizada!'),
    );
    expect(requests.map((r) => r.target)).toContain('POST /api/locations/3106200/showcase');
    expect(screen.getByRole('link', { name: 'Ver vitrine' }).getAttribute('href')).toBe(URL);
    expect((screen.getByLabelText('Endereço da vitrine') as HTMLInputElement).value).toBe(URL);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(screen.getByText('https://prefeitura.example')).toBeTruthy();

    for (const title of ['iFrame', 'Nginx', 'Apache']) {
      expect(screen.getByRole('button', { name: title })).toBeTruthy();
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'iFrame' })));
    expect(
      screen.getByText((text) => text.includes(`<div data-oportuna-vitrine="${URL}"></div>`)),
    ).toBeTruthy();
    expect(
      screen.getByText((text) =>
        text.includes('<script src="https://oportuna.example/vitrine/embed.js" async>'),
      ),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nginx' })));
    expect(
      screen.getByText((text) => text.includes('proxy_pass https://oportuna.example;')),
    ).toBeTruthy();
    expect(
      screen.getAllByText(
        'O site onde a vitrine será incorporada precisa estar na lista de sites permitidos do cliente.',
      )[0],
    ).toBeTruthy();
  });

  it('shows the API message when generation is refused', async () => {
    serveApi([
      [
        /^GET \/api\/states\/5\/showcase$/,
        Response.json({ url: null, published_at: null, allowed_origins: [] }),
      ],
      [
        /^POST \/api\/locations\/31\/showcase$/,
        Response.json(
          {
            code: 'showcase_forbidden',
            message: 'Você não tem permissão para atualizar a vitrine desta localidade.',
          },
          { status: 403 },
        ),
      ],
    ]);
    renderPage(<ShowcaseTab kind="state" id={5} code="31" />);
    await screen.findByText(/A vitrine ainda não foi gerada/);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'ATUALIZAR VITRINE ECONÔMICA' })),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Você não tem permissão para atualizar a vitrine desta localidade.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Ver vitrine' })).toBeNull();
  });
});
