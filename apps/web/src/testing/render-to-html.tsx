import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../app/theme.ts';
import { i18n } from '../i18n/index.ts';

/** Renders with the app's providers to HTML, for tests that run without a DOM. */
export function renderToHtml(ui: ReactNode, queryClient: QueryClient): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The visible text of rendered HTML, tags removed and entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
