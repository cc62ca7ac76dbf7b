import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { placeRanking } from '../../testing/place-ranking.ts';
import { renderToHtml, visibleText } from '../../testing/render-to-html.tsx';
import { RankingSummary } from './ranking-summary.tsx';

const text = (ui: React.ReactNode) => visibleText(renderToHtml(ui, createQueryClient()));

describe('RankingSummary', () => {
  // Both layouts are in the page; CSS shows the wide one from 'sm' up and the other on phones.
  it('shows positions in the state and the country, and none for a kind without any', () => {
    const ranking = placeRanking(
      {
        public: { total: 4, open: 3, completed: 1 },
        private: { total: 0, open: 0, completed: 0 },
      },
      { public: [2, 1234], private: [null, null], overall: 106, of: 5571 },
    );
    expect(text(<RankingSummary ranking={ranking} />)).toBe(
      'Total Ativas Concretizadas Posição no estado Posição no país ' +
        'Públicas 4 3 1 2º 1.234º ' +
        'Privadas 0 0 0 Sem oportunidades Sem oportunidades ' +
        'Públicas Total 4 Ativas 3 Concretizadas 1 Posição no estado 2º Posição no país 1.234º ' +
        'Privadas Total 0 Ativas 0 Concretizadas 0 Posição no estado Sem oportunidades ' +
        'Posição no país Sem oportunidades',
    );
  });

  it('tells apart a kind with only closed opportunities from one with none', () => {
    const ranking = placeRanking(
      {
        public: { total: 2, open: 0, completed: 2 },
        private: { total: 0, open: 0, completed: 0 },
      },
      { public: [null, null], private: [null, null], overall: null, of: 27 },
    );
    expect(text(<RankingSummary ranking={ranking} withStateRank={false} />)).toBe(
      'Total Ativas Concretizadas Posição no país ' +
        'Públicas 2 0 2 Sem oportunidades ativas ' +
        'Privadas 0 0 0 Sem oportunidades ' +
        'Públicas Total 2 Ativas 0 Concretizadas 2 Posição no país Sem oportunidades ativas ' +
        'Privadas Total 0 Ativas 0 Concretizadas 0 Posição no país Sem oportunidades',
    );
  });
});
