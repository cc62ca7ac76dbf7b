import { DEMOGRAPHIC_INDICATOR_KEYS, type DemographicIndicatorKey } from '@oportuna/domain';
import { z } from 'zod';
import { REAL_CITY_INDICATORS } from '../importers/reference-data/indicator-mapping.ts';
import type { DemoCity, DemoContext } from './demo-context.ts';
import { LOCALITIES } from './demo-localities.ts';
import { createRandom, hashSeed, type Random } from './demo-random.ts';
import { DEMO_SEED } from './demo-settings.ts';
import { readSeedData } from './seed-data.ts';

/** One value of a municipality (owner_id = city id) or of a state (owner_id = state id). */
export type IndicatorRow = {
  owner_id: number;
  indicator: DemographicIndicatorKey;
  value_number: number | null;
  value_text: string | null;
  year: number;
};

/** What the reference data already holds for a municipality; it is never overwritten. */
export type ExistingIndicators = {
  keys: Set<string>;
  area: number | null;
  biome: string | null;
};

type Generated = { value: number | string; year: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;
/** Symmetric noise of the given amplitude. */
const noise = (random: Random, amplitude: number) => random.float(-amplitude, amplitude);

const byRegion = z.record(z.string(), z.number());

/** What a municipality of each region has when its own figures say nothing. */
const REGION_NORMS = readSeedData(
  'region-norms.json',
  z.object({
    /** Points added to the share of homes with sewerage. */
    sanitation: byRegion,
    pibPerCapita: byRegion,
    /** Development score in [0, 1]. */
    development: byRegion,
  }),
);

/** Development score in [0, 1] from the real IDHM and GDP per capita, or the region's norm. */
function developmentScore(city: DemoCity): number {
  const scores: number[] = [];
  if (city.idhm !== null) scores.push(clamp((city.idhm - 0.5) / 0.33, 0, 1));
  if (city.pibPerCapita !== null) {
    scores.push(clamp((Math.log10(city.pibPerCapita) - Math.log10(8_000)) / Math.log10(12), 0, 1));
  }
  if (scores.length === 0) return REGION_NORMS.development[city.region] ?? 0.5;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** 0 for a village of 1,000 people, 1 for a metropolis of 10 million. */
const sizeScore = (population: number) =>
  clamp((Math.log10(Math.max(population, 1_000)) - 3) / 4, 0, 1);

/**
 * The indicators of spec 2 §3 the reference extract lacks, made to agree with each
 * municipality's real population, IDHM and GDP per capita. Each municipality draws from its
 * own stream, so its values do not depend on any other municipality.
 */
function generateCity(
  city: DemoCity,
  existing: ExistingIndicators,
): Map<DemographicIndicatorKey, Generated> {
  const random = createRandom(hashSeed(DEMO_SEED, 'indicators', city.code));
  const z = developmentScore(city);
  const s = sizeScore(city.population);
  const pop = city.population;
  const values = new Map<DemographicIndicatorKey, Generated>();
  const put = (key: DemographicIndicatorKey, value: number | string, year: number) =>
    values.set(key, { value, year });

  put(
    'salario_medio_mensal',
    round(clamp(1.3 + 1.6 * z + 0.8 * s + noise(random, 0.3), 1.3, 4.5), 1),
    2022,
  );
  put(
    'percentual_rendimento_nominal',
    round(clamp(22 + 28 * (1 - z) + noise(random, 4), 18, 60), 1),
    2022,
  );
  put('taxa_escolarizacao', round(clamp(94.5 + 4.5 * z + noise(random, 1.5), 90, 100), 1), 2022);
  put(
    'percentual_receita_externa',
    round(clamp(92 - 30 * s - 12 * z + noise(random, 5), 30, 98), 1),
    2023,
  );
  put('pessoal_ocupado', Math.round(pop * (0.06 + 0.32 * z) * random.float(0.85, 1.15)), 2022);
  const northern = city.region === 'Norte' ? -15 : 0;
  put('arborizacao', round(clamp(45 + 45 * z + northern + noise(random, 10), 5, 99.5), 1), 2022);
  put('urbanizacao', round(clamp(5 + 44 * z + 15 * s + noise(random, 8), 0.5, 90), 1), 2022);
  const sanitation = 15 + 60 * z + (REGION_NORMS.sanitation[city.region] ?? 0) + noise(random, 10);
  put('esgotamento_sanitario', round(clamp(sanitation, 2, 99), 1), 2022);
  const primary = Math.round(pop * (0.155 - 0.035 * z) * random.float(0.93, 1.07));
  const secondary = Math.round(pop * (0.036 + 0.004 * z) * random.float(0.9, 1.1));
  put('matriculas_ensino_fundamental', primary, 2023);
  put('matriculas_ensinoMedio', secondary, 2023);
  put('docentes_ensino_fundamental', Math.max(4, Math.round(primary / random.float(17, 23))), 2023);
  put('docentes_ensino_medio', Math.max(2, Math.round(secondary / random.float(11, 17))), 2023);
  const primarySchools = Math.max(
    1,
    Math.round((pop / (2_200 + 1_800 * z)) * random.float(0.85, 1.15)),
  );
  put('escolas_ensino_fundamental', primarySchools, 2023);
  put(
    'escolas_ensino_medio',
    Math.max(1, Math.round(primarySchools * random.float(0.22, 0.35))),
    2023,
  );
  put('internacao_diarreia', round(0.05 + 3.5 * (1 - z) ** 2 * random.float(0.3, 1.7), 2), 2022);
  const lawAt =
    city.code === 3506003
      ? LOCALITIES.city.economicFreedomLawAt
      : random.chance(0.35)
        ? random.day('2019-09-20', '2025-10-31')
        : null;
  if (lawAt) put('liberdade_economica', lawAt, Number(lawAt.slice(0, 4)));

  // Only for municipalities the reference extract has no figure for (new ones, gaps).
  const area =
    existing.area ?? round(random.logUniform(150, city.region === 'Norte' ? 12_000 : 2_500), 1);
  const pibPerCapita =
    city.pibPerCapita ??
    round((REGION_NORMS.pibPerCapita[city.region] ?? 30_000) * random.logUniform(0.6, 1.6), 2);
  const revenues = round(pop * random.float(3.2, 6.5), 2);
  const missing: Partial<Record<DemographicIndicatorKey, number | string | null>> = {
    populacao_estimada: pop,
    unidade_territorial: area,
    densidade_demografica: round(pop / area, 2),
    idhm: round(clamp(0.5 + 0.3 * z + noise(random, 0.03), 0.45, 0.85), 3),
    pib_per_capta: pibPerCapita,
    total_receitas: revenues,
    total_despesas: round(revenues * random.float(0.88, 1.02), 2),
    mortalidade_infantil: round(clamp(8 + 12 * (1 - z) + noise(random, 3), 3, 40), 2),
    estabelecimentos_sus: Math.max(1, Math.round((pop / 2_500) * random.float(0.6, 1.4))),
    anos_iniciais_ensino_fundamental: round(clamp(4.2 + 2.3 * z + noise(random, 0.4), 3, 8), 1),
    populacao_ocupada: round(clamp(35 + 30 * z + noise(random, 8), 12, 80), 2),
    bioma: existing.biome,
  };
  for (const mapping of REAL_CITY_INDICATORS) {
    const key = mapping.indicator as DemographicIndicatorKey;
    const value = missing[key];
    if (value !== undefined && value !== null) put(key, value, mapping.year);
  }
  return values;
}

export function cityIndicatorRows(
  context: DemoContext,
  existing: ReadonlyMap<number, ExistingIndicators>,
): IndicatorRow[] {
  const records: IndicatorRow[] = [];
  const nearestBiome = nearestBiomeFinder(context, existing);
  for (const city of context.cities) {
    const known = existing.get(city.id) ?? { keys: new Set<string>(), area: null, biome: null };
    const generated = generateCity(city, { ...known, biome: known.biome ?? nearestBiome(city) });
    for (const key of DEMOGRAPHIC_INDICATOR_KEYS) {
      const entry = generated.get(key);
      if (!entry || known.keys.has(key)) continue;
      records.push({
        owner_id: city.id,
        indicator: key,
        value_number: typeof entry.value === 'number' ? entry.value : null,
        value_text: typeof entry.value === 'string' ? entry.value : null,
        year: entry.year,
      });
    }
  }
  return records;
}

/** A municipality without a biome lies in the biome of the nearest one that has it. */
function nearestBiomeFinder(
  context: DemoContext,
  existing: ReadonlyMap<number, ExistingIndicators>,
) {
  const withBiome = context.cities.filter((city) => existing.get(city.id)?.biome);
  return (city: DemoCity): string | null => {
    let best: DemoCity | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const other of withBiome) {
      const distance =
        (other.latitude - city.latitude) ** 2 + (other.longitude - city.longitude) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = other;
      }
    }
    return best ? (existing.get(best.id)?.biome ?? null) : null;
  };
}

