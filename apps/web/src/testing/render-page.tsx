import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
// From 'react-router' rather than 'react-router/dom': under Vitest the latter resolves to a
// second copy of the router, whose context the routes' components would not see.
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { theme } from '../app/theme.ts';
import { i18n } from '../i18n/index.ts';

// findBy… and waitFor give up after 1 s by default: a screen that renders in 2 s on a machine
// whose other core is busy is slow, not wrong (docs/testing.md, the loaded run); under heavier
// load, 5 s was seen to run out too.
configure({ asyncUtilTimeout: 10_000 });

/** Renders a screen in a DOM with the app's providers, at `path`. */
export function renderPage(ui: ReactNode, path = '/') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Mounts a route tree (the app's own, usually) in a memory router at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { router, view };
}

/** Every GET of the list answers an empty page with these totals (what list headings read). */
export function answerListTotals(total: number, totalWithoutFilter: number) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({
      data: [],
      total,
      total_without_filter: totalWithoutFilter,
      available_ordering: [],
    }),
  );
}
