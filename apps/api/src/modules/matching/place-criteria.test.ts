import { DEFAULT_MATCH_WEIGHTS, MATCH_CRITERIA, type MatchCriterion } from '@oportuna/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightsFor } from './match-weights.ts';
import {
  type Bounds,
  distanceKm,
  exclusionsOf,
  type PlaceFacts,
  type ProjectFacts,
  readCriteria,
  scoreCriteria,
} from './place-criteria.ts';
import { placeOnlyValues, type RankedPlace, rankPlaces } from './place-ranking.ts';

const bounds: Bounds = {
  location_quotient: { min: 0, max: 9 },
  population: { min: 999, max: 99_999 },
  employed_share: { min: 10, max: 60 },
  salary: { min: 1.5, max: 3.5 },
  schooling: { min: 90, max: 100 },
  ideb: { min: 4, max: 8 },
  idhm: { min: 0.5, max: 0.8 },
  revenue_per_capita: { min: 999, max: 9_999 },
  expense_per_capita: { min: 999, max: 9_999 },
};

const place = (overrides: Partial<RankedPlace> = {}): RankedPlace => ({
  cityId: 1,
  nameKey: 'a',
  uf: 'SP',
  latitude: -22.3,
  longitude: -49.07,
  hasProfile: true,
  declaredVocations: [
    { slug: 'industria-alimenticia', description: 'Indústria alimentícia' },
    { slug: 'turismo', description: 'Turismo' },
  ],
  incentives: [
    { type: 'iptu', description: 'Isenção por 10 anos' },
    { type: 'terreno', description: 'Lote no distrito industrial' },
    { type: 'iptu', description: 'Redução de 50% depois' },
  ],
  landOffersM2: [9_999, 50_000],
  locationQuotient: 2,
  population: 9_999,
  employedShare: 35,
  salary: 2.5,
  schooling: 95,
  ideb: 6,
  idhm: 0.65,
  revenue: 49_995, // thousands of reais: R$ 5,000 per inhabitant
  expense: 4_000, // R$ 400 per inhabitant
  ...overrides,
});

const project = (overrides: Partial<ProjectFacts> = {}): ProjectFacts => ({
  division: 10,
  divisionVocations: ['industria-alimenticia', 'agroindustria'],
  requiredAreaM2: null,
  preferredUfs: [],
  establishmentPoints: [],
  ...overrides,
});

const reading = (facts: PlaceFacts, of: MatchCriterion, needs = project()) =>
  readCriteria(facts, needs, bounds).find((r) => r.criterion === of);

