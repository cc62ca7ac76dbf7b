// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { pageLoad } from '../lib/page-load.ts';
import { renderRoutes } from '../testing/render-page.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { theme } from './theme.ts';

function Broken(): never {
  throw new Error('falha de teste');
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageLoad, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the boundary above the shell', () => {
  it('shows the logo and a way home, and reloads the page that failed', async () => {
    renderRoutes(
      [{ path: '/cities', Component: Broken, ErrorBoundary: RouteErrorBoundary }],
      '/cities',
    );
    const alert = await screen.findByRole('alert');
    expect(
      screen.getByRole('link', { name: 'Oportuna, página inicial' }).getAttribute('href'),
    ).toBe('/');
    expect(within(alert).getByRole('link', { name: 'Voltar para o início' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Atualizar Página' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the last boundary, outside the router', () => {
  it('still shows the logo and a plain link home', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} env="test">
          <AppErrorBoundary>
            <Broken />
          </AppErrorBoundary>
        </MantineProvider>
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(
      screen.getByRole('link', { name: 'Oportuna, página inicial' }).getAttribute('href'),
    ).toBe('/');
    expect(
      within(alert).getByRole('link', { name: 'Voltar para o início' }).getAttribute('href'),
    ).toBe('/');
    fireEvent.click(within(alert).getByRole('button', { name: 'Atualizar Página' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
