// @vitest-environment happy-dom
import type { PossibleLink } from '@oportuna/domain/possible-links';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompanyPossibleLinks } from '../../lib/api/companies/get-company-possible-links.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { aCurrentUser } from '../../testing/current-user.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { PossibleLinksList } from './possible-links-list.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.dispatch({ type: 'loggedOut', expired: false });
});

const strong: PossibleLink = {
  politician: {
    id: 41,
    name: 'ORLANDINA QUEIRÓZ BRAGA',
    office: 'Deputado Federal',
    party: 'PSD',
    year: 2022,
  },
  company: { cnpj: '91000001000191', name: 'ALFA TAPAJOS LTDA', uf: 'SP' },
  evidence: { name: 'ORLANDINA QUEIROZ BRAGA', uf: 'SP', cpf_digits: '123456' },
  confidence: 'alta',
  partner: { name: 'ORLANDINA QUEIROZ BRAGA', document: '***123456**' },
};
const weak: PossibleLink = {
  politician: { id: 42, name: 'TEODORICO VAZ', office: 'Vereador', party: null, year: 2024 },
  company: { cnpj: '91000001000191', name: 'ALFA TAPAJOS LTDA', uf: 'SP' },
  evidence: { name: 'TEODORICO VAZ', uf: 'SP', cpf_digits: null },
  confidence: 'média',
  partner: { name: 'TEODORICO VAZ', document: '***555555**' },
};

function CompanyLinks() {
  const links = useCompanyPossibleLinks('91000001000191');
  return (
    <PossibleLinksList
      show="politician"
      links={links.data?.data}
      hasMore={links.data?.has_more}
      loading={links.isPending}
      error={links.error}
    />
  );
}

/** GET answers the links left; POST dismiss answers `dismissStatus`. */
function answerApi(links: PossibleLink[], dismissStatus = 204) {
  let left = links;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      if (dismissStatus !== 204) {
        return Response.json(
          { code: 'internal', message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' },
          { status: dismissStatus },
        );
      }
      const id = Number(/politicians\/(\d+)\//.exec(url)?.[1]);
      left = left.filter((link) => link.politician.id !== id);
      return new Response(null, { status: 204 });
    }
    return Response.json({ data: left, has_more: false });
  });
}

const signInAs = (roles: ('ROLE_USER' | 'ROLE_ADMIN' | 'ROLE_SUPERADMIN')[]) => {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  const superadmin = roles.includes('ROLE_SUPERADMIN');
  sessionStore.dispatch({
    type: 'userLoaded',
    user: aCurrentUser({
      roles,
      ...(superadmin ? { customer: null, customer_name: null } : {}),
    }),
  });
};

describe('PossibleLinksList', () => {
  it('shows each politician with the evidence and the confidence, as a clue, with the connections link', async () => {
    signInAs(['ROLE_USER']);
    const fetch = answerApi([strong, weak]);
    renderPage(<CompanyLinks />);

    const first = await screen.findByRole('article', { name: strong.politician.name });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /\/api\/companies\/91000001000191\/possible-links$/,
    );
    expect(
      screen.getByText(/Mesmo nome no mesmo estado nos dados do TSE e da Receita Federal/),
    ).toBeTruthy();
    expect(within(first).getByText('Possível vínculo')).toBeTruthy();
    expect(within(first).getByText('Confiança alta')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: strong.politician.name }).getAttribute('href'),
    ).toBe('/politicians/41');
    expect(first.textContent).toContain(
      'Nome: ORLANDINA QUEIROZ BRAGA · UF: SP · Dígitos do CPF: 123456',
    );
    expect(
      within(first)
        .getByRole('link', { name: 'Ver conexões de ORLANDINA QUEIROZ BRAGA' })
        .getAttribute('href'),
    ).toBe('/corporate-connections?name=ORLANDINA+QUEIROZ+BRAGA&document=***123456**');

    const second = screen.getByRole('article', { name: weak.politician.name });
    expect(within(second).getByText('Confiança média')).toBeTruthy();
    expect(second.textContent).toContain('Nome: TEODORICO VAZ · UF: SP');
    expect(second.textContent).not.toContain('Dígitos do CPF');
    // Not an administrator: nothing to mark.
    expect(screen.queryByRole('button', { name: /Marcar como incorreto/ })).toBeNull();
  });

  it('shows the company on a politician’s page', () => {
    renderPage(<PossibleLinksList show="company" links={[strong]} />);
    const entry = screen.getByRole('article', { name: 'ALFA TAPAJOS LTDA' });
    expect(
      within(entry).getByRole('link', { name: 'ALFA TAPAJOS LTDA' }).getAttribute('href'),
    ).toBe('/companies/91000001000191');
    expect(entry.textContent).toContain('91.000.001/0001-91 · SP');
  });

  it('says when only the strongest links are listed, and not otherwise', () => {
    renderPage(<PossibleLinksList show="company" links={[strong, weak]} hasMore />);
    expect(
      screen.getByText('Há mais possíveis vínculos: mostramos os 2 mais fortes.'),
    ).toBeTruthy();
    cleanup();
    renderPage(<PossibleLinksList show="company" links={[strong, weak]} hasMore={false} />);
    expect(screen.queryByText(/Há mais possíveis vínculos/)).toBeNull();
  });

  it('says when there is none', () => {
    renderPage(<PossibleLinksList show="company" links={[]} />);
    expect(screen.getByText('Nenhum possível vínculo encontrado')).toBeTruthy();
  });

  it('lets an administrator mark a link as wrong for their customer, after confirming, and drops it', async () => {
    signInAs(['ROLE_ADMIN']);
    const fetch = answerApi([strong, weak]);
    const success = vi.spyOn(notify, 'success');
    renderPage(<CompanyLinks />);

    fireEvent.click(
      await screen.findByRole('button', { name: `Marcar como incorreto: ${weak.politician.name}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'O possível vínculo entre TEODORICO VAZ e ALFA TAPAJOS LTDA deixará de ser mostrado aos usuários de Prefeitura de Bauru. Os demais clientes continuam a vê-lo.',
    );
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(
      screen.getByRole('button', { name: `Marcar como incorreto: ${weak.politician.name}` }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: weak.politician.name })).toBeNull(),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toMatch(
      /\/api\/politicians\/42\/possible-links\/91000001000191\/dismiss$/,
    );
    expect(success).toHaveBeenCalledWith('Possível vínculo marcado como incorreto');
    expect(screen.getByRole('article', { name: strong.politician.name })).toBeTruthy();
  });

  it('tells the superadmin that the link is hidden from every user', async () => {
    signInAs(['ROLE_SUPERADMIN']);
    answerApi([weak]);
    renderPage(<CompanyLinks />);
    fireEvent.click(
      await screen.findByRole('button', { name: `Marcar como incorreto: ${weak.politician.name}` }),
    );
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'O possível vínculo entre TEODORICO VAZ e ALFA TAPAJOS LTDA deixará de ser mostrado a todos os usuários.',
    );
  });

  it('keeps the link and says so when marking fails', async () => {
    signInAs(['ROLE_ADMIN']);
    answerApi([weak], 500);
    const error = vi.spyOn(notify, 'error');
    renderPage(<CompanyLinks />);
    fireEvent.click(
      await screen.findByRole('button', { name: `Marcar como incorreto: ${weak.politician.name}` }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toMatch(/erro/i);
    expect(screen.getByRole('article', { name: weak.politician.name })).toBeTruthy();
  });
});
