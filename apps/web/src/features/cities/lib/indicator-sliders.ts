import { FILTER_SLIDER_RANGES } from '@oportuna/domain/limits';
import type { DemographicIndicatorKey } from '@oportuna/domain/territory';

export interface IndicatorSlider {
  /** The sample range of spec 1 §9 / spec 2 §5, in the unit people move the thumbs in. */
  bounds: readonly [number, number];
  step: number;
  /** Slider unit → stored value (the IDHM slider runs 0–100 over an index of 0–1). */
  factor: number;
}

const slider = (bounds: readonly [number, number], step = 1, factor = 1): IndicatorSlider => ({
  bounds,
  step,
  factor,
});

/**
 * Indicators whose sample range the spec gives get a slider; the others a start/end input.
 * 'Resident population' is read as people employed (pessoal_ocupado), the one head count
 * left once estimated population and the employed share have their own ranges.
 */
export const INDICATOR_SLIDERS: Partial<Record<DemographicIndicatorKey, IndicatorSlider>> = {
  populacao_estimada: slider(FILTER_SLIDER_RANGES.population, 100),
  densidade_demografica: slider(FILTER_SLIDER_RANGES.density, 10),
  idhm: slider(FILTER_SLIDER_RANGES.idhm, 1, 0.01),
  pessoal_ocupado: slider(FILTER_SLIDER_RANGES.residentPopulation, 100),
  populacao_ocupada: slider(FILTER_SLIDER_RANGES.employedPopulation),
  matriculas_ensinoMedio: slider(FILTER_SLIDER_RANGES.secondaryEnrollments, 100),
  pib_per_capta: slider(FILTER_SLIDER_RANGES.pibPerCapita, 100),
  escolas_ensino_fundamental: slider(FILTER_SLIDER_RANGES.schoolAndHealthCounts, 10),
  escolas_ensino_medio: slider(FILTER_SLIDER_RANGES.schoolAndHealthCounts, 10),
  estabelecimentos_sus: slider(FILTER_SLIDER_RANGES.schoolAndHealthCounts, 10),
};

/** Slider unit → API value for an indicator (1 unless the slider rescales it). */
export function indicatorFactor(key: string): number {
  return INDICATOR_SLIDERS[key as DemographicIndicatorKey]?.factor ?? 1;
}
