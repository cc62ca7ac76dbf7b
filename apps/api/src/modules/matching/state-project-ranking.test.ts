import type { MatchWeights } from '@oportuna/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightsFor } from './match-weights.ts';
import type { PlaceFacts, ProjectFacts } from './place-criteria.ts';
import { placeOnlyValues, type RankedPlace, rankPlaces } from './place-ranking.ts';
import { rankProjectsInState, type StatePlace } from './state-project-ranking.ts';

const bounds = {
  population: { min: 1_000, max: 400_000 },
  salary: { min: 1.4, max: 4 },
  idhm: { min: 0.5, max: 0.85 },
};
const quotientBound = { min: 0, max: 4 };

/** A municipality of Minas Gerais as generated: what moves its score and its hard conditions. */
const placeArbitrary = fc.record({
  latitude: fc.double({ min: -22.9, max: -14.2, noNaN: true }),
  longitude: fc.double({ min: -51, max: -40, noNaN: true }),
  population: fc.option(fc.integer({ min: 1_000, max: 400_000 })),
  salary: fc.option(fc.constantFrom(1.4, 1.9, 2.4, 3.1)),
  idhm: fc.option(fc.constantFrom(0.55, 0.66, 0.71, 0.8)),
  land: fc.constantFrom([], [2_000], [20_000, 90_000]),
  food: fc.boolean(),
  covered: fc.boolean(),
  quotient: fc.constantFrom(0, 0.5, 1, 3.4),
});
type GeneratedPlace = typeof placeArbitrary extends fc.Arbitrary<infer T> ? T : never;

const candidateArbitrary = fc.record({
  division: fc.constantFrom(null, 10, 29),
  requiredAreaM2: fc.constantFrom(null, 5_000, 50_000, 200_000),
  preferredUfs: fc.constantFrom([], ['MG'], ['SP']),
  seats: fc.constantFrom(0, 1, 2),
  category: fc.constantFrom('implantation', 'expansion', 'diversification') as fc.Arbitrary<
    'implantation' | 'expansion' | 'diversification'
  >,
});
type GeneratedCandidate = typeof candidateArbitrary extends fc.Arbitrary<infer T> ? T : never;

const SEATS = [
  { name: 'Manaus', uf: 'AM', latitude: -3.1, longitude: -60.02 },
  { name: 'Varginha', uf: 'MG', latitude: -21.55, longitude: -45.43 },
];

function placesOf(generated: GeneratedPlace[]) {
  return generated.map((g, i) => {
    const facts: Omit<PlaceFacts, 'locationQuotient'> = {
      cityId: 100 + i,
      uf: 'MG',
      latitude: g.latitude,
      longitude: g.longitude,
      hasProfile: g.food,
      declaredVocations: g.food
        ? [{ slug: 'industria-alimenticia', description: 'Indústria alimentícia' }]
        : null,
      incentives: [],
      landOffersM2: [...g.land],
      population: g.population,
      employedShare: null,
      salary: g.salary,
      schooling: null,
      ideb: null,
      idhm: g.idhm,
      revenue: null,
      expense: null,
    };
    return {
      facts,
      covered: g.covered,
      placeOnly: placeOnlyValues({ ...facts, locationQuotient: null }, bounds),
      quotient: g.quotient,
    };
  });
}

function candidatesOf(generated: GeneratedCandidate[]) {
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

const quotientFor = (place: { covered: boolean; quotient: number }, division: number | null) =>
  !place.covered || division === null ? null : place.quotient * (division === 29 ? 0.5 : 1);

describe('projects ranked for a state', () => {
  it('scores each project by its best municipality of the state, paged as a full sort', () => {
    fc.assert(
      fc.property(
        fc.array(placeArbitrary, { minLength: 1, maxLength: 25 }),
        fc.array(candidateArbitrary, { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 1, max: 40 }),
        (generatedPlaces, generatedCandidates, start, limit) => {
          const places = placesOf(generatedPlaces);
          const candidates = candidatesOf(generatedCandidates);
          const ranking = rankProjectsInState(
            places as StatePlace[],
            (i, division) => quotientFor(places[i] as (typeof places)[number], division),
            bounds,
            (division) => (division === null ? undefined : quotientBound),
            candidates,
          );
          // The reference: "Localidades compatíveis" of each project within the state.
          const expected = candidates.map((candidate, index) => {
            const seen: RankedPlace[] = places.map((p) => ({
              ...p.facts,
              nameKey: `lugar ${String(p.facts.cityId)}`,
              locationQuotient: quotientFor(p, candidate.facts.division),
            }));
            const byDivision =
              candidate.facts.division === null ? {} : { location_quotient: quotientBound };
            const reference = rankPlaces(
              seen,
              candidate.facts,
              { ...bounds, ...byDivision },
              candidate.weights,
              { placeOnly: (i) => places[i]?.placeOnly },
            );
            const best = reference.page(0, 1, true)[0];
            return {
              index,
              ranked: reference.ranked > 0,
              score: best?.score ?? 0,
              cityId: best?.place.cityId,
            };
          });
          const order = (a: (typeof expected)[number], b: (typeof expected)[number]) =>
            b.score - a.score || a.index - b.index;
          const ranked = expected.filter((e) => e.ranked).sort(order);
          const all = [...ranked, ...expected.filter((e) => !e.ranked).sort(order)];
          expect(ranking.ranked).toBe(ranked.length);
          expect(ranking.excluded).toBe(all.length - ranked.length);
          const shown = (entries: ReturnType<typeof ranking.page>) =>
            entries.map((e) => ({ id: e.project.id, city: e.place.cityId, score: e.score }));
          const wanted = (list: typeof expected) =>
            list.map((e) => ({ id: e.index, city: e.cityId, score: e.score }));
          expect(shown(ranking.page(start, limit, true))).toEqual(
            wanted(all.slice(start, start + limit)),
          );
          expect(shown(ranking.page(start, limit, false))).toEqual(
            wanted(ranked.slice(start, start + limit)),
          );
          for (const e of ranking.page(0, all.length, true))
            expect(e.rank === null).toBe(e.exclusions.length > 0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
