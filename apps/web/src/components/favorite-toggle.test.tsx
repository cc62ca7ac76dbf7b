import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { renderToHtml } from '../testing/render-to-html.tsx';
import { FavoriteToggle } from './favorite-toggle.tsx';

const render = (isFavorite: boolean) =>
  renderToHtml(
    <FavoriteToggle entity="city" entityId={3550308} isFavorite={isFavorite} />,
    createQueryClient(),
  );

describe('FavoriteToggle', () => {
  it('offers to save an item that is not a favourite', () => {
    const html = render(false);
    expect(html).toContain('aria-label="Salvar em favoritos"');
    expect(html).toContain('aria-pressed="false"');
  });

  it('offers to remove a favourite', () => {
    const html = render(true);
    expect(html).toContain('aria-label="Remover dos favoritos"');
    expect(html).toContain('aria-pressed="true"');
  });
});