describe('criteria of a place, computed by hand', () => {
  it('vocation: 1 when a declared vocation fits the division, with the ones that fit', () => {
    expect(reading(place(), 'vocation')).toEqual({
      criterion: 'vocation',
      value: 1,
      normalized: 1,
      items: [{ label: 'Indústria alimentícia', detail: null }],
    });
    const none = place({ declaredVocations: [{ slug: 'turismo', description: 'Turismo' }] });
    expect(reading(none, 'vocation')).toMatchObject({ value: 0, normalized: 0, items: [] });
  });

  it('vocation is missing without a profile, without declared vocations, or for a division with none', () => {
    expect(reading(place({ declaredVocations: null }), 'vocation')?.normalized).toBeNull();
    expect(reading(place({ declaredVocations: [] }), 'vocation')?.normalized).toBeNull();
    const furniture = project({ division: 31, divisionVocations: [] });
    expect(reading(place(), 'vocation', furniture)?.normalized).toBeNull();
  });

  it('location quotient on a logarithmic scale between the division’s bounds', () => {
    // ln(1 + 2) / ln(1 + 9) = 1.0986 / 2.3026 = 0.4771
    expect(reading(place(), 'location_quotient')?.normalized).toBeCloseTo(0.4771, 4);
    expect(reading(place({ locationQuotient: 0 }), 'location_quotient')?.normalized).toBe(0);
    expect(reading(place({ locationQuotient: 40 }), 'location_quotient')?.normalized).toBe(1);
    expect(reading(place({ locationQuotient: null }), 'location_quotient')?.normalized).toBeNull();
    const noCnae = project({ division: null, divisionVocations: [] });
    expect(reading(place(), 'location_quotient', noCnae)?.normalized).toBeNull();
  });

  it('incentives: kinds offered out of five, each listed with its description', () => {
    const found = reading(place(), 'incentives');
    expect(found?.value).toBe(2);
    expect(found?.normalized).toBeCloseTo(0.4, 10);
    expect(found?.items).toEqual([
      { label: 'IPTU', detail: 'Isenção por 10 anos' },
      { label: 'Terreno', detail: 'Lote no distrito industrial' },
      { label: 'IPTU', detail: 'Redução de 50% depois' },
    ]);
    // A profile with no incentive offers none; without a profile, nobody said.
    expect(reading(place({ incentives: [] }), 'incentives')?.normalized).toBe(0);
    expect(
      reading(place({ hasProfile: false, incentives: [] }), 'incentives')?.normalized,
    ).toBeNull();
  });

  it('land: the largest offer between 1,000 m² and 1 km² on a logarithmic scale', () => {
    // ln(50,001) / ln(1,000,001) after the lower bound: (10.8198 − 6.9088) / (13.8155 − 6.9088)
    expect(reading(place(), 'land')?.value).toBe(50_000);
    expect(reading(place(), 'land')?.normalized).toBeCloseTo(0.5663, 3);
    expect(reading(place({ landOffersM2: [] }), 'land')?.normalized).toBeNull();
  });

  it('indicators: linear between national bounds, population and money per head logarithmic', () => {
    expect(reading(place(), 'employed_share')?.normalized).toBeCloseTo(0.5, 10);
    expect(reading(place(), 'salary')?.normalized).toBeCloseTo(0.5, 10);
    expect(reading(place(), 'schooling')?.normalized).toBeCloseTo(0.5, 10);
    expect(reading(place(), 'ideb')?.normalized).toBeCloseTo(0.5, 10);
    expect(reading(place(), 'idhm')?.normalized).toBeCloseTo(0.5, 10);
    // ln(10,000) between ln(1,000) and ln(100,000): exactly half way.
    expect(reading(place(), 'population')?.normalized).toBeCloseTo(0.5, 4);
    expect(reading(place(), 'revenue_per_capita')?.value).toBeCloseTo(5_000, 6);
    // ln(5,001) between ln(1,000) and ln(10,000): 0.699.
    expect(reading(place(), 'revenue_per_capita')?.normalized).toBeCloseTo(0.699, 3);
    // Below the lower bound: 0, not negative.
    expect(reading(place(), 'expense_per_capita')?.normalized).toBe(0);
    expect(reading(place({ idhm: null }), 'idhm')?.normalized).toBeNull();
  });

  it('distance: from the nearest establishment of the company, 0 km scoring 1', () => {
    const bauru = { name: 'Bauru', uf: 'SP', latitude: -22.3246, longitude: -49.0871 };
    const manaus = { name: 'Manaus', uf: 'AM', latitude: -3.1019, longitude: -60.025 };
    const needs = project({ establishmentPoints: [manaus, bauru] });
    const found = reading(place(), 'distance', needs);
    const km = distanceKm(place(), bauru);
    expect(km).toBeGreaterThan(2);
    expect(km).toBeLessThan(4);
    expect(found?.value).toBeCloseTo(km, 10);
    expect(found?.normalized).toBeCloseTo(1 - Math.sqrt(km / 4_400), 10);
    expect(found?.items).toEqual([{ label: 'Bauru (SP)', detail: null }]);
    expect(reading(place(), 'distance')?.normalized).toBeNull();
    // São Paulo to Manaus is about 2,690 km.
    expect(distanceKm({ latitude: -23.55, longitude: -46.63 }, manaus)).toBeCloseTo(2690, -1);
  });
});

