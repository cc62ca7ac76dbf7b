// The draws behind an ordinary demo company: where it is, what it does, its legal form,
// capital and name.
import { activitiesOfSector, type CnaeActivity } from './demo-cnae.ts';
import { companyNames, type LegalNatureCode } from './demo-company-names.ts';
import type { DemoCity, DemoContext } from './demo-context.ts';
import { createWeightedPicker, type Random } from './demo-random.ts';
import { SECTOR_KEYS, type SectorKey, sectorProfile } from './demo-sectors.ts';

export type CityPickers = {
  saoPaulo: (random: Random) => DemoCity;
  elsewhere: (random: Random) => DemoCity;
  inState: (uf: string) => (random: Random) => DemoCity;
};

/** Larger municipalities hold more companies, but every size of town gets some. */
export function createCityPickers(context: DemoContext): CityPickers {
  const weight = (city: DemoCity) => city.population ** 0.85;
  const byState = new Map<string, (random: Random) => DemoCity>();
  return {
    saoPaulo: createWeightedPicker(
      context.cities.filter((c) => c.uf === 'SP' && c.id !== context.bauru.id),
      weight,
    ),
    elsewhere: createWeightedPicker(
      context.cities.filter((c) => c.uf !== 'SP'),
      weight,
    ),
    inState: (uf) => {
      let picker = byState.get(uf);
      if (!picker) {
        picker = createWeightedPicker(
          context.cities.filter((c) => c.uf === uf),
          weight,
        );
        byState.set(uf, picker);
      }
      return picker;
    },
  };
}

const pickSector = (random: Random) =>
  random.weighted(SECTOR_KEYS.map((key) => [key, sectorProfile(key).weight] as const));

export function pickActivity(random: Random): CnaeActivity {
  return random.pick(activitiesOfSector(pickSector(random)));
}

export function pickNature(random: Random, sector: SectorKey): LegalNatureCode {
  const options: [LegalNatureCode, number][] = [
    ['2062', 66],
    ['2135', 12],
    ['2305', 5],
    ['2054', 10],
  ];
  if (['agriculture', 'livestock', 'dairy'].includes(sector)) options.push(['2143', 4]);
  if (['professional', 'health', 'education'].includes(sector)) options.push(['2240', 10]);
  return random.weighted(options);
}

/** Log-distributed, skewed towards small firms; individual entrepreneurs stay small, S.A. large. */
export function shareCapital(random: Random, sector: SectorKey, nature: LegalNatureCode): number {
  const [min, max] = sectorProfile(sector).capital;
  const position = random.next() ** 2.3;
  let value = Math.exp(Math.log(min) + position * (Math.log(max) - Math.log(min)));
  if (nature === '2135') value = Math.min(value, random.logUniform(1_000, 300_000));
  // EIRELI required a capital of at least 100 minimum wages; such firms stay small to medium.
  if (nature === '2305')
    value = Math.min(Math.max(value, random.logUniform(100_000, 1_000_000)), 8_000_000);
  if (nature === '2054') value = Math.max(value, random.logUniform(1_000_000, 60_000_000));
  return Math.min(Math.max(value, 1_000), 2_000_000_000);
}

export function uniqueNames(
  random: Random,
  used: Set<string>,
  activity: CnaeActivity,
  nature: LegalNatureCode,
  city: DemoCity,
) {
  for (let attempt = 0; ; attempt += 1) {
    const names = companyNames(random, activity, nature, city);
    if (!used.has(names.name) || attempt > 30) {
      used.add(names.name);
      return names;
    }
  }
}
