// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAll } from '../../../lib/storage.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { anInterest, signInOwner, signOut } from '../testing/an-interest.ts';
import { ReceivedInterestsPage, SentInterestsPage } from './interests-page.tsx';

const RECEIVED = /^GET \/api\/interests\/received\?/;
const SENT = /^GET \/api\/interests\/sent\?/;
const page = (items = [anInterest({ unread_count: 2 })], total = items.length) =>
  Response.json({
    data: items,
    total,
    total_without_filter: 5,
    available_ordering: ['last_message_at', 'created_at', 'stage', 'id'],
  });

beforeEach(() => {
  clearAll();
  signInOwner();
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

describe('InterestsPage', () => {
  it('lists the received interests with who sent them, stage and unread messages', async () => {
    const requests = serveApi([[RECEIVED, page()]]);
    renderPage(<ReceivedInterestsPage />, '/interests/received');
    expect(await screen.findByRole('heading', { name: 'Interesses recebidos' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Abrir interesse #41' });
    expect(link.getAttribute('href')).toBe('/interests/41');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Embalagens Paulistas')).toBeTruthy();
    expect(within(row).getByText('Novo')).toBeTruthy();
    expect(within(row).getByLabelText('2 mensagens não lidas')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Oportunidade #12 Distrito industrial de Bauru' }),
    ).toBeTruthy();
    expect(screen.getByTestId('list-heading').textContent).toBe('Total de interesses recebidos: 5');
    expect(requests[0]?.target).toBe(
      'GET /api/interests/received?sort[last_message_at]=desc&page=1&limit=25',
    );
  });

  it('says who received the sent ones', async () => {
    serveApi([[SENT, page([anInterest({ side: 'sent' })])]]);
    renderPage(<SentInterestsPage />, '/interests/sent');
    const row = (await screen.findByRole('link', { name: 'Abrir interesse #41' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Prefeitura de Bauru')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Enviado para' })).toBeTruthy();
  });

  it('filters by stage, opportunity, period and search, and by favourites', async () => {
    const requests = serveApi([[RECEIVED, page()]]);
    renderPage(<ReceivedInterestsPage />, '/interests/received');
    await screen.findByRole('link', { name: 'Abrir interesse #41' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog');
    await user.type(await within(panel).findByRole('textbox', { name: /Buscar/ }), 'Bauru');
    await user.click(within(panel).getByRole('checkbox', { name: 'Ganho' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Proposta' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Número da oportunidade' }), '12');
    await user.type(within(panel).getByLabelText('Data inicial'), '2026-11-01');
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() =>
      expect(requests.at(-1)?.target).toBe(
        'GET /api/interests/received?stage=won,proposal&proposal=12&start_date=2026-11-01' +
          '&search=Bauru&sort[last_message_at]=desc&page=1&limit=25',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Somente favoritos' }));
    await waitFor(() => expect(requests.at(-1)?.target).toContain('only_favorites=1'));
  });
});
