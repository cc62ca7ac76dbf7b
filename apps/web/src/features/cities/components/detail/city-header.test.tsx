import type { CityListItem } from '@oportuna/domain/cities';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../app/query-client.ts';
import { placeRanking } from '../../../../testing/place-ranking.ts';
import { renderToHtml, visibleText } from '../../../../testing/render-to-html.tsx';
import { CityHeader } from './city-header.tsx';

const city = {
  code: 3550308,
  name: 'São Paulo',
  state: { id: 25, uf: 'SP', name: 'São Paulo' },
} as CityListItem;
const none = { total: 0, open: 0, completed: 0 };

describe('CityHeader', () => {
  it('shows the position among all municipalities', () => {
    const ranking = placeRanking(
      { public: { total: 2, open: 2, completed: 0 }, private: none },
      { public: [1, 2], private: [null, null], overall: 2, of: 5571 },
    );
    const html = renderToHtml(
      <CityHeader city={city} ranking={ranking} rankingLoading={false} />,
      createQueryClient(),
    );
    expect(visibleText(html)).toContain('Oportunidades ativas 2 2º de 5.571 municípios');
  });

  it('shows no position for a city without opportunities', () => {
    const ranking = placeRanking(
      { public: none, private: none },
      { public: [null, null], private: [null, null], overall: null, of: 5571 },
    );
    const text = visibleText(
      renderToHtml(
        <CityHeader city={city} ranking={ranking} rankingLoading={false} />,
        createQueryClient(),
      ),
    );
    expect(text).toContain('Oportunidades ativas 0 Sem oportunidades');
    expect(text).not.toMatch(/\dº/);
  });
});
