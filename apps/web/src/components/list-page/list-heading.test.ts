import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { type ListHeadingTexts, listHeading } from './list-heading.ts';

const cityTexts: ListHeadingTexts = {
  active: (total) => i18n.t('cities.headingActive', { total }),
  filtered: (filtered, total) => i18n.t('cities.headingFiltered', { filtered, total }),
};
const stateTexts: ListHeadingTexts = {
  active: (total) => i18n.t('states.headingActive', { total }),
  filtered: (filtered, total) => i18n.t('states.headingFiltered', { filtered, total }),
};

describe('listHeading', () => {
  it('gives the active total when nothing is filtered', () => {
    expect(listHeading({ total: 5571, totalWithoutFilter: 5571 }, false, cityTexts)).toBe(
      'Total de cidades ativas na base: 5.571',
    );
  });

  it('gives the filtered total over the whole base once filtered', () => {
    expect(listHeading({ total: 583, totalWithoutFilter: 5571 }, true, cityTexts)).toBe(
      'Total de cidades filtradas na base: 583 / 5.571',
    );
    expect(listHeading({ total: 0, totalWithoutFilter: 5571 }, true, cityTexts)).toBe(
      'Total de cidades filtradas na base: 0 / 5.571',
    );
  });

  it('words it per entity', () => {
    expect(listHeading({ total: 27, totalWithoutFilter: 27 }, false, stateTexts)).toBe(
      'Total de estados ativos na base: 27',
    );
    expect(listHeading({ total: 3, totalWithoutFilter: 27 }, true, stateTexts)).toBe(
      'Total de estados filtrados na base: 3 / 27',
    );
  });
});
