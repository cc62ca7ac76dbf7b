// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState, saveListState } from '../../../components/list-page/list-state.ts';
import { clearAll } from '../../../lib/storage.ts';
import { answerListTotals, renderPage } from '../../../testing/render-page.tsx';
import { CITY_LIST_DEFAULTS } from '../lib/city-filters.ts';
import { CitiesPage } from './cities-page.tsx';

beforeEach(() => clearAll());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CitiesPage heading', () => {
  it('counts the active cities in the base while nothing is filtered', async () => {
    answerListTotals(5571, 5571);
    renderPage(<CitiesPage />, '/cities');
    expect(await screen.findByText('Total de cidades ativas na base: 5.571')).toBeTruthy();
  });

  it('counts the filtered ones over the whole base once a filter is applied', async () => {
    const state = initialListState(CITY_LIST_DEFAULTS);
    saveListState('cities', { ...state, filters: { ...state.filters, economicFreedom: true } });
    answerListTotals(583, 5571);
    renderPage(<CitiesPage />, '/cities');
    expect(await screen.findByText('Total de cidades filtradas na base: 583 / 5.571')).toBeTruthy();
  });
});