/** Counts add up across a state's municipalities. */
export const SUMMED_INDICATORS: DemographicIndicatorKey[] = [
  'populacao_estimada',
  'unidade_territorial',
  'total_receitas',
  'total_despesas',
  'estabelecimentos_sus',
  'pessoal_ocupado',
  'matriculas_ensino_fundamental',
  'matriculas_ensinoMedio',
  'docentes_ensino_fundamental',
  'docentes_ensino_medio',
  'escolas_ensino_fundamental',
  'escolas_ensino_medio',
];

/** Rates and averages are weighted by population. */
export const WEIGHTED_INDICATORS: DemographicIndicatorKey[] = [
  'idhm',
  'pib_per_capta',
  'mortalidade_infantil',
  'anos_iniciais_ensino_fundamental',
  'populacao_ocupada',
  'salario_medio_mensal',
  'percentual_rendimento_nominal',
  'taxa_escolarizacao',
  'percentual_receita_externa',
  'arborizacao',
  'urbanizacao',
  'esgotamento_sanitario',
  'internacao_diarreia',
];

/** State economic-freedom laws: São Paulo's matches its locality profile; others by chance. */
export function stateLawRows(context: DemoContext): IndicatorRow[] {
  const random = createRandom(hashSeed(DEMO_SEED, 'state-laws'));
  return context.states.flatMap((state) => {
    const date =
      state.id === context.saoPauloState.id
        ? LOCALITIES.state.economicFreedomLawAt
        : random.chance(0.4)
          ? random.day('2019-10-01', '2024-12-31')
          : null;
    return date
      ? [
          {
            owner_id: state.id,
            indicator: 'liberdade_economica' as const,
            value_number: null,
            value_text: date,
            year: Number(date.slice(0, 4)),
          },
        ]
      : [];
  });
}
