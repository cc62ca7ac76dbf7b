// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState, saveListState } from '../../../components/list-page/list-state.ts';
import { clearAll } from '../../../lib/storage.ts';
import { answerListTotals, renderPage } from '../../../testing/render-page.tsx';
import { STATE_LIST_DEFAULTS } from '../lib/state-filters.ts';
import { StatesPage } from './states-page.tsx';

beforeEach(() => clearAll());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('StatesPage heading', () => {
  it('counts the active states in the base while nothing is filtered', async () => {
    answerListTotals(27, 27);
    renderPage(<StatesPage />, '/states');
    expect(await screen.findByText('Total de estados ativos na base: 27')).toBeTruthy();
  });

  it('counts the filtered ones over the whole base once a filter is applied', async () => {
    const state = initialListState(STATE_LIST_DEFAULTS);
    saveListState('states', {
      ...state,
      filters: { ...state.filters, vocations: [{ value: '1', label: 'Agronegócio' }] },
    });
    answerListTotals(3, 27);
    renderPage(<StatesPage />, '/states');
    expect(await screen.findByText('Total de estados filtrados na base: 3 / 27')).toBeTruthy();
  });
});
