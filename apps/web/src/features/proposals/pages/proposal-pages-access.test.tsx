// @vitest-environment happy-dom
import type { Proposal } from '@oportuna/domain/proposals';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { ProposalEditPage } from '../form/pages/proposal-edit-page.tsx';
import { aProposal } from '../testing/a-proposal.ts';
import { ProposalDetailPage } from './proposal-detail-page.tsx';

const NOT_FOUND = 'Oportunidade não encontrada';
const NOT_EDITABLE = 'Você não pode editar esta oportunidade';

/** Every GET answers `proposal` (or a 404 when null); other calls an empty list. */
function answer(proposal: Proposal | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/\/proposals\/\d+(\?|$)/.test(url)) {
      return proposal
        ? Response.json(proposal)
        : Response.json(
            { message: 'Oportunidade não encontrada.', code: 'not_found' },
            { status: 404 },
          );
    }
    return Response.json({ data: [], total: 0, total_without_filter: 0, available_ordering: [] });
  });
}

function open(path: string) {
  renderPage(
    <Routes>
      <Route path="/proposals/:proposalId" element={<ProposalDetailPage />} />
      <Route path="/proposals/:proposalId/edit" element={<ProposalEditPage />} />
    </Routes>,
    path,
  );
}

beforeEach(() => {
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser({ roles: ['ROLE_ADMIN'] }) });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an opportunity that does not exist or is hidden', () => {
  it('the detail page says so and leads back to the list', async () => {
    answer(null);
    open('/proposals/126');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
    expect(
      screen.getByText(/A oportunidade #126 não existe ou não está disponível para você/),
    ).toBeTruthy();
    expect(screen.queryByText('Sem conteúdo')).toBeNull();
    const back = screen.getByRole('link', { name: 'Ver lista de oportunidades' });
    expect(back.getAttribute('href')).toBe('/proposals');
  });

  it('the edit page says the same, without a form', async () => {
    answer(null);
    open('/proposals/126/edit');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Editar oportunidade/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' })).toBeNull();
  });

  it('an address whose id is not a number is one of them', async () => {
    answer(null);
    open('/proposals/abc');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeTruthy();
  });
});

describe('an opportunity the user may not edit', () => {
  const theirs = aProposal({ id: 126, has_permission_to_edit: false });

  it('the edit page shows no editor, says why and leads to the detail page', async () => {
    answer(theirs);
    open('/proposals/126/edit');
    expect(await screen.findByRole('heading', { name: NOT_EDITABLE })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Editar oportunidade/ })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'SALVAR E CONCLUIR EDIÇÃO' })).toBeNull();
    const detail = screen.getByRole('link', { name: 'Ver detalhes da oportunidade #126' });
    expect(detail.getAttribute('href')).toBe('/proposals/126');
    expect(screen.getByRole('link', { name: 'Ver lista de oportunidades' })).toBeTruthy();
  });

  it('the detail page has no settings button, even for an administrator', async () => {
    answer(theirs);
    open('/proposals/126');
    expect(await screen.findByRole('heading', { name: theirs.name })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar oportunidade' })).toBeNull();
  });

  it('the detail page shows it to an administrator who may edit', async () => {
    answer({ ...theirs, has_permission_to_edit: true });
    open('/proposals/126');
    const settings = await screen.findByRole('link', { name: 'Editar oportunidade' });
    expect(settings.getAttribute('href')).toBe('/proposals/126/edit');
  });

  it('the edit page opens the editor for one the user may edit', async () => {
    answer({ ...theirs, has_permission_to_edit: true });
    open('/proposals/126/edit');
    expect(await screen.findByRole('heading', { name: 'Editar oportunidade #126' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Revisão' })).toBeTruthy();
  });
});
