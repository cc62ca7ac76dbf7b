// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { fakeUploads } from '../../testing/fake-uploads.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { serveApi } from '../../testing/serve-api.ts';
import { InterestButton } from './interest-button.tsx';
import type { InterestTarget } from './interest-dialog.tsx';

const OPEN_LOOKUP = /^GET \/api\/interests\/sent\?/;
const CREATE = /^POST \/api\/interests$/;
const USER = aCurrentUser({
  id: 30,
  name: 'Rita Prado',
  roles: ['ROLE_USER'],
  customer: {
    id: 9,
    name: 'Embalagens Paulistas',
    type: 'company',
    city_id: null,
    state_id: null,
    is_active: true,
    logo: null,
    background_banner: null,
    map_color: null,
  },
});

const interest = (id: number) => ({
  id,
  side: 'sent',
  stage: 'new',
  target: { kind: 'proposal', id: 12, name: 'Distrito industrial' },
});

function renderButton(
  target: InterestTarget = { kind: 'proposal', id: 12, name: 'Distrito industrial' },
) {
  return renderPage(
    <Routes>
      <Route path="/proposals/12" element={<InterestButton target={target} />} />
      <Route path="/cities/3506003" element={<InterestButton target={target} />} />
      <Route path="/interests/:id" element={<p>Conversa aberta</p>} />
    </Routes>,
    target.kind === 'proposal' ? '/proposals/12' : '/cities/3506003',
  );
}

beforeEach(() => {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: USER });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'info');
});
afterEach(() => {
  cleanup();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
  vi.restoreAllMocks();
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Tenho interesse' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Tenho interesse: Distrito industrial',
  });
  return { user, dialog };
}

describe('InterestButton', () => {
  it('says in pt-BR what the message lacks, up to 2.000 characters', async () => {
    const requests = serveApi([[OPEN_LOOKUP, Response.json({ data: [] })]]);
    renderButton();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar interesse' }));
    expect(within(dialog).getByText('Escreva uma mensagem')).toBeTruthy();
    const box = within(dialog).getByRole('textbox', { name: /Mensagem/ });
    await user.click(box);
    await user.paste('a'.repeat(2_001));
    expect(within(dialog).getByText('2.001 de 2.000 caracteres')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar interesse' }));
    expect(within(dialog).getByText('A mensagem pode ter no máximo 2.000 caracteres')).toBeTruthy();
    expect(requests.some((r) => CREATE.test(r.target))).toBe(false);
  });

  it('sends exactly 2.000 characters, followed by the user, and opens the new thread', async () => {
    const requests = serveApi([
      [OPEN_LOOKUP, Response.json({ data: [] })],
      [CREATE, Response.json({ created: true, interest: interest(41) }, { status: 201 })],
    ]);
    renderButton();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('textbox', { name: /Mensagem/ }));
    await user.paste('b'.repeat(2_000));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar interesse' }));
    expect(await screen.findByText('Conversa aberta')).toBeTruthy();
    expect(requests.find((r) => CREATE.test(r.target))?.body).toEqual({
      proposal_id: 12,
      message: 'b'.repeat(2_000),
      follower_user_id: 30,
      attachments: [],
    });
    expect(notify.success).toHaveBeenCalledWith('Interesse enviado.');
  });

  it('sends the attachments uploaded as purpose=interest, less those removed', async () => {
    const uploads = fakeUploads();
    const requests = serveApi([
      [OPEN_LOOKUP, Response.json({ data: [] })],
      [CREATE, Response.json({ created: true, interest: interest(41) }, { status: 201 })],
    ]);
    renderButton();
    const { user, dialog } = await openDialog();
    const pick = async (name: string) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      const file = new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });
      await act(async () => {
        fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
      });
      await within(dialog).findByText(name);
    };
    await pick('plano.pdf');
    await pick('rascunho.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Remover rascunho.pdf' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Mensagem/ }), 'Segue o plano');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar interesse' }));
    await screen.findByText('Conversa aberta');
    expect(uploads.map((upload) => upload.url)).toEqual([
      '/api/files?purpose=interest',
      '/api/files?purpose=interest',
    ]);
    expect(requests.find((r) => CREATE.test(r.target))?.body).toMatchObject({
      attachments: [{ path: 'uploads/plano.pdf' }],
    });
  });

  it('opens the open interest on a second click instead of the dialog', async () => {
    const requests = serveApi([[OPEN_LOOKUP, Response.json({ data: [interest(41)] })]]);
    renderButton();
    const link = await screen.findByRole('link', { name: 'Ver meu interesse' });
    expect(link.getAttribute('href')).toBe('/interests/41');
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
    expect(requests.find((r) => OPEN_LOOKUP.test(r.target))?.target).toBe(
      'GET /api/interests/sent?proposal=12&stage=new,talking,site_visit,proposal&limit=1&page=1',
    );
  });

  it('in a city too, opens the open interest on a second click', async () => {
    const requests = serveApi([[OPEN_LOOKUP, Response.json({ data: [interest(52)] })]]);
    renderButton({ kind: 'city', id: 3506003, name: 'Bauru - SP' });
    const link = await screen.findByRole('link', { name: 'Ver meu interesse' });
    expect(link.getAttribute('href')).toBe('/interests/52');
    expect(requests.find((r) => OPEN_LOOKUP.test(r.target))?.target).toBe(
      'GET /api/interests/sent?city=3506003&stage=new,talking,site_visit,proposal&limit=1&page=1',
    );
  });

  it('in a place, opens the interest the API answers as already open', async () => {
    serveApi([
      [OPEN_LOOKUP, Response.json({ data: [] })],
      [CREATE, Response.json({ created: false, interest: interest(77) })],
    ]);
    renderButton({ kind: 'city', id: 3506003, name: 'Distrito industrial' });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Mensagem/ }), 'De novo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar interesse' }));
    expect(await screen.findByText('Conversa aberta')).toBeTruthy();
    expect(notify.info).toHaveBeenCalledWith(
      'Você já tem um interesse aberto aqui. Abrimos a conversa.',
    );
  });

  it("is not offered to the superadmin nor in the caller's own city", async () => {
    serveApi([]);
    sessionStore.dispatch({
      type: 'userLoaded',
      user: aCurrentUser({ roles: ['ROLE_SUPERADMIN'], customer: null }),
    });
    renderButton();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull(),
    );
    cleanup();
    sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
    renderButton({ kind: 'city', id: 565, name: 'Bauru - SP' });
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
  });
});
