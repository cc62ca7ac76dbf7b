import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { LocalityDetailFallback } from './locality-detail-fallback.tsx';
import { LocalityDetailLayout } from './locality-detail-layout.tsx';

const render = (ui: React.ReactNode) =>
  renderToHtml(
    <MemoryRouter initialEntries={['/states/35']}>{ui}</MemoryRouter>,
    createQueryClient(),
  );

describe('LocalityDetailLayout', () => {
  it('titles the page and offers the star and the way back', () => {
    const html = render(
      <LocalityDetailLayout
        title="São Paulo (SP)"
        backHref="/states"
        favorite={{ entity: 'state', entityId: 35, isFavorite: true }}
      >
        <p>Resumo</p>
      </LocalityDetailLayout>,
    );
    expect(html).toContain('<title>São Paulo (SP) | Oportuna</title>');
    expect(html).toContain('aria-label="Remover dos favoritos"');
    expect(html).toContain('href="/states"');
    expect(visibleText(html)).toContain('Voltar Resumo');
  });
});

describe('LocalityDetailFallback', () => {
  it('says there is no content once the place failed to load', () => {
    const html = render(
      <LocalityDetailFallback title="Estados" backHref="/states" pending={false} />,
    );
    expect(visibleText(html)).toContain('Estados Estados / Estados Voltar');
    expect(html).not.toContain('<title>');
  });
});
