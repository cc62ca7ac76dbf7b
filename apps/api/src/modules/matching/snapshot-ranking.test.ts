import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightsFor } from './match-weights.ts';
import type { KeptPlace, MatchingSnapshot } from './matching-facts.ts';
import type { ProjectFacts } from './place-criteria.ts';
import { placeOnlyValues, type RankedPlace, rankPlaces } from './place-ranking.ts';
import { rankSnapshotPlaces } from './snapshot-ranking.ts';

const indicatorBounds = {
  population: { min: 1_000, max: 400_000 },
  idhm: { min: 0.5, max: 0.85 },
};
const quotientBound = { min: 0, max: 4 };

const placeArbitrary = fc.record({
  name: fc.constantFrom('abaeté', 'bom despacho', 'caxambu', 'divinópolis'),
  uf: fc.constantFrom('MG', 'SP'),
  population: fc.option(fc.constantFrom(5_000, 40_000, 300_000)),
  idhm: fc.option(fc.constantFrom(0.6, 0.7, 0.8)),
  land: fc.constantFrom([], [2_000], [90_000]),
  vocations: fc.constantFrom(null, [], ['industria-alimenticia'], ['turismo']),
  // null: the registry has no establishment there; 0: none of the division.
  quotient: fc.option(fc.constantFrom(0, 1, 3.4)),
});

const projectArbitrary = fc.record({
  requiredAreaM2: fc.constantFrom(null, 50_000),
  preferredUfs: fc.constantFrom([], ['MG']),
  seats: fc.constantFrom(
    [],
    [{ name: 'Varginha', uf: 'MG', latitude: -21.55, longitude: -45.43 }],
    [
      { name: 'Varginha', uf: 'MG', latitude: -21.55, longitude: -45.43 },
      { name: 'Campinas', uf: 'SP', latitude: -22.9, longitude: -47.06 },
    ],
  ),
  category: fc.constantFrom('implantation', 'expansion', 'diversification') as fc.Arbitrary<
    'implantation' | 'expansion' | 'diversification'
  >,
});

describe('places ranked from the facts kept in memory', () => {
  it('score and page exactly as ranking the places one by one does', () => {
    fc.assert(
      fc.property(
        fc.array(placeArbitrary, { minLength: 1, maxLength: 60 }),
        projectArbitrary,
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 25 }),
        fc.boolean(),
        (generated, p, start, limit, onlyMg) => {
          const places: RankedPlace[] = generated.map((g, i) => ({
            cityId: 1000 - i,
            nameKey: g.name,
            uf: g.uf,
            latitude: -20 - g.name.length / 10,
            longitude: -44 - g.name.length / 20,
            hasProfile: g.vocations !== null,
            declaredVocations: g.vocations?.map((slug) => ({ slug, description: slug })) ?? null,
            incentives: [],
            landOffersM2: [...g.land],
            locationQuotient: null,
            population: g.population,
            employedShare: null,
            salary: null,
            schooling: null,
            ideb: null,
            idhm: g.idhm,
            revenue: null,
            expense: null,
          }));
          const kept: KeptPlace[] = places.map((facts, index) => ({
            index,
            row: { cityId: facts.cityId } as KeptPlace['row'],
            facts,
            covered: generated[index]?.quotient !== null,
            placeOnly: placeOnlyValues(facts, indicatorBounds),
          }));
          const snapshot = {
            places: kept,
            quotientsByDivision: new Map([
              [10, Float64Array.from(generated, (g) => g.quotient ?? 0)],
            ]),
            indicatorBounds,
            quotientBounds: new Map([[10, quotientBound]]),
          } as unknown as MatchingSnapshot;
          const project: ProjectFacts = {
            division: 10,
            divisionVocations: ['industria-alimenticia'],
            requiredAreaM2: p.requiredAreaM2,
            preferredUfs: p.preferredUfs,
            establishmentPoints: [...p.seats],
          };
          const weights = weightsFor(p.category);
          const inScope = onlyMg ? (place: KeptPlace) => place.facts.uf === 'MG' : undefined;
          const scoped = kept.filter((place) => !inScope || inScope(place));

          const ranking = rankSnapshotPlaces(snapshot, project, weights, inScope);
          const reference = rankPlaces(
            scoped.map((place) => place.facts),
            project,
            { ...indicatorBounds, location_quotient: quotientBound },
            weights,
            { quotientOf: (i) => generated[scoped[i]?.index ?? -1]?.quotient ?? null },
          );
          expect([ranking.ranked, ranking.excluded]).toEqual([
            reference.ranked,
            reference.excluded,
          ]);
          for (const withExcluded of [true, false]) {
            const page = ranking.page(start, limit, withExcluded);
            const expected = reference.page(start, limit, withExcluded);
            expect(page).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
