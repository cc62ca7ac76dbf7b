import type { MatchWeights } from '@oportuna/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightsFor } from './match-weights.ts';
import {
  type PlaceFacts,
  type ProjectFacts,
  readCriteria,
  scoreCriteria,
} from './place-criteria.ts';
import { rankProjects } from './project-ranking.ts';

const place: Omit<PlaceFacts, 'locationQuotient'> = {
  cityId: 1,
  uf: 'MG',
  latitude: -22.23,
  longitude: -45.94,
  hasProfile: true,
  declaredVocations: [{ slug: 'industria-alimenticia', description: 'Indústria alimentícia' }],
  incentives: [{ type: 'iptu', description: 'Isenção por 10 anos' }],
  landOffersM2: [20_000],
  population: 150_000,
  employedShare: 30,
  salary: 2.4,
  schooling: 97,
  ideb: 6.5,
  idhm: 0.77,
  revenue: 900_000,
  expense: 800_000,
};

const bounds = {
  population: { min: 1_000, max: 400_000 },
  salary: { min: 1.4, max: 4 },
  idhm: { min: 0.5, max: 0.85 },
};

const SEATS = [
  { name: 'Manaus', uf: 'AM', latitude: -3.1, longitude: -60.02 },
  { name: 'Varginha', uf: 'MG', latitude: -21.55, longitude: -45.43 },
];

/** A candidate as generated: its division, area, states and weights decide its score. */
const candidateArbitrary = fc.record({
  division: fc.constantFrom(null, 10, 11, 29),
  requiredAreaM2: fc.constantFrom(null, 5_000, 50_000),
  preferredUfs: fc.constantFrom([], ['MG'], ['SP']),
  seats: fc.constantFrom(0, 1, 2),
  category: fc.constantFrom('implantation', 'expansion', 'diversification') as fc.Arbitrary<
    'implantation' | 'expansion' | 'diversification'
  >,
});

type Generated = typeof candidateArbitrary extends fc.Arbitrary<infer T> ? T : never;

function candidatesOf(generated: Generated[]) {
  const weightsByCategory = new Map<string, MatchWeights>();
  return generated.map((g, id) => {
    let weights = weightsByCategory.get(g.category);
    if (!weights) {
      weights = weightsFor(g.category);
      weightsByCategory.set(g.category, weights);
    }
    const facts: ProjectFacts = {
      division: g.division,
      divisionVocations: g.division === 10 ? ['industria-alimenticia'] : [],
      requiredAreaM2: g.requiredAreaM2,
      preferredUfs: g.preferredUfs,
      establishmentPoints: SEATS.slice(0, g.seats),
    };
    return { project: { id }, facts, weights };
  });
}

const rank = (candidates: ReturnType<typeof candidatesOf>) =>
  rankProjects(
    place,
    (division) => (division === null ? null : division / 10),
    bounds,
    (division) => (division === null ? undefined : { min: 0, max: 4 }),
    candidates,
  );

describe('projects ranked for a place', () => {
  it('pages exactly as sorting every candidate would, ranked ones first', () => {
    fc.assert(
      fc.property(
        fc.array(candidateArbitrary, { minLength: 60, maxLength: 400 }),
        // First pages (a few best of many: chosen without sorting all) and later ones.
        fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 420 })),
        fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 60 })),
        (generated, start, limit) => {
          const ranking = rank(candidatesOf(generated));
          const all = ranking.page(0, generated.length, true);
          expect(all).toHaveLength(generated.length);
          // The whole list: ranked best first (ties in the order given), then those left out.
          const ranked = all.filter((e) => e.rank !== null);
          expect(ranked).toHaveLength(ranking.ranked);
          expect(ranked.map((e) => e.rank)).toEqual(ranked.map((_, i) => i + 1));
          ranked.slice(1).forEach((b, i) => {
            const a = ranked[i];
            expect(
              a && (a.score > b.score || (a.score === b.score && a.project.id < b.project.id)),
            ).toBe(true);
          });
          expect(all.slice(ranking.ranked).every((e) => e.exclusions.length > 0)).toBe(true);
          expect(ranked.every((e) => e.exclusions.length === 0)).toBe(true);
          // Each score is the one its explanation gives.
          for (const e of all)
            expect(e.score).toBeCloseTo(
              scoreCriteria(readCriteria(e.place, e.facts, e.bounds), e.weights).score,
              9,
            );
          // Any page is that list's slice, with or without those left out.
          const ids = (entries: { project: { id: number } }[]) => entries.map((e) => e.project.id);
          expect(ids(ranking.page(start, limit, true))).toEqual(
            ids(all.slice(start, start + limit)),
          );
          expect(ids(ranking.page(start, limit, false))).toEqual(
            ids(ranked.slice(start, start + limit)),
          );
        },
      ),
    );
  });

  it('scores each candidate with its own division and weights', () => {
    const entries = rank(
      candidatesOf([
        {
          division: 10,
          requiredAreaM2: null,
          preferredUfs: [],
          seats: 0,
          category: 'implantation',
        },
        { division: 29, requiredAreaM2: null, preferredUfs: [], seats: 1, category: 'expansion' },
      ]),
    ).page(0, 2, true);
    const food = entries.find((e) => e.project.id === 0);
    const metal = entries.find((e) => e.project.id === 1);
    expect(food?.place.locationQuotient).toBe(1);
    expect(metal?.place.locationQuotient).toBe(2.9);
    expect(food?.weights).toEqual(weightsFor('implantation'));
    expect(metal?.weights).toEqual(weightsFor('expansion'));
    expect(food?.bounds.location_quotient).toEqual({ min: 0, max: 4 });
  });
});