describe('hard conditions', () => {
  it('leaves out a place outside the project’s states', () => {
    const needs = project({ preferredUfs: ['MG', 'RJ'] });
    expect(exclusionsOf(place(), needs)).toEqual([
      { condition: 'preferred_states', ufs: ['MG', 'RJ'] },
    ]);
    expect(exclusionsOf(place({ uf: 'MG' }), needs)).toEqual([]);
  });

  it('leaves out a place whose every land offer is smaller than the land needed', () => {
    expect(exclusionsOf(place(), project({ requiredAreaM2: 60_000 }))).toEqual([
      { condition: 'required_area', required_m2: 60_000, largest_m2: 50_000 },
    ]);
    expect(exclusionsOf(place(), project({ requiredAreaM2: 50_000 }))).toEqual([]);
    // No offer at all: unknown, not too small.
    expect(exclusionsOf(place({ landOffersM2: [] }), project({ requiredAreaM2: 60_000 }))).toEqual(
      [],
    );
  });
});

describe('a score explained', () => {
  it('says which weights it used and its contributions add up to the score', () => {
    const explained = scoreCriteria(
      readCriteria(place(), project(), bounds),
      weightsFor('implantation'),
    );
    const sum = explained.criteria.reduce((total, c) => total + c.contribution, 0);
    expect(sum).toBeCloseTo(explained.score, 9);
    // Distance is missing (no establishment), its 0 weight stays 0; the rest add up to 100.
    const weights = explained.criteria.reduce((total, c) => total + c.weight, 0);
    expect(weights).toBeCloseTo(100, 9);
    expect(explained.criteria.map((c) => c.criterion)).toEqual([...MATCH_CRITERIA]);
  });

  it('default weights of every category add up to 100', () => {
    for (const weights of Object.values(DEFAULT_MATCH_WEIGHTS))
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

const indicatorValue = fc.option(fc.double({ min: 0, max: 200_000, noNaN: true }), { nil: null });
const arbitraryPlace = fc.record({
  population: indicatorValue,
  employedShare: indicatorValue,
  salary: indicatorValue,
  idhm: indicatorValue,
  locationQuotient: indicatorValue,
  revenue: indicatorValue,
});

describe('the ranking', () => {
  it('never reorders two places when a third is added or changed', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPlace, { minLength: 3, maxLength: 25 }),
        arbitraryPlace,
        fc.nat(),
        (facts, changed, at) => {
          const places = facts.map((f, i) => place({ ...f, cityId: i + 1, nameKey: `n${i}` }));
          const order = (list: RankedPlace[]) =>
            rankPlaces(list, project(), bounds, weightsFor('implantation'))
              .page(0, list.length, false)
              .map((e) => e.place.cityId);
          const before = order(places);
          const target = (at % places.length) + 1;
          const others = (ids: number[]) =>
            ids.filter((id) => id !== target && id <= places.length);
          const edited = places.map((p) => (p.cityId === target ? { ...p, ...changed } : p));
          expect(others(order(edited))).toEqual(others(before));
          const added = [...places, place({ ...changed, cityId: places.length + 1, nameKey: 'z' })];
          expect(others(order(added))).toEqual(others(before));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('scores the same when the place-only values were normalised beforehand', () => {
    const { location_quotient: _quotient, ...indicatorBounds } = bounds;
    fc.assert(
      fc.property(
        fc.array(arbitraryPlace, { minLength: 1, maxLength: 25 }),
        fc.constantFrom('implantation', 'expansion', 'diversification') as fc.Arbitrary<
          'implantation' | 'expansion' | 'diversification'
        >,
        (facts, category) => {
          const places = facts.map((f, i) => place({ ...f, cityId: i + 1, nameKey: `n${i}` }));
          const seated = project({
            establishmentPoints: [{ name: 'Bauru', uf: 'SP', latitude: -22.3, longitude: -49.1 }],
          });
          const scores = (prepared: boolean) =>
            rankPlaces(places, seated, bounds, weightsFor(category), {
              placeOnly: (i) => {
                const one = places[i];
                return prepared && one ? placeOnlyValues(one, indicatorBounds) : undefined;
              },
            })
              .page(0, places.length, true)
              .map((e) => [e.place.cityId, e.score]);
          expect(scores(true)).toEqual(scores(false));
        },
      ),
      { numRuns: 200 },
    );
  });
});
