// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify.ts';
import { AppProviders } from './providers.tsx';

afterEach(cleanup);
// Test files share their worker's modules: toasts left in Mantine's store by an earlier file
// would count against the limit of 3 here.
beforeEach(() => notifications.clean());

describe('toasts', () => {
  it('show at most 3 at a time, at the top centre below the header', async () => {
    render(
      <AppProviders>
        <button
          type="button"
          onClick={() => {
            for (const n of [1, 2, 3, 4, 5]) notify.success(`Aviso ${n}`);
          }}
        >
          Concluir cadastro
        </button>
      </AppProviders>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    });
    const shown = await screen.findAllByText(/^Aviso \d$/);
    expect(shown.map((toast) => toast.textContent)).toEqual(['Aviso 1', 'Aviso 2', 'Aviso 3']);

    const container = shown[0]?.closest<HTMLElement>('[data-position]');
    expect(container?.dataset.position).toBe('top-center');
    expect(container?.style.getPropertyValue('--toasts-header-height')).toBe('64px');
  });
});
