import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightsFor } from './match-weights.ts';
import { type ProjectFacts, readCriteria, scoreCriteria } from './place-criteria.ts';
import { placeOnlyValues, type RankedPlace, rankPlaces } from './place-ranking.ts';

const bounds = {
  population: { min: 1_000, max: 400_000 },
  idhm: { min: 0.5, max: 0.85 },
  location_quotient: { min: 0, max: 4 },
};

const placeArbitrary = fc.record({
  name: fc.constantFrom('abaeté', 'bom despacho', 'caxambu', 'divinópolis'),
  uf: fc.constantFrom('MG', 'SP'),
  population: fc.option(fc.constantFrom(5_000, 40_000, 300_000)),
  idhm: fc.option(fc.constantFrom(0.6, 0.7, 0.8)),
  land: fc.constantFrom([], [2_000], [90_000]),
  quotient: fc.option(fc.constantFrom(0, 1, 3.4)),
});

const project: ProjectFacts = {
  division: 10,
  divisionVocations: ['industria-alimenticia'],
  requiredAreaM2: 50_000,
  preferredUfs: ['MG'],
  establishmentPoints: [{ name: 'Varginha', uf: 'MG', latitude: -21.55, longitude: -45.43 }],
};

describe('places ranked for a project', () => {
  it('pages exactly as sorting every place by score, name and id would', () => {
    fc.assert(
      fc.property(
        fc.array(placeArbitrary, { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (generated, start, limit, prepared) => {
          const places: RankedPlace[] = generated.map((g, i) => ({
            cityId: 1000 - i,
            nameKey: g.name,
            uf: g.uf,
            // Places of one name share their seat: equal scores are common, and so are ties.
            latitude: -20 - g.name.length / 10,
            longitude: -44 - g.name.length / 20,
            hasProfile: false,
            declaredVocations: null,
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
          const quotientOf = (i: number) => generated[i]?.quotient ?? null;
          const weights = weightsFor('expansion');
          const ranking = rankPlaces(places, project, bounds, weights, {
            quotientOf,
            placeOnly: prepared
              ? (i) => placeOnlyValues(places[i] as RankedPlace, bounds)
              : undefined,
          });
          const all = ranking.page(0, places.length, true);
          const indexOf = new Map(places.map((p, i) => [p.cityId, i]));
          // The reference: every place explained, sorted as the list promises.
          const expected = places
            .map((place, i) => {
              const seen = { ...place, locationQuotient: quotientOf(i) };
              const score = scoreCriteria(readCriteria(seen, project, bounds), weights).score;
              const out = seen.uf !== 'MG' || (seen.landOffersM2[0] ?? Infinity) < 50_000;
              return { id: place.cityId, name: place.nameKey, score, out };
            })
            .sort(
              (a, b) =>
                Number(a.out) - Number(b.out) ||
                b.score - a.score ||
                (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
            );
          expect(all.map((e) => e.place.cityId)).toEqual(expected.map((e) => e.id));
          all.forEach((e, i) => {
            expect(e.score).toBeCloseTo(expected[i]?.score as number, 9);
            expect(e.rank).toBe(expected[i]?.out ? null : i + 1);
            expect(e.place.locationQuotient).toBe(quotientOf(indexOf.get(e.place.cityId) ?? -1));
          });
          const ids = (entries: { place: { cityId: number } }[]) =>
            entries.map((e) => e.place.cityId);
          expect(ids(ranking.page(start, limit, true))).toEqual(
            ids(all.slice(start, start + limit)),
          );
          expect(ids(ranking.page(start, limit, false))).toEqual(
            ids(all.slice(0, ranking.ranked).slice(start, start + limit)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
