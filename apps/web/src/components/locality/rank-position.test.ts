import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { placeRanking } from '../../testing/place-ranking.ts';
import { overallRankPosition, rankPosition } from './rank-position.ts';

const none = { total: 0, open: 0, completed: 0 };

describe('rankPosition', () => {
  it('writes a position as an ordinal with pt-BR thousands', () => {
    expect(rankPosition(i18n.t, 1, 3)).toBe('1º');
    expect(rankPosition(i18n.t, 1234, 3)).toBe('1.234º');
  });

  it('gives no position to a place without active opportunities', () => {
    expect(rankPosition(i18n.t, null, 0)).toBe('Sem oportunidades');
    expect(rankPosition(i18n.t, null, 2)).toBe('Sem oportunidades ativas');
  });
});

describe('overallRankPosition', () => {
  it('places a city among all cities and a state among all states', () => {
    const ranked = placeRanking(
      { public: { total: 3, open: 2, completed: 1 }, private: none },
      { public: [1, 4], private: [null, null], overall: 4, of: 5571 },
    );
    expect(overallRankPosition(i18n.t, ranked, 'cities')).toBe('4º de 5.571 municípios');
    expect(
      overallRankPosition(
        i18n.t,
        { ...ranked, ranking: { position: 2, total_of_cities: 27 } },
        'states',
      ),
    ).toBe('2º de 27 estados');
  });

  it('says a place has no opportunities rather than a last position', () => {
    const empty = placeRanking(
      { public: none, private: none },
      { public: [null, null], private: [null, null], overall: null, of: 5571 },
    );
    expect(overallRankPosition(i18n.t, empty, 'cities')).toBe('Sem oportunidades');
    const closedOnly = placeRanking(
      { public: none, private: { total: 1, open: 0, completed: 1 } },
      { public: [null, null], private: [null, null], overall: null, of: 27 },
    );
    expect(overallRankPosition(i18n.t, closedOnly, 'states')).toBe('Sem oportunidades ativas');
  });
});
