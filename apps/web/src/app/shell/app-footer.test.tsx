import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { createQueryClient } from '../query-client.ts';
import { AppFooter } from './app-footer.tsx';

describe('AppFooter', () => {
  it('shows the current year, the rights text and the terms links', () => {
    const html = renderToHtml(
      <MemoryRouter>
        <AppFooter />
      </MemoryRouter>,
      createQueryClient(),
    );
    const year = new Date().getFullYear();
    expect(visibleText(html)).toBe(
      `© ${year} Oportuna. Todos os direitos reservados. Privacidade Legal Contato`,
    );
    expect(html).toContain('href="/terms#privacidade"');
    expect(html).toContain('href="/terms#legal"');
    expect(html).toContain('href="/terms#contato"');
  });
});
