import type { CityListItem } from '@oportuna/domain/cities';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../../../testing/render-to-html.tsx';
import { CityAbout } from './city-about.tsx';

const city = {
  name: 'Bauru',
  featured_image: null,
  summary: null,
  wiki_description: null,
  benefits: [],
  vocations: [],
  population: 379_297,
  demographic_data: [],
  mayor: {
    id: 1,
    name: 'Suéllen Rosim',
    political_party: { abbreviation: 'PSD' },
    meta: { photo: null, electionYear: 2024 },
  },
} as unknown as CityListItem;

describe('CityAbout', () => {
  // The mayor's gender is not known here: the election year is said without a participle.
  it("gives the mayor's election year in words that fit a mayor of either gender", () => {
    const text = visibleText(
      renderToHtml(
        <CityAbout
          city={city}
          profile={undefined}
          activeOpportunities={1}
          companies={2}
          politicians={3}
        />,
        createQueryClient(),
      ),
    );
    expect(text).toContain('Suéllen Rosim · PSD · Eleição de 2024');
    expect(text).not.toMatch(/Eleit[oa]/);
  });
});
