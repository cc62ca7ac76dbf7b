export const FILTER_DEFAULTS = {
  investmentRange: [100000, 1000000],
  viewMode: 'list',
} as const;

/** Sample slider ranges of the filter panels, as [minimum, maximum]. */
export const FILTER_SLIDER_RANGES = {
  population: [0, 20000],
  density: [0, 5000],
  idhm: [0, 100],
  residentPopulation: [0, 15000],
  employedPopulation: [0, 100],
  secondaryEnrollments: [0, 20000],
  pibPerCapita: [100, 20000],
  schoolAndHealthCounts: [0, 1000],
} as const;
