// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishNotification } from '../../../lib/notification-events.ts';
import { notify } from '../../../lib/notify.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { serveApi } from '../../../testing/serve-api.ts';
import { aMessage, anInterest, signInOwner, signOut } from '../testing/an-interest.ts';
import { InterestThreadPage } from './interest-thread-page.tsx';

const DETAIL = /^GET \/api\/interests\/41$/;
const MESSAGES = /^GET \/api\/interests\/41\/messages/;
const SEND = /^POST \/api\/interests\/41\/messages/;
const READ = /^POST \/api\/interests\/41\/read/;
const STAGE = /^PATCH \/api\/interests\/41\/stage/;

const thread = () =>
  renderPage(
    <Routes>
      <Route path="/interests/:interestId" element={<InterestThreadPage />} />
    </Routes>,
    '/interests/41',
  );

beforeEach(() => {
  signInOwner();
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

describe('InterestThreadPage', () => {
  it('shows message text as typed: markup is never interpreted', async () => {
    const typed = '<script>alert(1)</script> e <b>negrito</b>';
    serveApi([
      [DETAIL, Response.json(anInterest())],
      [MESSAGES, Response.json({ data: [aMessage({ body: typed })], unread_count: 0 })],
    ]);
    const view = thread();
    const message = await screen.findByTestId('interest-message');
    expect(within(message).getByText(typed)).toBeTruthy();
    expect(view.container.querySelector('b')).toBeNull();
    expect(view.container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/interests/received',
    );
  });

  it('says a thread from a showcase is answered by e-mail, and names its author', async () => {
    serveApi([
      [
        DETAIL,
        Response.json(
          anInterest({
            target: { kind: 'city', id: 5, name: 'Bauru' },
            origin: 'outside',
            outside_contact: { name: 'Maria Souza', email: 'maria@exemplo.com.br' },
            interested_customer: null,
            interested_user: null,
          }),
        ),
      ],
      [
        MESSAGES,
        Response.json({ data: [aMessage({ author: null, body: 'Olá!' })], unread_count: 0 }),
      ],
    ]);
    thread();
    const message = await screen.findByTestId('interest-message');
    expect(within(message).getByText('Maria Souza')).toBeTruthy();
    expect(screen.getByText('Maria Souza (maria@exemplo.com.br)')).toBeTruthy();
    expect(screen.getByText('Enviado pela vitrine econômica')).toBeTruthy();
    expect(
      screen.getByText(
        'Quem escreveu não tem conta no Oportuna: cada resposta desta conversa é enviada por e-mail para maria@exemplo.com.br, e a resposta chega ao e-mail de quem escreveu.',
      ),
    ).toBeTruthy();
  });

  it('marks the thread read up to its newest message, and sends a reply with a fresh key', async () => {
    let replies = 0;
    const requests = serveApi([
      [DETAIL, Response.json(anInterest({ unread_count: 1 }))],
      [
        MESSAGES,
        () =>
          Response.json({
            data: [
              aMessage(),
              ...(replies > 0 ? [aMessage({ id: 101, side: 'received', body: 'Olá!' })] : []),
            ],
            unread_count: replies > 0 ? 0 : 1,
          }),
      ],
      [READ, Response.json({ unread_count: 0 })],
      [
        SEND,
        () => {
          replies += 1;
          return Response.json(
            { created: true, message: aMessage({ id: 101, body: 'Olá!' }) },
            { status: 201 },
          );
        },
      ],
    ]);
    thread();
    await screen.findByText('Temos interesse na área.');
    await waitFor(() =>
      expect(requests.find((r) => READ.test(r.target))?.body).toEqual({ message_id: 100 }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Escreva uma mensagem')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Nova mensagem' }), 'Olá!');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await screen.findByText('Olá!', { selector: 'p' });
    const sent = requests.find((r) => SEND.test(r.target))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'Olá!', attachments: [] });
    expect(String(sent.client_key)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refetches the thread when the stream pushes news about it, and only then', async () => {
    let newsArrived = false;
    const requests = serveApi([
      [DETAIL, Response.json(anInterest())],
      [
        MESSAGES,
        () =>
          Response.json({
            data: newsArrived
              ? [aMessage(), aMessage({ id: 101, body: 'Chegou agora' })]
              : [aMessage()],
            unread_count: 0,
          }),
      ],
    ]);
    thread();
    await screen.findByText('Temos interesse na área.');
    const loads = () => requests.filter((r) => MESSAGES.test(r.target)).length;
    const before = loads();
    publishNotification({
      id: 1,
      message: 'Nova mensagem',
      created_by: null,
      link: '/interests/99',
      is_read: false,
      category: 'interest',
      created_at: '2026-11-30T13:00:00.000Z',
    });
    expect(loads()).toBe(before);
    newsArrived = true;
    publishNotification({
      id: 2,
      message: 'Nova mensagem',
      created_by: null,
      link: '/interests/41',
      is_read: false,
      category: 'interest',
      created_at: '2026-11-30T13:00:00.000Z',
    });
    expect(await screen.findByText('Chegou agora')).toBeTruthy();
  });

  it('asks the amount and the jobs to move to Ganho, then offers to complete the opportunity', async () => {
    const wonInterest = anInterest({ stage: 'won', won_amount: 2_500_000, won_jobs: 120 });
    let moved = false;
    const requests = serveApi([
      [DETAIL, () => Response.json(moved ? wonInterest : anInterest())],
      [MESSAGES, Response.json({ data: [aMessage()], unread_count: 0 })],
      [
        STAGE,
        () => {
          moved = true;
          return Response.json(wonInterest);
        },
      ],
    ]);
    thread();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mover etapa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ganho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover para Ganho' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Informe o investimento confirmado')).toBeTruthy();
    expect(within(dialog).getByText('Informe os empregos anunciados')).toBeTruthy();
    expect(requests.some((r) => STAGE.test(r.target))).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Investimento confirmado/ }),
      '2500000',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Empregos anunciados/ }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(requests.find((r) => STAGE.test(r.target))?.body).toEqual({
        stage: 'won',
        won_amount: 2_500_000,
        won_jobs: 120,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Concluir oportunidade' })).toBeTruthy();
    expect(screen.getByTestId('interest-stage').textContent).toBe('Ganho');
  });

  it('asks a reason to move to Perdido, and a text for Outro', async () => {
    const requests = serveApi([
      [DETAIL, Response.json(anInterest())],
      [MESSAGES, Response.json({ data: [aMessage()], unread_count: 0 })],
      [STAGE, Response.json(anInterest({ stage: 'lost', lost_reason: 'other', lost_text: 'x' }))],
    ]);
    thread();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mover etapa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Perdido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover para Perdido' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Informe o motivo da perda')).toBeTruthy();
    await user.click(within(dialog).getAllByLabelText(/^Motivo da perda/)[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Outro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Descreva o motivo da perda')).toBeTruthy();
    expect(requests.some((r) => STAGE.test(r.target))).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Descrição do motivo/ }),
      'Mudou de planos',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(requests.find((r) => STAGE.test(r.target))?.body).toEqual({
        stage: 'lost',
        lost_reason: 'other',
        lost_text: 'Mudou de planos',
      }),
    );
  });

  it('shows the stage without moves to the interested side', async () => {
    serveApi([
      [
        DETAIL,
        Response.json(anInterest({ side: 'sent', can_move_stage: false, stage: 'proposal' })),
      ],
      [MESSAGES, Response.json({ data: [], unread_count: 0 })],
    ]);
    thread();
    expect((await screen.findByTestId('interest-stage')).textContent).toBe('Proposta');
    expect(screen.queryByRole('button', { name: 'Mover etapa' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/interests/sent',
    );
  });
});
