// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAll } from '../../../lib/storage.ts';
import { answerListTotals, renderPage } from '../../../testing/render-page.tsx';
import { PoliticiansPage } from './politicians-page.tsx';

beforeEach(() => clearAll());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PoliticiansPage heading', () => {
  it.each([
    [1, '1 político encontrado'],
    [2, '2 políticos encontrados'],
    [0, '0 políticos encontrados'],
    [12_345, '12.345 políticos encontrados'],
  ])('counts %i as "%s"', async (total, heading) => {
    answerListTotals(total, total);
    renderPage(<PoliticiansPage />, '/politicians');
    expect(await screen.findByText(heading)).toBeTruthy();
  });
});
