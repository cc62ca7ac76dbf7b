// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState, saveListState } from '../../../components/list-page/list-state.ts';
import { clearAll } from '../../../lib/storage.ts';
import { answerListTotals, renderPage } from '../../../testing/render-page.tsx';
import { PROPOSAL_LIST_DEFAULTS } from '../lib/proposal-filters.ts';
import { ProposalsPage } from './proposals-page.tsx';

beforeEach(() => clearAll());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProposalsPage heading', () => {
  it('counts the active opportunities in the base while nothing is filtered', async () => {
    answerListTotals(1234, 1234);
    renderPage(<ProposalsPage />, '/proposals');
    expect(await screen.findByText('Total de propostas ativas na base: 1.234')).toBeTruthy();
  });

  it('counts the filtered ones over the whole base once a filter is applied', async () => {
    const state = initialListState(PROPOSAL_LIST_DEFAULTS);
    saveListState('proposals', { ...state, filters: { ...state.filters, statuses: ['open'] } });
    const fetchMock = answerListTotals(12, 1234);
    renderPage(<ProposalsPage />, '/proposals');
    expect(
      await screen.findByText('Total de propostas filtradas na base: 12 / 1.234'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('status=open');
  });

  it('says so when nothing matches', async () => {
    answerListTotals(0, 1234);
    renderPage(<ProposalsPage />, '/proposals');
    expect(await screen.findByText('Nenhuma proposta encontrada')).toBeTruthy();
  });
});
